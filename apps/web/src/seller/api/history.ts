import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryEntity } from '@plaza/domain/schemas/panel-history';
import { storeHistoryPageSchema } from '@plaza/domain/schemas/panel-history';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

const PAGE_SIZE = 20;

/** GET …/history?entity=&id=: the entity's changes, newest first, a page at a time ('Ver cambios anteriores'). */
export const historyQuery = (storeId: number, entity: HistoryEntity, id: string) =>
  infiniteQueryOptions({
    queryKey: [...panelKeys.store(storeId), 'history', entity, id] as const,
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({ entity, page: String(pageParam), page_size: String(PAGE_SIZE) });
      if (id) query.set('id', id);
      return panelFetch(storePath(storeId, `/history?${query.toString()}`), storeHistoryPageSchema, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.has_next ? page + 1 : undefined),
    // Every visit reads it again: a change saved a moment ago is in it.
    staleTime: 0,
  });

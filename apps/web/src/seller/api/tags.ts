import { queryOptions } from '@tanstack/react-query';
import { z } from '@plaza/domain/zod-es';
import { tagSchema } from '@plaza/domain/schemas/panel-catalogue';
import { apiFetch } from '../../api/api-fetch';
import { panelFetch, panelKeys, storePath } from './panel-fetch';
import { useStoreMutation } from './store-mutation';

type TagFields = { name: string; color: string };

/** GET …/tags: the store's tags. */
export const tagsQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.tags(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/tags'), z.array(tagSchema), { signal }),
  });

export const useCreateTag = (storeId: number) =>
  useStoreMutation(panelKeys.tags(storeId), (tag: TagFields) => panelFetch(storePath(storeId, '/tags'), tagSchema, { method: 'POST', body: tag }));

// Products show their tags: a renamed or deleted tag refreshes them too (the whole store's prefix).
export const useUpdateTag = (storeId: number) =>
  useStoreMutation(
    panelKeys.store(storeId),
    ({ tagId, changes }: { tagId: number; changes: Partial<TagFields> }) =>
      panelFetch(storePath(storeId, `/tags/${tagId}`), tagSchema, { method: 'PATCH', body: changes }),
    { list: panelKeys.tags(storeId), sameItem: (item, saved) => item.tag_id === saved.tag_id },
  );

export const useDeleteTag = (storeId: number) =>
  useStoreMutation(panelKeys.store(storeId), (tagId: number) => apiFetch(storePath(storeId, `/tags/${tagId}`), { method: 'DELETE' }));

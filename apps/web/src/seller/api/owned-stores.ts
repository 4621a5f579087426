import { queryOptions } from '@tanstack/react-query';
import { ownedStoresSchema } from '@plaza/domain/schemas/panel-store';
import { panelFetch, panelKeys } from './panel-fetch';

export const ownedStoresQuery = () =>
  queryOptions({
    queryKey: panelKeys.stores(),
    queryFn: ({ signal }) => panelFetch('/api/store_admin/stores', ownedStoresSchema, { signal }),
  });

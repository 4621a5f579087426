import { queryOptions } from '@tanstack/react-query';
import { dashboardSchema } from '@plaza/domain/schemas/panel-dashboard';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/** GET …/dashboard: today's and this week's figures, stock alerts and the latest reviews. */
export const dashboardQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.dashboard(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/dashboard'), dashboardSchema, { signal }),
    staleTime: 30_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { adminDashboardSchema } from '@plaza/domain/schemas/admin-ops';
import { adminFetch, adminKeys } from './admin-fetch';

/** GET /api/admin/dashboard: stores, products, customers, orders and sales today and this week, applications waiting. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => adminFetch('/api/admin/dashboard', adminDashboardSchema, { signal }),
    staleTime: 30_000,
  });

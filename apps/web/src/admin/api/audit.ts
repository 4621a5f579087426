import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditKindsSchema, auditPageSchema } from '@plaza/domain/schemas/admin-ops';
import { adminFetch, adminKeys, searchString } from './admin-fetch';

export type AuditFilters = { user?: string; store?: number; kind?: string; page: number };

/** GET /api/admin/audit?user=&store=&kind=&page=: one page of the log, newest first. */
export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => adminFetch(`/api/admin/audit${searchString(filters)}`, auditPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/audit/kinds: every kind the log holds, for the filter. */
export const auditKindsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'auditKinds'] as const,
    queryFn: ({ signal }) => adminFetch('/api/admin/audit/kinds', auditKindsSchema, { signal }),
    staleTime: 60_000,
  });

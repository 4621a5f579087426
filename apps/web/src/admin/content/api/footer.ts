import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@plaza/domain/query-keys';
import { adminFooterSchema, type FooterUpdate } from '@plaza/domain/schemas/admin-content';
import { apiFetch } from '../../../api/api-fetch';
import { contentKeys, useContentMutation } from './content-keys';

/** GET /api/market/footer: the footer as every page shows it. */
export const adminFooterQuery = () =>
  queryOptions({
    queryKey: contentKeys.footer(),
    queryFn: ({ signal }) => apiFetch('/api/market/footer', { signal, schema: adminFooterSchema }),
  });

/** PUT /api/admin/footer: every field; answers the footer as saved. */
export const useSaveFooter = () =>
  useContentMutation((footer: FooterUpdate) => apiFetch('/api/admin/footer', { method: 'PUT', body: footer, schema: adminFooterSchema }), [
    contentKeys.footer(),
    queryKeys.footer(),
  ]);

import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@plaza/domain/query-keys';
import { adminDocumentSchema, type DocumentName } from '@plaza/domain/schemas/admin-content';
import { apiFetch } from '../../../api/api-fetch';
import { contentKeys, useContentMutation } from './content-keys';

/** Where the storefront reads each document (GET /mark/{file}) and shows it. */
export const documentPages: Record<DocumentName, { file: 'privacy.md' | 'terms_and_conditions.md'; path: string }> = {
  privacy: { file: 'privacy.md', path: '/privacy-policy' },
  terms: { file: 'terms_and_conditions.md', path: '/terms-and-conditions' },
};

/** GET /api/admin/documents/{name}: the markdown as saved ('' when never written). */
export const adminDocumentQuery = (name: DocumentName) =>
  queryOptions({
    queryKey: contentKeys.document(name),
    queryFn: ({ signal }) => apiFetch(`/api/admin/documents/${name}`, { signal, schema: adminDocumentSchema }),
  });

/** PUT /api/admin/documents/{name} with `{ markdown }`; the storefront's copy is read again. */
export const useSaveDocument = (name: DocumentName) =>
  useContentMutation(
    (markdown: string) => apiFetch(`/api/admin/documents/${name}`, { method: 'PUT', body: { markdown }, schema: adminDocumentSchema }),
    [contentKeys.document(name), queryKeys.document(documentPages[name].file)],
  );

import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@plaza/domain/query-keys';
import { adminCategoriesSchema, adminCategorySchema, type CategoryCreate, type CategoryPatch } from '@plaza/domain/schemas/admin-content';
import { apiFetch } from '../../../api/api-fetch';
import { contentKeys, useContentMutation } from './content-keys';

const CATEGORIES = '/api/admin/categories';
// Sections and store profiles name categories too: a rename shows in them at once.
const refresh = [contentKeys.categories(), queryKeys.categories(), contentKeys.sections()];

/** GET /api/admin/categories (the public list): every category in order. */
export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: contentKeys.categories(),
    queryFn: ({ signal }) => apiFetch(CATEGORIES, { signal, schema: adminCategoriesSchema }),
  });

export const useCreateCategory = () =>
  useContentMutation((category: CategoryCreate) => apiFetch(CATEGORIES, { method: 'POST', body: category, schema: adminCategorySchema }), refresh);

export const useUpdateCategory = () =>
  useContentMutation(
    ({ categoryId, changes }: { categoryId: number; changes: CategoryPatch }) =>
      apiFetch(`${CATEGORIES}/${categoryId}`, { method: 'PATCH', body: changes, schema: adminCategorySchema }),
    refresh,
  );

/** DELETE: a category still in use is refused (409) with the server's message of what uses it. */
export const useDeleteCategory = () =>
  useContentMutation((categoryId: number) => apiFetch(`${CATEGORIES}/${categoryId}`, { method: 'DELETE' }), refresh);

/** PUT /api/admin/categories: the new order, every category's id once; answers the list. */
export const saveCategoryOrder = (categoryIds: number[]) =>
  apiFetch(CATEGORIES, { method: 'PUT', body: { category_ids: categoryIds }, schema: adminCategoriesSchema });

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@plaza/domain/query-keys';
import { adminSectionSchema, adminSectionsSchema, type AdminSection, type SectionCreate, type SectionPatch } from '@plaza/domain/schemas/admin-content';
import { apiFetch } from '../../../api/api-fetch';
import { contentKeys, useContentMutation } from './content-keys';

const SECTIONS = '/api/admin/customSections';
// The home page's sections and each section's own page (['section', slug]) show them.
const storefront = [queryKeys.customSections(), ['section']];
const refresh = [contentKeys.sections(), ...storefront];

/** GET /api/admin/customSections: every section in order, the category-linked one among them. */
export const adminSectionsQuery = () =>
  queryOptions({
    queryKey: contentKeys.sections(),
    queryFn: ({ signal }) => apiFetch(SECTIONS, { signal, schema: adminSectionsSchema }),
  });

/** The saved section replaces its old self in the list at once (its products as the server now lists them). */
function usePutSection() {
  const queryClient = useQueryClient();
  return (saved: AdminSection) =>
    queryClient.setQueryData<AdminSection[]>(contentKeys.sections(), (sections) =>
      sections?.some((section) => section.section_id === saved.section_id)
        ? sections.map((section) => (section.section_id === saved.section_id ? saved : section))
        : [...(sections ?? []), saved],
    );
}

export function useCreateSection() {
  const put = usePutSection();
  return useContentMutation((section: SectionCreate) => apiFetch(SECTIONS, { method: 'POST', body: section, schema: adminSectionSchema }), refresh, put);
}

export function useUpdateSection() {
  const put = usePutSection();
  return useContentMutation(
    ({ sectionId, changes }: { sectionId: number; changes: SectionPatch }) =>
      apiFetch(`${SECTIONS}/${sectionId}`, { method: 'PATCH', body: changes, schema: adminSectionSchema }),
    refresh,
    put,
  );
}

export const useDeleteSection = () => useContentMutation((sectionId: number) => apiFetch(`${SECTIONS}/${sectionId}`, { method: 'DELETE' }), refresh);

/** PUT /api/admin/customSections: the new order, every section's id once; answers the sections. */
export const saveSectionOrder = (sectionIds: number[]) =>
  apiFetch(SECTIONS, { method: 'PUT', body: { section_ids: sectionIds }, schema: adminSectionsSchema });

export const sectionStorefrontKeys = storefront;

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the content editors, one per resource under the console's `['admin']` prefix. A
 * write refreshes its resource and the storefront's own queries of it (`queryKeys` of the domain),
 * so an operator who opens the storefront in the same tab sees the change at once.
 */
export const contentKeys = {
  all: ['admin', 'content'] as const,
  hero: () => [...contentKeys.all, 'hero'] as const,
  categories: () => [...contentKeys.all, 'categories'] as const,
  sections: () => [...contentKeys.all, 'sections'] as const,
  plans: () => [...contentKeys.all, 'plans'] as const,
  footer: () => [...contentKeys.all, 'footer'] as const,
  document: (name: string) => [...contentKeys.all, 'documents', name] as const,
  productSearch: (q: string) => [...contentKeys.all, 'productSearch', q] as const,
};

/**
 * A write to one content resource: its answer (the list or item as saved) goes into `list` with
 * `put` at once, then every query under each of `refresh` is read again.
 */
export function useContentMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  refresh: QueryKey[],
  put?: (answer: Answer, variables: Variables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      put?.(answer, variables);
      return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

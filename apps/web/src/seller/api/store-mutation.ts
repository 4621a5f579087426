import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write to one of the store's resources; on success every query under `invalidates` is read again. */
export function useStoreMutation<Variables, Answer>(invalidates: QueryKey, mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

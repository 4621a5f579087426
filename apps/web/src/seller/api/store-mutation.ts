import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write to one of the store's resources; on success every query under `invalidates` is read
 * again. `replaceIn` puts the answer (the item as saved) into that list at once, so a switch
 * does not flick back while the list is read again.
 */
export function useStoreMutation<Variables, Answer>(
  invalidates: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
  replaceIn?: { list: QueryKey; sameItem: (item: Answer, answer: Answer) => boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (replaceIn)
        queryClient.setQueryData<Answer[]>(replaceIn.list, (items) => items?.map((item) => (replaceIn.sameItem(item, answer) ? answer : item)));
      return queryClient.invalidateQueries({ queryKey: invalidates });
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeBillingSchema, type StorePaymentCreate } from '@plaza/domain/schemas/billing';
import { adminFetch, adminKeys } from './admin-fetch';

const billingKey = (storeId: number) => [...adminKeys.stores(), 'billing', storeId] as const;

/** GET /api/admin/stores/{id}/billing: the store's plan, period, paid-through day and payments. */
export const storeBillingQuery = (storeId: number) =>
  queryOptions({
    queryKey: billingKey(storeId),
    queryFn: ({ signal }) => adminFetch(`/api/admin/stores/${storeId}/billing`, storeBillingSchema, { signal }),
  });

/** POST /api/admin/stores/{id}/payments: the answer is the store's billing after it. */
export function useRecordPayment(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: StorePaymentCreate) =>
      adminFetch(`/api/admin/stores/${storeId}/payments`, storeBillingSchema, { method: 'POST', body: payment }),
    onSuccess: (billing) => queryClient.setQueryData(billingKey(storeId), billing),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: billingKey(storeId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.queue() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit({}).slice(0, 2) });
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeBillingSchema, type PlanChangeRequest } from '@plaza/domain/schemas/billing';
import { storePlanSchema } from '@plaza/domain/schemas/reference';
import { z } from '@plaza/domain/zod-es';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/** GET …/billing: the store's plan, period, paid-through day, payments and pending request. */
export const billingQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.billing(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/billing'), storeBillingSchema, { signal }),
  });

const planChoicesSchema = z.array(storePlanSchema.pick({ plan_id: true, name: true, price: true }));

/** The plans a store may ask for (the public list the seller application offers). */
export const planChoicesQuery = () =>
  queryOptions({
    queryKey: [...panelKeys.all, 'planChoices'] as const,
    queryFn: ({ signal }) => panelFetch('/api/admin/storePlans', planChoicesSchema, { signal }),
    staleTime: 60_000,
  });

type BillingRequest = { kind: 'change'; change: PlanChangeRequest } | { kind: 'cancel' } | { kind: 'withdraw' };

/** A plan change, a cancellation or withdrawing either: each answers the billing after it. */
export function useBillingRequest(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BillingRequest) => {
      if (request.kind === 'change')
        return panelFetch(storePath(storeId, '/billing/planChange'), storeBillingSchema, { method: 'POST', body: request.change });
      if (request.kind === 'cancel') return panelFetch(storePath(storeId, '/billing/cancellation'), storeBillingSchema, { method: 'POST' });
      return panelFetch(storePath(storeId, '/billing/request'), storeBillingSchema, { method: 'DELETE' });
    },
    onSuccess: (billing) => queryClient.setQueryData(panelKeys.billing(storeId), billing),
  });
}

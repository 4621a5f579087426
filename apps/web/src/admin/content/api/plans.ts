import { queryOptions } from '@tanstack/react-query';
import { adminPlanSchema, adminPlansSchema, type PlanCreate, type PlanPatch } from '@plaza/domain/schemas/admin-content';
import { apiFetch } from '../../../api/api-fetch';
import { sellerKeys } from '../../../features/sellers/seller-queries';
import { contentKeys, useContentMutation } from './content-keys';

const PLANS = '/api/admin/storePlans';
/** The become-a-seller page reads the same public list. */
export const planStorefrontKeys = [sellerKeys.plans()];
const refresh = [contentKeys.plans(), ...planStorefrontKeys];

/** GET /api/admin/storePlans (the public list): every plan in order, with its features. */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: contentKeys.plans(),
    queryFn: ({ signal }) => apiFetch(PLANS, { signal, schema: adminPlansSchema }),
  });

export const useCreatePlan = () => useContentMutation((plan: PlanCreate) => apiFetch(PLANS, { method: 'POST', body: plan, schema: adminPlanSchema }), refresh);

export const useUpdatePlan = () =>
  useContentMutation(
    ({ planId, changes }: { planId: number; changes: PlanPatch }) => apiFetch(`${PLANS}/${planId}`, { method: 'PATCH', body: changes, schema: adminPlanSchema }),
    refresh,
  );

/** DELETE: a plan still in use is refused (409) with the server's message of what uses it. */
export const useDeletePlan = () => useContentMutation((planId: number) => apiFetch(`${PLANS}/${planId}`, { method: 'DELETE' }), refresh);

/** PUT /api/admin/storePlans: the new order, every plan's id once; answers the list. */
export const savePlanOrder = (planIds: number[]) => apiFetch(PLANS, { method: 'PUT', body: { plan_ids: planIds }, schema: adminPlansSchema });

import { tplan } from './messages/es-plans';
import { z } from './zod-es';

/** The features a plan switches on or off, in the order the plan cards list them. */
export const PLAN_FEATURES = ['offers', 'coupons', 'wholesale', 'made_to_order', 'referrals', 'featured'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** The most products or team accounts a plan may allow (beyond it, a plan is unlimited: null). */
export const PLAN_LIMIT_MAX = 1_000_000;
export const PLAN_STAFF_MAX = 1000;

/** What a plan allows: its limits (null products = unlimited) and its features. */
export const planLimitsSchema = z.object({
  max_products: z.int().nullable(),
  offers: z.boolean(),
  coupons: z.boolean(),
  wholesale: z.boolean(),
  made_to_order: z.boolean(),
  referrals: z.boolean(),
  featured: z.boolean(),
  /** Team accounts besides the owner (0 = the owner alone). */
  max_staff: z.int(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** A plan that allows everything: what a store without a plan (one Plaza arranged itself) works under. */
export const UNLIMITED: PlanLimits = {
  max_products: null,
  offers: true,
  coupons: true,
  wholesale: true,
  made_to_order: true,
  referrals: true,
  featured: true,
  max_staff: PLAN_STAFF_MAX,
};

export function planAllows(limits: PlanLimits, feature: PlanFeature): boolean {
  return limits[feature];
}

/** Whether a store of this plan may show `visible` products at once. */
export function planAllowsProducts(limits: PlanLimits, visible: number): boolean {
  return limits.max_products === null || visible <= limits.max_products;
}

/** Whether a store of this plan may have `members` team accounts (invitations waiting included). */
export function planAllowsStaff(limits: PlanLimits, members: number): boolean {
  return members <= limits.max_staff;
}

type RankedPlan = { name: string; price: number; limits: PlanLimits };

/**
 * The cheapest plan (the first of the list among equals) that allows the feature, or `visible`
 * products: the one a refusal names. Undefined when none does.
 */
export function lowestPlanAllowing<P extends RankedPlan>(plans: readonly P[], need: PlanFeature | { products: number } | { staff: number }): P | undefined {
  const fits = (plan: P) =>
    typeof need === 'string'
      ? planAllows(plan.limits, need)
      : 'staff' in need
        ? planAllowsStaff(plan.limits, need.staff)
        : planAllowsProducts(plan.limits, need.products);
  return plans.filter(fits).reduce<P | undefined>((best, plan) => (!best || plan.price < best.price ? plan : best), undefined);
}

/** The plan card's lines for its limits and features, in Spanish, from the plan's own data. */
export function planLimitLines(limits: PlanLimits): string[] {
  const lines = [limits.max_products === null ? tplan('lines.productsUnlimited') : tplan('lines.products', { max: limits.max_products })];
  for (const feature of PLAN_FEATURES) if (limits[feature]) lines.push(tplan(`lines.${feature}`));
  if (limits.max_staff === 1) lines.push(tplan('lines.staffOne'));
  else if (limits.max_staff > 1) lines.push(tplan('lines.staff', { max: limits.max_staff }));
  return lines;
}

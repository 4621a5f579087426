import { planLimitsSchema } from '../plan-limits';
import { z } from '../zod-es';

export const categorySchema = z.object({ category_id: z.number().int(), name: z.string(), icon: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A municipality; its id is the `ubication_id` a seller application names. */
export const townshipSchema = z.object({ ubication_id: z.number().int(), township: z.string() });
export const ubicationSchema = z.object({ province: z.string(), townships: z.array(townshipSchema) });
export type Ubication = z.infer<typeof ubicationSchema>;

export const currencySchema = z.object({ currency_id: z.number().int(), code: z.string() });

export const storePlanSchema = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Monthly price in cents. */
  price: z.number().int(),
  features: z.array(z.object({ feature_id: z.number().int(), name: z.string(), description: z.string().optional() })),
  /** What the plan allows, enforced by the API; the plan cards list it (plan-limits.ts `planLimitLines`). */
  limits: planLimitsSchema,
});
export type StorePlan = z.infer<typeof storePlanSchema>;

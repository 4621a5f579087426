import { tp } from '../messages/es-panel';
import { z } from '../zod-es';
import { MAX_ID } from './common';
import { isValidPhone } from './account';
import { instantString, longText, panelId, requiredLine, storeParams } from './panel-common';

// ---------------------------------------------------------------- tags

export const TAG_NAME_MAX = 30;
export const tagSchema = z.object({ tag_id: z.int(), name: z.string(), slug: z.string(), color: z.string() });
export type PanelTag = z.infer<typeof tagSchema>;
const tagFields = {
  name: requiredLine(TAG_NAME_MAX, tp('tag.nameRequired')),
  color: z.string({ error: tp('tag.colorInvalid') }).regex(/^#[0-9a-fA-F]{6}$/, { error: tp('tag.colorInvalid') }).transform((c) => c.toLowerCase()),
};
export const tagCreateSchema = z.object(tagFields).strict();
export const tagPatchSchema = z.object(tagFields).partial().strict();
export const tagParams = storeParams.extend({ tagId: z.coerce.number().int().positive().max(MAX_ID) });

// ---------------------------------------------------------------- payment methods

export const PAYMENT_KINDS = ['whatsapp', 'transfer', 'cash'] as const;
export const INSTRUCTIONS_MAX = 500;
export const paymentMethodSchema = z.object({
  payment_method_id: z.int(),
  name: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  phone: z.string().nullable(),
  instructions: z.string(),
  enabled: z.boolean(),
});
export type PanelPaymentMethod = z.infer<typeof paymentMethodSchema>;
const paymentFields = {
  name: requiredLine(60, tp('paymentMethod.nameRequired')),
  kind: z.enum(PAYMENT_KINDS, { error: tp('paymentMethod.kindInvalid') }),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isValidPhone(value), { error: tp('fields.invalidPhone') }),
  instructions: longText(INSTRUCTIONS_MAX),
  enabled: z.boolean(),
};
/** A WhatsApp method needs the number the shopper writes to. */
const whatsappHasPhone = (method: { kind?: string; phone?: string | null }) => method.kind !== 'whatsapp' || Boolean(method.phone);
export const paymentMethodCreateSchema = z
  .object({ ...paymentFields, instructions: paymentFields.instructions.default(''), enabled: paymentFields.enabled.default(true) })
  .strict()
  .refine(whatsappHasPhone, { error: tp('paymentMethod.whatsappPhoneRequired'), path: ['phone'] });
/** The server checks the WhatsApp number on the method as it would be after the change. */
export const paymentMethodPatchSchema = z.object(paymentFields).partial().strict();
export const paymentMethodParams = storeParams.extend({ paymentMethodId: z.coerce.number().int().positive().max(MAX_ID) });
export { whatsappHasPhone };

// ---------------------------------------------------------------- coupons

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 30;
export const couponSchema = z.object({
  coupon_id: z.int(),
  code: z.string(),
  discount_percent: z.int(),
  scope: z.enum(['store', 'product']),
  products: z.array(z.int()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.int().nullable(),
  used_count: z.int(),
  active: z.boolean(),
});
export type PanelCoupon = z.infer<typeof couponSchema>;
const codeMessage = tp('coupon.codeInvalid', { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX });
const couponFields = {
  code: z
    .string({ error: codeMessage })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9_-]{${COUPON_CODE_MIN},${COUPON_CODE_MAX}}$`), { error: codeMessage }),
  discount_percent: z.int({ error: tp('coupon.percentInvalid') }).min(1, { error: tp('coupon.percentInvalid') }).max(100, { error: tp('coupon.percentInvalid') }),
  scope: z.enum(['store', 'product']),
  products: z.array(panelId()).max(500),
  starts_at: instantString.nullable(),
  ends_at: instantString.nullable(),
  usage_limit: z
    .int({ error: tp('coupon.usageLimitInvalid') })
    .min(1, { error: tp('coupon.usageLimitInvalid') })
    .max(1_000_000_000, { error: tp('coupon.usageLimitInvalid') })
    .nullable(),
  active: z.boolean(),
};
type CouponRules = { scope?: 'store' | 'product'; products?: number[]; starts_at?: string | null; ends_at?: string | null };
/** A product coupon names its products; a coupon starts before it ends. */
export function couponRuleIssues(coupon: CouponRules): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (coupon.scope === 'product' && !coupon.products?.length) issues.push({ path: ['products'], message: tp('coupon.productsRequired') });
  if (coupon.starts_at && coupon.ends_at && Date.parse(coupon.starts_at) >= Date.parse(coupon.ends_at))
    issues.push({ path: ['ends_at'], message: tp('coupon.datesOrder') });
  return issues;
}
export const couponCreateSchema = z
  .object({
    ...couponFields,
    scope: couponFields.scope.default('store'),
    products: couponFields.products.default([]),
    starts_at: couponFields.starts_at.default(null),
    ends_at: couponFields.ends_at.default(null),
    usage_limit: couponFields.usage_limit.default(null),
    active: couponFields.active.default(true),
  })
  .strict()
  .superRefine((coupon, ctx) => {
    for (const issue of couponRuleIssues(coupon)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export const couponPatchSchema = z.object(couponFields).partial().strict();
export const couponParams = storeParams.extend({ couponId: z.coerce.number().int().positive().max(MAX_ID) });

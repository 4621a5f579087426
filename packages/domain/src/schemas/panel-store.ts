import { tp } from '../messages/es-panel';
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '../constants';
import { PAYMENT_HOLD_HOURS } from '../order-limits';
import { z } from '../zod-es';
import { STAFF_ROLES } from './staff';
import { isSocialAccount, type SocialNetwork } from '../social-links';
import { isValidEmail, isValidPhone } from './account';
import { dayString, longText, optionalLine, panelId, requiredLine } from './panel-common';

export const CLOSURE_MESSAGE_MAX = 200;

/** GET /api/store_admin/stores: the stores the session's user owns, then those they work on as staff. */
export const ownedStoreSchema = z.object({
  store_id: z.int(),
  name: z.string(),
  slug: z.string(),
  /** Suspended by Plaza's operators: shoppers cannot see the store; its owner reads why (the panel's banner). */
  suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  /** The store's plan (null: none, not limited) and what it holds back now, as sentences for the panel's notice (issue 42). */
  plan_name: z.string().nullable(),
  plan_notices: z.array(z.string()),
  /** What the session's user is to the store: its owner, or staff with a role (decision 028); the panel shows that role's sections. */
  access: z.enum(['owner', ...STAFF_ROLES]),
});
export const ownedStoresSchema = z.array(ownedStoreSchema);

/** A temporary closure: both days inclusive, with the message the storefront shows. */
export const storeClosureSchema = z
  .object({ closed_from: dayString, closed_until: dayString, message: longText(CLOSURE_MESSAGE_MAX) })
  .refine((closure) => closure.closed_from <= closure.closed_until, { error: tp('store.closureOrder'), path: ['closed_until'] });

/** GET /api/store_admin/stores/{storeId}: the store's profile as its owner edits it. */
export const storeProfileSchema = z.object({
  store_id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  whatsapp: z.string().nullable(),
  category_id: z.int().nullable(),
  province_id: z.int().nullable(),
  ubication_id: z.int().nullable(),
  closure: z.object({ closed_from: z.string(), closed_until: z.string(), message: z.string() }).nullable(),
  suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  /** How long an unpaid order of the store holds its stock before it expires (hours). */
  payment_hold_hours: z.int(),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

const email = optionalLine(254).refine((value) => value === null || isValidEmail(value), { error: tp('fields.invalidEmail') });
const phone = optionalLine(20).refine((value) => value === null || isValidPhone(value), { error: tp('fields.invalidPhone') });
/** An Instagram or Facebook account: a user name or a link on that network's own site (`isSocialAccount`). */
const social = (network: SocialNetwork, error: string) => optionalLine(200).refine((value) => value === null || isSocialAccount(network, value), { error });

const holdHoursError = { error: tp('store.paymentHoldHours', { min: PAYMENT_HOLD_HOURS.min, max: PAYMENT_HOLD_HOURS.max }) };
/** Whole hours within the bounds every store may choose from. */
export const paymentHoldHours = z.int(holdHoursError).min(PAYMENT_HOLD_HOURS.min, holdHoursError).max(PAYMENT_HOLD_HOURS.max, holdHoursError);

/** PATCH /api/store_admin/stores/{storeId}: any of the profile's fields; `closure: null` reopens. */
export const storeProfilePatchSchema = z
  .object({
    name: requiredLine(STORE_NAME_MAX, tp('store.nameRequired')),
    description: longText(STORE_DESCRIPTION_MAX),
    email,
    address: optionalLine(200),
    phone,
    instagram: social('instagram', tp('fields.invalidInstagram')),
    facebook: social('facebook', tp('fields.invalidFacebook')),
    whatsapp: phone,
    category_id: panelId(),
    ubication_id: panelId(),
    closure: storeClosureSchema.nullable(),
    payment_hold_hours: paymentHoldHours,
  })
  .partial()
  .strict();
export type StoreProfilePatch = z.infer<typeof storeProfilePatchSchema>;

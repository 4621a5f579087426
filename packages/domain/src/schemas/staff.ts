import { tp } from '../messages/es-panel';
import { z } from '../zod-es';
import { emailSchema } from './account';
import { MAX_ID } from './common';

/**
 * A store's team (issue 42, decision 028). The stored role values, stable: `orders` is shown as
 * "Pedidos" (the store's orders only), `catalogue` as "Catálogo" (products, images, tags, offers
 * and coupons). The owner is no staff role: only the owner manages the team, billing and payouts.
 */
export const STAFF_ROLES = ['orders', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** What a session's user is to a store: its owner, or staff with a role. */
export type StoreAccess = 'owner' | StaffRole;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: tp('team.roleInvalid') });

/** POST /api/store_admin/stores/{storeId}/staff: an invitation by e-mail. Nothing else is accepted. */
export const staffInviteSchema = z.strictObject({ email: emailSchema, role: staffRoleSchema }, { error: tp('team.inviteInvalid') });
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffMemberSchema = z.object({
  staff_id: z.int(),
  email: z.string(),
  role: staffRoleSchema,
  /** The member's name once they accepted; null while the invitation waits. */
  name: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invited_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET …/staff: the team, with the plan's allowance (null: no limit). */
export const staffListSchema = z.object({ members: z.array(staffMemberSchema), max_staff: z.int().nullable(), plan_name: z.string().nullable() });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffParams = z.object({
  storeId: z.coerce.number().int().positive().max(MAX_ID),
  staffId: z.coerce.number().int().positive().max(MAX_ID),
});

/** POST /api/user/staffInvitations/{token}: the signed-in account accepts an invitation mailed to its address. */
export const staffAcceptedSchema = z.object({ store_id: z.int(), store_name: z.string(), role: staffRoleSchema });

/** An invitation's token: 32 random bytes in base64url; anything else cannot be one. */
export const staffInvitationParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: tp('team.invitationInvalid') }) });

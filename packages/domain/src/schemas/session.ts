import { z } from 'zod';

export const csrfTokenSchema = z.object({ csrf_token: z.string() });

/** The session user as `GET /api/market/auth` answers it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/admin/session`: the operator, and whether they must enrol the second factor before the console answers. */
export const adminSessionSchema = sessionUserSchema.extend({ second_factor_missing: z.boolean() });

/** `{ success: false, message }`: the shape of every error answer. */
export const errorSchema = z.object({ success: z.literal(false), message: z.string() });
export const successSchema = z.object({ success: z.boolean() });

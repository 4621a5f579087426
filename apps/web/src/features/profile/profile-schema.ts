import { z } from '@plaza/domain/zod-es';

// The answers of /api/user/customer/profile. They mirror the server's `profileSchema`
// (apps/api/src/modules/profile/routes.ts); both belong in @plaza/domain/schemas/account.ts.

export const profileSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** A stored image's file name, served from /img/. */
  profile_img: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateAnswerSchema = z.object({ success: z.boolean(), message: z.string(), profile: profileSchema });
export const profileImageAnswerSchema = z.object({ success: z.boolean(), message: z.string(), profile_img: z.string() });

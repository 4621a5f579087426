import { t } from '../messages/es';
import { z } from '../zod-es';

const invalidId = { error: t('api.invalidId') };

/** A database id in a path: a positive 32-bit integer, whatever text it arrives as. */
export const idSchema = z.coerce.number(invalidId).int(invalidId).positive(invalidId).max(2_147_483_647, invalidId);

/** A lowercase URL slug, such as a store's or a section's. */
export const slugSchema = z
  .string()
  .min(1, invalidId)
  .max(120, invalidId)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, invalidId);

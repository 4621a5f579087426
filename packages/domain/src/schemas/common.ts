import { t } from '../messages/es';
import { z } from '../zod-es';

const invalidId = { error: t('api.invalidId') };

/** The largest database id: ids are PostgreSQL `integer`s, and a larger number fails the query itself. */
export const MAX_ID = 2_147_483_647;

/** A database id in a path: a positive 32-bit integer, whatever text it arrives as. */
export const idSchema = z.coerce.number(invalidId).int(invalidId).positive(invalidId).max(MAX_ID, invalidId);

/** A database id in a payload: a positive 32-bit integer, with the caller's message for anything else. */
export function payloadIdSchema(message: string) {
  return z.int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });
}

/** A lowercase URL slug, such as a store's or a section's. */
export const slugSchema = z
  .string()
  .min(1, invalidId)
  .max(120, invalidId)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, invalidId);

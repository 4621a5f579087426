import { tp } from '../messages/es-panel';
import { z } from '../zod-es';
import { MAX_ID, multilineText, plainText } from './common';

/** Money and counts a seller types: whole minor units or units, never above what an `integer` column holds. */
export const MAX_AMOUNT = 1_000_000_000;

export const panelId = () =>
  z.int({ error: tp('fields.invalidId') }).positive({ error: tp('fields.invalidId') }).max(MAX_ID, { error: tp('fields.invalidId') });

/** A required single-line text, trimmed, at most `max` characters. */
export const requiredLine = (max: number, required: string = tp('fields.required')) =>
  plainText({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tp('fields.tooLong', { max }) });

/** An optional single-line text: empty means none (null). */
export const optionalLine = (max: number) =>
  plainText()
    .trim()
    .max(max, { error: tp('fields.tooLong', { max }) })
    .nullish()
    .transform((value) => value || null);

/** A multi-line text, trimmed, at most `max` characters; empty is allowed. */
export const longText = (max: number) =>
  multilineText()
    .trim()
    .max(max, { error: tp('fields.tooLong', { max }) });

export const wholeAmount = (message: string) =>
  z.int({ error: message }).min(0, { error: message }).max(MAX_AMOUNT, { error: tp('fields.tooLarge') });

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const dayString = z
  .string({ error: tp('fields.invalidDate') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: tp('fields.invalidDate') })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: tp('fields.invalidDate'),
  });

/** An instant with its offset, as `new Date().toISOString()` writes it. */
export const instantString = z.iso.datetime({ offset: true, error: tp('fields.invalidDate') });

/** `?page=&page_size=` of every panel list; pages start at 1. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), has_next: z.boolean() });

/** `{ storeId }` of every /api/store_admin/stores/{storeId}… path. */
export const storeParams = z.object({ storeId: z.coerce.number().int().positive().max(MAX_ID) });

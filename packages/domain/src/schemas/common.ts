import { t } from '../messages/es-api';
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

/*
 * Characters no free text may hold. C0 and C1 controls and DEL: stored text is later printed to an
 * operator's terminal, where ESC and CSI (U+009B) start sequences that clear the screen, move the
 * cursor or retitle the window. Bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069): they
 * reorder the text after them on screen, so that a name or an amount reads as something else.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
/** The same, but for the tab and the line breaks a text area gives (CR LF and CR become LF first). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

const controlCharacters = { error: t('errors.controlCharacters') };

/**
 * Every single-line free-text field (names, store name, coupon code): a string with
 * no control or bidi-override character, which callers go on to trim and bound. `params` is the
 * message for a value that is not a string at all.
 */
export function plainText(params?: { error: string }) {
  return z.string(params).regex(SINGLE_LINE, controlCharacters);
}

/** Every multi-line free-text field (descriptions, review comments): plainText, but tabs and line breaks are kept, as LF. */
export function multilineText(params?: { error: string }) {
  return z
    .string(params)
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .regex(MULTI_LINE, controlCharacters);
}

import { HttpError, NETWORK_ERROR_STATUS } from '../api/api-fetch';
import { errorMessage } from '../api/error-policy';

/**
 * What a panel form says about a failed call: the server's message when it sent one, else the
 * screen's fallback; null for 502/503, which the maintenance notice answers. The storefront's
 * account forms have the same rule (features/auth/form-errors.ts), bundled with their screens; the
 * panel keeps its own so that its first load does not download the account screens (2.7 KB).
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (!(error instanceof HttpError)) return fallback;
  if (error.status === 502 || error.status === 503) return null;
  if (error.status === NETWORK_ERROR_STATUS) return fallback;
  return errorMessage(error, fallback);
}

/** The statuses of a refusal about what was sent: only these are put next to fields. */
const ABOUT_THE_INPUT = new Set([400, 404, 409, 413, 422]);

/** What a form shows of a refused save: messages next to its fields, and one for the whole form. */
export interface ServerErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** Null when every message found its field (or for 502/503, which the maintenance notice answers). */
  message: string | null;
}

/** The field of the form a server path names: its alias, itself, else the closest field it lies under. */
function fieldOf<Field extends string>(path: string, fields: readonly Field[], aliases: Partial<Record<string, Field>>): Field | undefined {
  const alias = aliases[path];
  if (alias) return alias;
  return [...fields]
    .filter((field) => path === field || path.startsWith(`${field}.`))
    .sort((a, b) => b.length - a.length)[0];
}

/** A known message's field: the message itself, or a template of it whose `{placeholder}`s stand for anything. */
function fieldOfMessage<Field extends string>(message: string, messages: Partial<Record<string, Field>>): Field | undefined {
  const exact = messages[message];
  if (exact) return exact;
  for (const [template, field] of Object.entries(messages)) {
    if (!field || !/\{\w+\}/.test(template)) continue;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);
    if (pattern.test(message)) return field;
  }
  return undefined;
}

function pathText(path: unknown): string | undefined {
  if (typeof path === 'string') return path.replace(/^\//, '').replaceAll('/', '.');
  if (Array.isArray(path)) return path.map(String).join('.');
  return undefined;
}

/** `errors` as the server may send them: `{ field: message }`, `{ field: [messages] }` or `[{ path, message }]`. */
function listedErrors(errors: unknown): [string, string][] {
  const found: [string, string][] = [];
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (item === null || typeof item !== 'object') continue;
      const { path, message } = item as { path?: unknown; message?: unknown };
      const at = pathText(path);
      if (at !== undefined && typeof message === 'string') found.push([at, message]);
    }
  } else if (errors !== null && typeof errors === 'object') {
    for (const [at, value] of Object.entries(errors)) {
      const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
      if (typeof message === 'string') found.push([at, message]);
    }
  }
  return found;
}

/**
 * Puts a refused save's messages next to the fields they are about. The server names fields in
 * `errors` when it can; otherwise its one `message` is matched to a field by the screen's list of
 * known messages (the catalogue's 'Ya existe un cupón con ese código' is about the code), or by
 * the field it quotes («closure.closed_until»). What matches no field is the form's message.
 */
export function serverErrors<Field extends string>(
  error: unknown,
  {
    fields,
    messages = {},
    aliases = {},
    fallback,
  }: {
    fields: readonly Field[];
    /** Known server messages (or their templates with `{placeholder}`s) and the field each is about. */
    messages?: Partial<Record<string, Field>>;
    /** Server paths that are named otherwise in the form (`closure.message` → `closure_message`). */
    aliases?: Partial<Record<string, Field>>;
    fallback: string;
  },
): ServerErrors<Field> {
  const found: ServerErrors<Field> = { fields: {}, message: null };
  if (!(error instanceof HttpError) || !ABOUT_THE_INPUT.has(error.status)) {
    found.message = failureMessage(error, fallback);
    return found;
  }
  let leftOver = false;
  for (const [at, message] of listedErrors(error.errors)) {
    const field = fieldOf(at, fields, aliases);
    if (field) found.fields[field] ??= message;
    else leftOver = true;
  }
  const message = error.serverMessage;
  if (Object.keys(found.fields).length === 0 && message) {
    const quoted = /«([^»]+)»/.exec(message)?.[1];
    const field = fieldOfMessage(message, messages) ?? (quoted === undefined ? undefined : fieldOf(quoted, fields, aliases));
    if (field) found.fields[field] = message;
    else leftOver = true;
  }
  if (leftOver || Object.keys(found.fields).length === 0) found.message = failureMessage(error, fallback);
  return found;
}

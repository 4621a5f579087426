import type { z } from '@plaza/domain/zod-es';
import { HttpError, NETWORK_ERROR_STATUS } from '../../api/api-fetch';
import { errorMessage } from '../../api/error-policy';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field that failed, keyed by the field's (top-level) name. */
export function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Field>;
}

/** Moves the focus to the form's first field marked invalid, in reading order. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * What a form says about a failed call: the server's message when it sent one, else the
 * screen's fallback. Null for 502/503, which the maintenance modal already answers.
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (!(error instanceof HttpError)) return fallback;
  if (error.status === 502 || error.status === 503) return null;
  if (error.status === NETWORK_ERROR_STATUS) return fallback;
  return errorMessage(error, fallback);
}

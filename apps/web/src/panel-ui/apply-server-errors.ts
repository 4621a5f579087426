import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { ServerErrors } from './server-errors';

/** Shows a refused save's field messages in a react-hook-form form and takes the focus to the first. */
export function applyServerErrors<Values extends FieldValues>(
  found: ServerErrors<FieldPath<Values>>,
  setError: UseFormSetError<Values>,
  setFocus: UseFormSetFocus<Values>,
): void {
  const entries = Object.entries(found.fields) as [FieldPath<Values>, string][];
  for (const [field, message] of entries) setError(field, { type: 'server', message });
  const first = entries[0];
  if (first) setFocus(first[0]);
}

/**
 * Focuses the form's first field marked invalid in the page's order, once the errors are drawn
 * (react-hook-form's own choice follows the order the fields registered in).
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

import { t } from '@plaza/domain/messages/es-account';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

// The account screens' form parts: a visible label on every field, its error linked through
// aria-describedby and marked with aria-invalid (which focusFirstInvalid looks for).

export const inputClass =
  'block min-h-11 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 read-only:bg-slate-100 read-only:text-slate-700';

function borderClass(error: string | undefined): string {
  return error ? 'border-rose-600' : 'border-slate-300 focus:border-brand-600';
}

/** Ids joined for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function AlertIcon() {
  return (
    <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A field's error, under it. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex gap-1.5 text-sm font-medium text-rose-700">
      <AlertIcon />
      <span>{message}</span>
    </p>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby'> {
  label: string;
  error?: string;
  /** Help under the field, read with it. */
  hint?: ReactNode;
  /** More ids that describe the input (a password checklist). */
  extraDescription?: string;
  /** A control inside the field's right edge (the show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, extraDescription, trailing, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, extraDescription, error && errorId)}
          className={`${inputClass} ${borderClass(error)} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The account forms' e-mail address (login, sign-up, a forgotten password, a new activation
 * link): the phone's e-mail keyboard, no capital letter or spelling fix on the first letter, and
 * the browser's saved address offered.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'placeholder'>) {
  return (
    <TextField
      label={t('account.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('account.emailPlaceholder')}
      {...props}
    />
  );
}

interface FormAlertProps {
  /** The failure to show; nothing is shown while it is null. */
  message: string | null;
  /** More under the message (a resend button). */
  children?: ReactNode;
}

/**
 * A call's failure above the submit button. The region stays in the page so that screen
 * readers announce each new message; while empty it takes back the gap of the form's column.
 */
export function FormAlert({ message, children }: FormAlertProps) {
  return (
    <div aria-live="polite" aria-atomic="true" className="empty:-mt-4">
      {message && (
        <div className="flex flex-col gap-2 rounded-xl bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          <p className="flex gap-1.5">
            <AlertIcon />
            <span>{message}</span>
          </p>
          {children}
        </div>
      )}
    </div>
  );
}

import { t } from '@plaza/domain/messages/es-sellers';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// The seller form's parts: a visible label on every field, its hint and error linked through
// aria-describedby, and aria-invalid on a field that failed (the submit focuses the first one).

const controlBase =
  'block min-h-11 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

function controlClass(error: string | undefined): string {
  return `${controlBase} ${error ? 'border-rose-600' : 'border-slate-300 focus:border-brand-600'}`;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex gap-1.5 text-sm font-medium text-rose-700">
      <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/**
 * Cuts `value` to `max` UTF-16 units, the unit the server's limit counts, without leaving half
 * of an emoji at the end. Typing stops at the limit through maxLength; this catches the rest
 * (a paste the browser let through, an autofill).
 */
export function limitLength(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
  /** Shown at the right of the label (a character counter). */
  aside?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, hintId, error, errorId, aside, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint !== undefined && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** A character limit: input past it is dropped and a counter shows the count. */
  max?: number;
}

export function TextField({ label, value, onValue, error, hint, max, ...input }: TextFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      hintId={`${id}-hint`}
      error={error}
      errorId={`${id}-error`}
      aside={max !== undefined && <Counter id={counterId} count={value.length} max={max} />}
    >
      <input
        id={id}
        value={value}
        maxLength={max}
        onChange={(event) => onValue(max === undefined ? event.target.value : limitLength(event.target.value, max))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(max !== undefined && counterId, hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        className={controlClass(error)}
        {...input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  max: number;
  error?: string;
  placeholder?: string;
  required?: boolean;
}

export function TextAreaField({ label, value, onValue, max, error, placeholder, required }: TextAreaFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  return (
    <FieldFrame id={id} label={label} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} aside={<Counter id={counterId} count={value.length} max={max} />}>
      <textarea
        id={id}
        value={value}
        maxLength={max}
        rows={4}
        placeholder={placeholder}
        required={required}
        onChange={(event) => onValue(limitLength(event.target.value, max))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(counterId, error && `${id}-error`)}
        className={`${controlClass(error)} min-h-28 resize-y`}
      />
    </FieldFrame>
  );
}

/** "12/30": how much of the limit is used, in the field's description for screen readers. */
function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  const full = count >= max;
  return (
    <span id={id} className={`text-sm tabular-nums ${full ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
      <span aria-hidden="true">{t('seller.counter', { count, max })}</span>
      <span className="sr-only">{t('becomeSeller.counterLabel', { count, max })}</span>
    </span>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'onChange'> {
  label: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

export function SelectField({ label, onValue, error, hint, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`}>
      <select
        id={id}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        className={controlClass(error)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

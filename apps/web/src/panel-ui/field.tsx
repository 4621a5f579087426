import { useId, type ReactNode } from 'react';

export const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/**
 * The panel's one form field: label, control, hint, error and an optional character counter,
 * wired for screen readers (the control is described by its hint and error). `children` gets the
 * ids and the state to spread on the control, so any control (input, select, textarea) fits.
 */
export function Field({
  label,
  hint,
  error,
  count,
  max,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  /** Characters typed, shown as "n/max" when `max` is given. */
  count?: number;
  max?: number;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {max !== undefined && count !== undefined ? (
          <span className={`text-xs ${count > max ? 'text-red-700' : 'text-slate-600'}`} aria-hidden="true">
            {count}/{max}
          </span>
        ) : null}
      </div>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

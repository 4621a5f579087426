import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * An on/off control: a real checkbox with role="switch" (announced as on or off), its label
 * beside it, the whole row a 44 px target.
 */
export function SwitchField({
  label,
  hint,
  ref,
  ...input
}: { label: string; hint?: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'id'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="peer sr-only"
          {...input}
        />
        <span
          aria-hidden="true"
          className="relative inline-flex h-7 w-12 shrink-0 rounded-full bg-slate-500 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

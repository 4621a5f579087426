import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { selectClass } from './styles';

/**
 * A list's filter as a select: the choice goes to `?{param}=` (a link to the list can be shared,
 * Back returns to the previous choice), the first option ('Todos', `allLabel`) removes it, and a
 * new choice starts on the first page. A value in the address that is not one of the choices
 * shows as the first option, as the list treats it.
 */
export function ParamSelect<Value extends string>({
  label,
  param,
  allLabel,
  options,
  className,
}: {
  label: string;
  param: string;
  allLabel: string;
  options: readonly { value: Value; label: string }[];
  /** The control's width (with its label above it). */
  className: string;
}) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const current = params.get(param);
  const value = options.some((option) => option.value === current) ? (current ?? '') : '';
  return (
    <div className={`flex w-full flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value === '') next.delete(param);
          else next.set(param, event.target.value);
          next.delete('page');
          setParams(next);
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { t } from '@plaza/domain/messages/es-account';
import { useId, type Ref } from 'react';
import { describedBy, FieldError, inputClass } from './form-field';
import { countryName, PHONE_COUNTRIES, phoneCountry, phonePlaceholder, switchDialCode, type PhoneCountry } from './phone-countries';

interface PhoneFieldProps {
  label: string;
  country: PhoneCountry;
  number: string;
  onChange: (country: PhoneCountry, number: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An optional phone number: a country picker (its dialling code) and the number. */
export function PhoneField({ label, country, number, onChange, onBlur, error, ref }: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={t('account.phoneCountry')}
          value={country.code}
          onChange={(event) => {
            const next = phoneCountry(event.target.value);
            onChange(next, switchDialCode(number, country, next));
          }}
          className="block min-h-11 w-auto max-w-[8.5rem] shrink-0 rounded-xl border border-slate-300 bg-white px-2 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600"
        >
          {PHONE_COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {countryName(option)} ({option.dial})
            </option>
          ))}
        </select>
        <input
          ref={ref}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={number}
          placeholder={phonePlaceholder(country)}
          onChange={(event) => onChange(country, event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`${inputClass} min-w-0 flex-1 ${error ? 'border-rose-600' : 'border-slate-300 focus:border-brand-600'}`}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

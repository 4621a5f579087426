import { t } from '@plaza/domain/messages/es-account';

type CountryCode = 'CU' | 'US' | 'ES' | 'MX' | 'CA' | 'DO' | 'CO' | 'VE' | 'AR' | 'CL' | 'PE' | 'IT';

export interface PhoneCountry {
  code: CountryCode;
  /** The international dialling code, with its '+'. */
  dial: string;
  /** A national number as people write it there, for the placeholder. */
  example: string;
}

/** A short list of the countries Plaza's customers call from; Cuba first, the default (spec section 1). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'CU', dial: '+53', example: '5 123 4567' },
  { code: 'US', dial: '+1', example: '305 555 0123' },
  { code: 'ES', dial: '+34', example: '612 34 56 78' },
  { code: 'MX', dial: '+52', example: '55 1234 5678' },
  { code: 'CA', dial: '+1', example: '416 555 0123' },
  { code: 'DO', dial: '+1', example: '809 555 0123' },
  { code: 'CO', dial: '+57', example: '321 123 4567' },
  { code: 'VE', dial: '+58', example: '412 123 4567' },
  { code: 'AR', dial: '+54', example: '9 11 2345 6789' },
  { code: 'CL', dial: '+56', example: '9 6123 4567' },
  { code: 'PE', dial: '+51', example: '912 345 678' },
  { code: 'IT', dial: '+39', example: '312 345 6789' },
];

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = PHONE_COUNTRIES[0]!;

export function phoneCountry(code: string): PhoneCountry {
  return PHONE_COUNTRIES.find((country) => country.code === code) ?? DEFAULT_PHONE_COUNTRY;
}

export function countryName(country: PhoneCountry): string {
  return t(`account.countries.${country.code}`);
}

/** '+53 5 123 4567': the placeholder, a whole international number. */
export function phonePlaceholder(country: PhoneCountry): string {
  return `${country.dial} ${country.example}`;
}

/**
 * The number the API gets: what was typed, with the country's code in front unless the person
 * wrote one ('+…' or '00…'). Empty stays empty: the phone is optional.
 */
export function internationalNumber(country: PhoneCountry, typed: string): string {
  const number = typed.trim();
  if (!number) return '';
  if (number.startsWith('+')) return number;
  if (number.startsWith('00')) return `+${number.slice(2)}`;
  return `${country.dial} ${number}`;
}

/** After a change of country, a number that began with the old country's code gets the new one. */
export function switchDialCode(typed: string, from: PhoneCountry, to: PhoneCountry): string {
  const number = typed.trimStart();
  return number.startsWith(from.dial) ? `${to.dial}${number.slice(from.dial.length)}` : typed;
}

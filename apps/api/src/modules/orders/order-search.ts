import { sql, type SQL } from 'drizzle-orm';
import { queryTerms, readableText } from '../search/search-service';

/** Cuba's country code: a phone typed with it finds one stored without it, and the other way round. */
const COUNTRY_CODE = '53';
/** A Cuban number without its country code. */
const NATIONAL_DIGITS = 8;
/** Fewer digits than this are no phone to look for (they would match most numbers). */
const PHONE_MIN_DIGITS = 6;

/**
 * The order ids whose number (the id's first characters, as the buyer and the seller see it)
 * starts with `q`: '#A1B2', 'a1b2c3d4' or a whole id. A range of the primary key, so the
 * lookup is an index read whatever the store's size. Undefined when `q` is no such start.
 */
export function orderIdRange(q: string): { from: string; to: string } | undefined {
  const text = q.trim().replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f-]+$/.test(text)) return undefined;
  const hex = text.replace(/-/g, '');
  if (hex.length === 0 || hex.length > 32) return undefined;
  const uuid = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { from: uuid(hex.padEnd(32, '0')), to: uuid(hex.padEnd(32, 'f')) };
}

/**
 * The digits of a phone as the seller may type it: '+53 5 222 3344', '5222 3344', '(53) 52223344'.
 * The country code is left out (stored phones have it or not), so the national digits are looked
 * for inside each stored phone's digits. Undefined when `q` is not a phone of 6 digits or more.
 */
export function phoneDigits(q: string): string | undefined {
  const text = q.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  const withCode = text.startsWith('+') || digits.length > NATIONAL_DIGITS;
  if (withCode && digits.startsWith(COUNTRY_CODE) && digits.length > COUNTRY_CODE.length + PHONE_MIN_DIGITS - 1) digits = digits.slice(COUNTRY_CODE.length);
  return digits.length >= PHONE_MIN_DIGITS ? digits : undefined;
}

/** The buyer's name and e-mail, lower-case without accents: the expression of users_search_trgm_idx. */
const buyerText = (alias: SQL) => sql`immutable_unaccent(lower(${alias}email || ' ' || ${alias}name || ' ' || ${alias}last_name))`;
const contains = (word: string) =>
  sql`'%' || replace(replace(replace(immutable_unaccent(lower(${word})), chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'`;

/**
 * The inbox's search (issue 43) as one condition on `o` (orders) and `u` (its buyer): the order
 * number's start, every word in the buyer's name or e-mail (case and accents ignored), or the
 * buyer's phone. Words of three letters or more and the phone are looked up first in the users'
 * trigram indexes (migration 0030_list_search_indexes); the store's orders are then read in their order as always.
 */
export function orderSearchCondition(q: string): SQL {
  const either: SQL[] = [];
  const range = orderIdRange(q);
  if (range) either.push(sql`o.id between ${range.from}::uuid and ${range.to}::uuid`);
  const words = queryTerms(readableText(q));
  if (words.length > 0) {
    const long = words.filter((word) => [...word].length >= 3);
    const short = words.filter((word) => [...word].length < 3);
    const byName = [
      ...(long.length > 0
        ? [sql`o.user_id = any(array(select id from users where ${sql.join(long.map((word) => sql`${buyerText(sql``)} like ${contains(word)}`), sql` and `)}))`]
        : []),
      ...short.map((word) => sql`${buyerText(sql`u.`)} like ${contains(word)}`),
    ];
    either.push(sql`(${sql.join(byName, sql` and `)})`);
  }
  const digits = phoneDigits(q);
  if (digits) either.push(sql`o.user_id = any(array(select id from users where regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}))`);
  return either.length > 0 ? sql`(${sql.join(either, sql` or `)})` : sql`false`;
}

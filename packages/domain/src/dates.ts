import { MARKET_TIME_ZONE } from './constants';
import { t } from './messages/es';

/**
 * Long Spanish dates ("12 de marzo de 2026") written by hand, as money amounts are: the first
 * Intl formatter a page makes loads the browser's locale and time zone data, a long task of
 * about 40 ms on a slow phone, in the middle of bringing a server-rendered page to life.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight UTC of the `nth` Sunday of a month (month 0-based). */
function nthSunday(year: number, month: number, nth: number): number {
  const first = Date.UTC(year, month, 1);
  const weekday = new Date(first).getUTCDay();
  return first + (((7 - weekday) % 7) + 7 * (nth - 1)) * DAY;
}

/**
 * Cuba's offset from UTC at an instant, in hours. The tz database's rules since 2012: daylight
 * time (UTC−4) from the second Sunday of March to the first Sunday of November, both changes
 * at midnight standard time (05:00 UTC); UTC−5 otherwise.
 */
export function havanaOffsetHours(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const start = nthSunday(year, 2, 2) + 5 * HOUR;
  const end = nthSunday(year, 10, 1) + 5 * HOUR;
  return instant >= start && instant < end ? -4 : -5;
}

const months = () => t('date.months').split(' ');

function longDateOf(shifted: Date): string {
  return t('date.long', { day: shifted.getUTCDate(), month: months()[shifted.getUTCMonth()]!, year: shifted.getUTCFullYear() });
}

/** The day an instant falls on in the market (MARKET_TIME_ZONE, Havana), as a long date. */
export function marketLongDate(instant: Date): string {
  const ms = instant.getTime();
  return longDateOf(new Date(ms + havanaOffsetHours(ms) * HOUR));
}

/** An instant as the market reads it (Havana): its long date and the time, `12 de marzo de 2026, 14:05`. */
export function marketMoment(instant: Date): string {
  const ms = instant.getTime();
  const shifted = new Date(ms + havanaOffsetHours(ms) * HOUR);
  const time = `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
  return `${longDateOf(shifted)}, ${time}`;
}

/** A calendar day ("2026-03-12", no time zone: a delivery day) as a long date; '' if it is none. */
export function calendarLongDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? longDateOf(date) : '';
}

const isoDay = (shifted: Date) => shifted.toISOString().slice(0, 10);

/** The market's calendar day (Havana) an instant falls on, `YYYY-MM-DD`: "today" of a store. */
export function marketDay(instant: Date): string {
  const ms = instant.getTime();
  return isoDay(new Date(ms + havanaOffsetHours(ms) * HOUR));
}

/**
 * The instant a market day (`YYYY-MM-DD`) begins in Havana: its midnight, or 01:00 on the day the
 * clocks skip midnight for daylight time.
 */
export function marketDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const daylight = new Date(utcMidnight + 4 * HOUR);
  return marketDay(daylight) === day ? daylight : new Date(utcMidnight + 5 * HOUR);
}

/** The Monday of the week a calendar day belongs to, `YYYY-MM-DD`. */
export function weekMonday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return isoDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY));
}

/** The zone marketLongDate computes by hand; a test holds it to Intl for this zone. */
export const HAND_FORMATTED_ZONE = MARKET_TIME_ZONE;

import { yearlyPrice } from './money';
import type { BillingPeriod } from './schemas/seller-application';

/**
 * The rules of a store's plan billing (issue 42, decision 023), on market days (`YYYY-MM-DD`).
 * `paid_through` is the day the next payment is due: a payment pays [paid_through, next) and moves
 * it there. The console, the panel, the server and the billing job read the same functions.
 */

/** Days before the due day that a reminder goes out: one e-mail at 7 days, one at 1 day. */
export const REMINDER_DAYS = [7, 1] as const;
export type NoticeKind = 'reminder7' | 'reminder1' | 'overdue';

/** The price of one period of a plan, in the plan's minor units: the month, or 12 months less 5 %. */
export function periodPrice(monthlyMinor: number, period: BillingPeriod): number {
  return period === 'yearly' ? yearlyPrice(monthlyMinor) : monthlyMinor;
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` plus whole days (negative to go back). */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** `day` plus whole months, the day of the month kept or, past a shorter month's end, its last day (31 Jan → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(targetYear, targetMonth, Math.min(date, lastDay)));
}

/** The end of one period that starts on `day`. */
export function addPeriod(day: string, period: BillingPeriod): string {
  return addMonths(day, period === 'yearly' ? 12 : 1);
}

/** The day an unpaid store stops taking orders: `graceDays` after its due day. */
export function stopsOn(paidThrough: string, graceDays: number): string {
  return addDays(paidThrough, graceDays);
}

/**
 * Where a store stands on `today`: `paid` (more than 7 days to go), `due_soon` (due within 7 days),
 * `grace` (due day passed, still taking orders), `overdue` and `cancelled` (the job stopped it).
 * A free plan never falls due.
 */
export type BillingState = 'paid' | 'due_soon' | 'grace' | 'overdue' | 'cancelled' | 'free';
export function billingState(input: { paidThrough: string; today: string; stopped: 'overdue' | 'cancelled' | null; free: boolean }): BillingState {
  if (input.stopped) return input.stopped;
  if (input.free) return 'free';
  const left = daysBetween(input.today, input.paidThrough);
  if (left > REMINDER_DAYS[0]) return 'paid';
  return left > 0 ? 'due_soon' : 'grace';
}

/**
 * The notice the billing job owes a store on `today`, or null: a reminder 7 days before the due
 * day (until 2 days before, for a job that did not run that day), the last one from 1 day before
 * until the due day, and the overdue notice once the grace days are over.
 */
export function noticeDue(paidThrough: string, today: string, graceDays: number): NoticeKind | null {
  const left = daysBetween(today, paidThrough);
  if (-left >= graceDays) return 'overdue';
  if (left < 0) return null;
  if (left <= REMINDER_DAYS[1]) return 'reminder1';
  return left <= REMINDER_DAYS[0] ? 'reminder7' : null;
}

import { describe, expect, it } from 'vitest';
import { calendarLongDate, HAND_FORMATTED_ZONE, havanaOffsetHours, marketDay, marketDayStart, marketLongDate, weekMonday } from './dates';

const intlLong = (zone: string) => new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone });

describe('long Spanish dates written by hand', () => {
  it('writes a day as Intl does in Spanish', () => {
    expect(calendarLongDate('2026-03-12')).toBe('12 de marzo de 2026');
    expect(calendarLongDate('2026-01-01')).toBe('1 de enero de 2026');
    expect(calendarLongDate('2024-02-29')).toBe('29 de febrero de 2024');
    expect(calendarLongDate('2026-12-31')).toBe(intlLong('UTC').format(new Date('2026-12-31T00:00:00Z')));
  });

  it('answers nothing for what is not a calendar day', () => {
    for (const bad of ['', 'mañana', '2026-13-01', '2026-3-1', '2026-03-12T10:00:00Z']) expect(calendarLongDate(bad)).toBe('');
  });

  it('puts an instant on the day it is in Havana, daylight time included, as Intl does', () => {
    expect(HAND_FORMATTED_ZONE).toBe('America/Havana');
    const intl = intlLong(HAND_FORMATTED_ZONE);
    const differ: string[] = [];
    const check = (instant: Date) => {
      if (marketLongDate(instant) !== intl.format(instant)) differ.push(instant.toISOString());
    };
    // Every hour from 2013 to 2040, and the minutes around each change of the clocks.
    for (let ms = Date.UTC(2013, 0, 1); ms < Date.UTC(2041, 0, 1); ms += 3_600_000) check(new Date(ms));
    for (let year = 2013; year <= 2040; year++)
      for (const month of [2, 10]) for (let day = 1; day <= 14; day++) for (const minute of [-1, 0, 1]) check(new Date(Date.UTC(year, month, day, 5, minute)));
    expect(differ).toEqual([]);
    expect(marketLongDate(new Date('2026-03-12T03:30:00Z'))).toBe('11 de marzo de 2026');
  });

  it('knows when Cuba is on daylight time', () => {
    expect(havanaOffsetHours(Date.UTC(2026, 0, 15))).toBe(-5);
    expect(havanaOffsetHours(Date.UTC(2026, 6, 15))).toBe(-4);
    // 2026: from Sunday 8 March to Sunday 1 November, at 05:00 UTC.
    expect(havanaOffsetHours(Date.UTC(2026, 2, 8, 4, 59))).toBe(-5);
    expect(havanaOffsetHours(Date.UTC(2026, 2, 8, 5, 0))).toBe(-4);
    expect(havanaOffsetHours(Date.UTC(2026, 10, 1, 4, 59))).toBe(-4);
    expect(havanaOffsetHours(Date.UTC(2026, 10, 1, 5, 0))).toBe(-5);
  });
});

describe('market days', () => {
  const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Havana', year: 'numeric', month: '2-digit', day: '2-digit' });

  it('puts an instant on its Havana day, as Intl does, every hour of three years', () => {
    const differ: string[] = [];
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3_600_000)
      if (marketDay(new Date(ms)) !== intlDay.format(new Date(ms))) differ.push(new Date(ms).toISOString());
    expect(differ).toEqual([]);
    expect(marketDay(new Date('2026-03-12T03:30:00Z'))).toBe('2026-03-11');
  });

  it('starts each day at its first Havana instant, the days the clocks change included', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const start = marketDayStart(day);
      expect(marketDay(start), day).toBe(day);
      expect(marketDay(new Date(start.getTime() - 60_000)), day).not.toBe(day);
    }
    expect(marketDayStart('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(marketDayStart('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('finds the Monday of a day\'s week', () => {
    expect(weekMonday('2026-03-12')).toBe('2026-03-09');
    expect(weekMonday('2026-03-09')).toBe('2026-03-09');
    expect(weekMonday('2026-03-15')).toBe('2026-03-09');
    expect(weekMonday('2026-03-01')).toBe('2026-02-23');
  });
});

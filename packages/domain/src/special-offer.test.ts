import { describe, expect, it } from 'vitest';
import { remainingLabel, remainingTime, remainingTimeLabel } from './special-offer';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('remainingTime', () => {
  it('counts whole days while at least one day is left', () => {
    expect(remainingTime(at(3 * DAY + 5 * HOUR), NOW)).toEqual({ kind: 'days', days: 3 });
    expect(remainingTime(at(DAY), NOW)).toEqual({ kind: 'days', days: 1 });
  });
  it('switches to whole hours one millisecond under a day', () => {
    expect(remainingTime(at(DAY - 1), NOW)).toEqual({ kind: 'hours', hours: 23 });
    expect(remainingTime(at(HOUR), NOW)).toEqual({ kind: 'hours', hours: 1 });
  });
  it('says the last hours once under an hour is left', () => {
    expect(remainingTime(at(HOUR - 1), NOW)).toEqual({ kind: 'last' });
    expect(remainingTime(at(1), NOW)).toEqual({ kind: 'last' });
  });
  it('is ended at the end instant and after it', () => {
    expect(remainingTime(at(0), NOW)).toEqual({ kind: 'ended' });
    expect(remainingTime(at(-DAY), NOW)).toEqual({ kind: 'ended' });
  });
  it('treats an unreadable end as ended', () => {
    expect(remainingTime(new Date('nunca'), NOW)).toEqual({ kind: 'ended' });
  });
});

describe('remainingLabel', () => {
  it('pluralises days', () => {
    expect(remainingLabel(at(3 * DAY), NOW)).toBe('Termina en 3 días');
    expect(remainingLabel(at(DAY + 23 * HOUR), NOW)).toBe('Termina en 1 día');
  });
  it('pluralises hours', () => {
    expect(remainingLabel(at(5 * HOUR + 59 * 60 * 1000), NOW)).toBe('Termina en 5 horas');
    expect(remainingLabel(at(HOUR), NOW)).toBe('Termina en 1 hora');
  });
  it('shows the last hours under an hour', () => {
    expect(remainingLabel(at(30 * 60 * 1000), NOW)).toBe('Últimas horas');
  });
  it('labels an ended offer', () => {
    expect(remainingTimeLabel({ kind: 'ended' })).toBe('Oferta finalizada');
  });
});

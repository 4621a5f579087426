import { describe, expect, it } from 'vitest';
import { addMonths, addPeriod, billingState, daysBetween, noticeDue, periodPrice, stopsOn } from './billing';

describe('plan billing rules', () => {
  it('prices a year as 12 months less 5 %', () => {
    expect(periodPrice(999, 'monthly')).toBe(999);
    expect(periodPrice(999, 'yearly')).toBe(11389);
  });

  it('moves by calendar months, keeping the day or the shorter month’s last day', () => {
    expect(addPeriod('2026-01-15', 'monthly')).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addPeriod('2026-12-10', 'monthly')).toBe('2027-01-10');
    expect(addPeriod('2026-03-01', 'yearly')).toBe('2027-03-01');
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
  });

  it('owes the 7-day reminder, the 1-day reminder and the overdue notice at their days', () => {
    const due = '2026-06-10';
    expect(noticeDue(due, '2026-06-02', 7)).toBeNull();
    expect(noticeDue(due, '2026-06-03', 7)).toBe('reminder7');
    expect(noticeDue(due, '2026-06-08', 7)).toBe('reminder7');
    expect(noticeDue(due, '2026-06-09', 7)).toBe('reminder1');
    expect(noticeDue(due, '2026-06-10', 7)).toBe('reminder1');
    expect(noticeDue(due, '2026-06-16', 7)).toBeNull();
    expect(noticeDue(due, stopsOn(due, 7), 7)).toBe('overdue');
    expect(stopsOn(due, 7)).toBe('2026-06-17');
    expect(noticeDue(due, '2026-06-10', 0)).toBe('overdue');
  });

  it('tells paid, due soon, grace, stopped and free stores apart', () => {
    const base = { paidThrough: '2026-06-10', stopped: null, free: false };
    expect(billingState({ ...base, today: '2026-06-01' })).toBe('paid');
    expect(billingState({ ...base, today: '2026-06-03' })).toBe('due_soon');
    expect(billingState({ ...base, today: '2026-06-12' })).toBe('grace');
    expect(billingState({ ...base, today: '2026-06-12', stopped: 'overdue' })).toBe('overdue');
    expect(billingState({ ...base, today: '2026-06-12', free: true })).toBe('free');
  });
});

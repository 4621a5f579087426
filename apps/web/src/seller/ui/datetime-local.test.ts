import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instantString } from '@plaza/domain/schemas/panel-common';
import { isoToLocalInput, localInputToIso } from './datetime-local';

describe('datetime-local ⇄ ISO in Havana (UTC−5 in winter, UTC−4 in summer)', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'America/Havana');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes a winter and a summer time with the offset of their own date', () => {
    expect(localInputToIso('2025-01-15T09:30')).toBe('2025-01-15T09:30:00-05:00');
    expect(localInputToIso('2025-07-01T09:30')).toBe('2025-07-01T09:30:00-04:00');
  });

  it('gives an instant the API schema accepts, and the same instant', () => {
    const iso = localInputToIso('2025-07-01T23:59')!;
    expect(instantString.safeParse(iso).success).toBe(true);
    expect(new Date(iso).toISOString()).toBe('2025-07-02T03:59:00.000Z');
  });

  it('shows an instant from the API as this device reads it', () => {
    expect(isoToLocalInput('2025-07-02T03:59:00.000Z')).toBe('2025-07-01T23:59');
    expect(isoToLocalInput('2025-01-15T14:30:00Z')).toBe('2025-01-15T09:30');
  });

  it('round-trips what the seller typed', () => {
    for (const typed of ['2025-03-01T00:00', '2025-11-10T12:05', '2026-12-31T23:59']) {
      expect(isoToLocalInput(localInputToIso(typed))).toBe(typed);
    }
  });
});

describe('datetime-local ⇄ ISO at UTC', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'UTC');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes a zero offset as +00:00', () => {
    expect(localInputToIso('2025-07-01T09:30')).toBe('2025-07-01T09:30:00+00:00');
  });
});

describe('values that are not a date', () => {
  it('reads an empty input as no date', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('   ')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('')).toBe('');
  });

  it('hands back a day that does not exist or a malformed value as typed, which the schema refuses', () => {
    for (const typed of ['2025-02-31T10:00', 'mañana', '2025-07-01']) {
      const result = localInputToIso(typed);
      expect(result).toBe(typed);
      expect(instantString.safeParse(result).success).toBe(false);
    }
  });

  it('shows nothing for an instant it cannot read', () => {
    expect(isoToLocalInput('not a date')).toBe('');
  });
});

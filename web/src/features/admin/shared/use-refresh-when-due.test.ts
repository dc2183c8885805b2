import { describe, expect, it } from 'vitest';
import { refreshDelay } from './use-refresh-when-due.ts';

describe('refreshDelay', () => {
  const now = Date.parse('2026-11-28T10:00:00.000Z');

  it('waits until just past the earliest time to come', () => {
    expect(refreshDelay(['2026-11-28T10:05:00.000Z', null, '2026-11-28T10:00:30.000Z'], now)).toBe(31_000);
  });

  it('asks again every 10 s for a time already past (the server has not caught up yet)', () => {
    expect(refreshDelay(['2026-11-28T09:59:59.000Z', '2026-11-28T10:05:00.000Z'], now)).toBe(10_000);
  });

  it('waits a day at most, and not at all with nothing to come', () => {
    expect(refreshDelay(['2027-01-30T10:00:00.000Z'], now)).toBe(24 * 60 * 60 * 1000);
    expect(refreshDelay([null, undefined, ''], now)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { daysText, rangeDescription } from './analytics-range-text.ts';

describe('daysText', () => {
  it('writes one day once, a range within a year with the year once, one across years with both', () => {
    expect(daysText('2026-12-07', '2026-12-07')).toBe('7 Dec 2026');
    expect(daysText('2026-12-01', '2026-12-07')).toBe('1 Dec – 7 Dec 2026');
    expect(daysText('2026-01-01', '2026-12-31')).toBe('1 Jan – 31 Dec 2026');
    expect(daysText('2025-12-28', '2026-01-03')).toBe('28 Dec 2025 – 3 Jan 2026');
  });
});

describe('rangeDescription', () => {
  it('names the range’s days in UTC and the period it is compared with', () => {
    expect(rangeDescription({ from: '2026-12-01', to: '2026-12-07', previousFrom: '2026-11-24', previousTo: '2026-11-30' })).toEqual({
      days: '1 Dec – 7 Dec 2026, UTC',
      compared: 'compared with 24 Nov – 30 Nov 2026',
    });
    expect(rangeDescription({ from: '2026-12-06', to: '2026-12-06', previousFrom: '2026-12-05', previousTo: '2026-12-05' })).toEqual({
      days: '6 Dec 2026, UTC',
      compared: 'compared with 5 Dec 2026',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { calendarDayOf } from './calendar-day.ts';

describe('calendarDayOf', () => {
  it('keeps a real day written YYYY-MM-DD', () => {
    expect(calendarDayOf('2024-02-29')).toBe('2024-02-29');
    expect(calendarDayOf('2026-12-31')).toBe('2026-12-31');
  });

  it('drops a day the calendar lacks, another shape, and what is not text', () => {
    expect(calendarDayOf('2026-02-29')).toBeUndefined();
    expect(calendarDayOf('2026-13-01')).toBeUndefined();
    expect(calendarDayOf('2026-1-01')).toBeUndefined();
    expect(calendarDayOf(20261201)).toBeUndefined();
    expect(calendarDayOf(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, BUSINESS_HOURS_SUMMARY, businessHoursText } from './business-hours.ts';

describe('the opening hours', () => {
  it('prints each row as the contact page and the footer show it', () => {
    expect(BUSINESS_HOURS.map((row) => `${row.days}: ${businessHoursText(row)}`)).toEqual([
      'Monday-Friday: 9:00 AM - 6:00 PM',
      'Saturday: 10:00 AM - 4:00 PM',
      'Sunday: Closed',
    ]);
  });

  it('prints midday and midnight on the 12-hour clock', () => {
    const row = { id: 'x', days: 'Monday', dayOfWeek: ['Monday'] as const, open: { opens: '00:30', closes: '12:00' } };
    expect(businessHoursText(row)).toBe('12:30 AM - 12:00 PM');
  });

  it('says the open days in one sentence, with the time zone', () => {
    expect(BUSINESS_HOURS_SUMMARY).toBe('Monday-Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM (UK time)');
  });

  it('covers every day of the week once', () => {
    const days = BUSINESS_HOURS.flatMap((row) => row.dayOfWeek);
    expect([...days].sort()).toEqual(['Friday', 'Monday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday']);
  });
});

/** A day of the week as schema.org names it. */
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** One row of the opening hours: the days it covers and the hours (24-hour 'HH:MM'), or null when closed. */
export interface BusinessHoursRow {
  /** A stable slug naming the row. */
  id: string;
  /** The days as people read them: 'Monday-Friday'. */
  days: string;
  dayOfWeek: readonly Weekday[];
  open: { opens: string; closes: string } | null;
}

/** The time zone the hours are given in, as the pages say it. */
export const BUSINESS_HOURS_ZONE = 'UK time';

/**
 * THE opening hours of the support team and the office (the contact page's): the contact page, the
 * footer, the contact page's description and the LocalBusiness structured data all read them here.
 */
export const BUSINESS_HOURS: readonly BusinessHoursRow[] = [
  {
    id: 'weekdays',
    days: 'Monday-Friday',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    open: { opens: '09:00', closes: '18:00' },
  },
  { id: 'saturday', days: 'Saturday', dayOfWeek: ['Saturday'], open: { opens: '10:00', closes: '16:00' } },
  { id: 'sunday', days: 'Sunday', dayOfWeek: ['Sunday'], open: null },
];

/** '09:00' as '9:00 AM', '16:00' as '4:00 PM'. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A row's hours as printed: '9:00 AM - 6:00 PM', or 'Closed'. */
export function businessHoursText(row: BusinessHoursRow): string {
  return row.open ? `${clockTime(row.open.opens)} - ${clockTime(row.open.closes)}` : 'Closed';
}

/** The open days in one sentence: 'Monday-Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM (UK time)'. */
export const BUSINESS_HOURS_SUMMARY = `${new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
  BUSINESS_HOURS.filter((row) => row.open).map((row) => `${row.days} ${businessHoursText(row)}`),
)} (${BUSINESS_HOURS_ZONE})`;

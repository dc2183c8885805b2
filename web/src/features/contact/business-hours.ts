/** One row of the opening-hours table: the days it covers and the hours on those days. */
export interface BusinessHoursRow {
  days: string;
  hours: string;
}

/** The support team's opening hours (spec section 9), in UK time, as shown on the contact page. */
export const BUSINESS_HOURS: readonly BusinessHoursRow[] = [
  { days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];

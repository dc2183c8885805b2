/** One row of the opening-hours table: the days it covers and the hours on those days. */
export interface BusinessHoursRow {
  /** A stable slug naming this item in the in-page editor's element keys; changing it loses the item's saved edits. */
  id: string;
  days: string;
  hours: string;
}

/** The support team's opening hours (docs/product.md §9), in UK time, as shown on the contact page. */
export const BUSINESS_HOURS: readonly BusinessHoursRow[] = [
  { id: 'weekdays', days: 'Monday-Friday', hours: '9:00 AM - 6:00 PM' },
  { id: 'saturday', days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { id: 'sunday', days: 'Sunday', hours: 'Closed' },
];

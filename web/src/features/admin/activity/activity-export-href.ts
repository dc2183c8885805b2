import { ACTIVITY_EXPORT_URL, type ActivityFilter } from '@app/contracts';

/** The address of the activity export of what `filter` selects (its set fields as the query, as the log screen's). */
export function activityExportHref(filter: ActivityFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, String(value));
  const search = query.toString();
  return search ? `${ACTIVITY_EXPORT_URL}?${search}` : ACTIVITY_EXPORT_URL;
}

/** A `datetime-local` input's value (the reader's time zone, to the minute) for an ISO time. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What is wrong with a publish-at `datetime-local` value (empty, not a time, or not in the future); undefined when it is fine. */
export function publishTimeProblem(value: string): string | undefined {
  const when = new Date(value);
  if (!value || Number.isNaN(when.getTime())) return 'Choose a date and time.';
  if (when.getTime() <= Date.now()) return 'Choose a time in the future, or use Publish to publish now.';
  return undefined;
}

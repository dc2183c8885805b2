import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time.ts';

const moment = '2026-12-05T04:10:00.000Z';

describe('formatDateTime', () => {
  it('writes the date medium, the time short and names the zone', () => {
    expect(formatDateTime(moment, 'UTC')).toBe('5 Dec 2026, 04:10 UTC');
    const local = formatDateTime(moment);
    expect(local).toBe(
      `${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment))} ${
        new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
          .formatToParts(new Date(moment))
          .find((part) => part.type === 'timeZoneName')!.value
      }`,
    );
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatDateTime(new Date(moment), 'UTC')).toBe(formatDateTime(moment, 'UTC'));
  });
});

describe('formatDate', () => {
  it('writes the day alone, naming UTC when asked for it', () => {
    expect(formatDate(moment, 'UTC')).toBe('5 Dec 2026 (UTC)');
    expect(formatDate(moment)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(moment)));
  });
});

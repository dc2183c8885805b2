import { describe, expect, it } from 'vitest';
import { formatPostDate } from './blog-post.ts';

describe('formatPostDate', () => {
  it('writes the UTC date as the blog shows it, as en-US long dates read', () => {
    const reference = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const iso of [
      '2025-04-15T10:00:00.000Z',
      '2024-02-29T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2025-03-09T12:00:00+05:00',
    ]) {
      expect(formatPostDate(iso)).toBe(reference.format(new Date(iso)));
    }
    expect(formatPostDate('2025-04-15T10:00:00.000Z')).toBe('April 15, 2025');
    // The UTC day, whatever the zone the date was written in.
    expect(formatPostDate('2025-01-01T01:00:00+03:00')).toBe('December 31, 2024');
  });
});

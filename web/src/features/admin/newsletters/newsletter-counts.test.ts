import { describe, expect, it } from 'vitest';
import { progressPercent, settledCount } from './newsletter-counts.ts';

const counts = (queued: number, sent: number, failed = 0, bounced = 0, skipped = 0) => ({ queued, sent, failed, bounced, skipped });

describe('a send’s progress', () => {
  it('counts every settled delivery, whatever its outcome', () => {
    expect(settledCount(counts(5, 3, 1, 1, 1))).toBe(6);
  });

  it('is the settled share, rounded down so it reads 100 only when nothing waits', () => {
    expect(progressPercent(counts(10, 0))).toBe(0);
    expect(progressPercent(counts(1, 199))).toBe(99);
    expect(progressPercent(counts(0, 190, 5, 3, 2))).toBe(100);
  });

  it('is complete for a send with no deliveries', () => {
    expect(progressPercent(counts(0, 0))).toBe(100);
  });
});

import type { NewsletterCounts } from '@app/contracts';

/** The report's counts in the order they are shown, with their labels. */
export const COUNT_LABELS: readonly { key: keyof NewsletterCounts; label: string }[] = [
  { key: 'queued', label: 'Queued' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'bounced', label: 'Bounced' },
  { key: 'skipped', label: 'Skipped' },
];

/** How often the report asks again while the send goes on. */
export const REPORT_POLL_MS = 2000;

/** The deliveries settled (sent, failed, bounced or skipped): everything but the queued ones. */
export function settledCount(counts: NewsletterCounts): number {
  return counts.sent + counts.failed + counts.bounced + counts.skipped;
}

/** The share of the send settled, a whole percentage 0-100 (100 for a send to nobody). */
export function progressPercent(counts: NewsletterCounts): number {
  const total = settledCount(counts) + counts.queued;
  return total === 0 ? 100 : Math.floor((settledCount(counts) / total) * 100);
}

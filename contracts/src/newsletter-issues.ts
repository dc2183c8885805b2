import { z } from './zod.ts';

/**
 * A published post e-mailed to the newsletter's confirmed subscribers (Ghost's publish → e-mail loop): editors and up
 * preview it, send a test to themselves, then send it once; each recipient is one delivery of the durable mail queue,
 * and the send's report counts them as they go.
 */

/** The longest subject line of a newsletter. */
export const NEWSLETTER_SUBJECT_MAX = 150;

/** How many test e-mails one person may send themselves in an hour. */
export const NEWSLETTER_TEST_SENDS_PER_HOUR = 20;

/** Where the web copy of a sent newsletter is read ("View in browser"): `${NEWSLETTER_VIEW_PATH}/{key}`. */
export const NEWSLETTER_VIEW_PATH = '/newsletter/view';

/** The admin screens of sent newsletters: the list, and one send's report at `${NEWSLETTER_ADMIN_PATH}/{id}`. */
export const NEWSLETTER_ADMIN_PATH = '/admin/newsletters';

const postIdSchema = z.number({ error: 'A post id is required.' }).int().positive('A post id is required.');

/** A newsletter's subject: 1-150 characters after trimming. */
export const newsletterSubjectSchema = z
  .string({ error: 'Write a subject line for the e-mail.' })
  .trim()
  .min(1, 'Write a subject line for the e-mail.')
  .max(NEWSLETTER_SUBJECT_MAX, `A subject line must be at most ${NEWSLETTER_SUBJECT_MAX} characters.`);

/** `newsletterIssue.forPost`: where a post stands with the newsletter. */
export const newsletterPostInputSchema = z.object({ postId: postIdSchema });

/** `newsletterIssue.preview` (the e-mail as subscribers will get it) and `sendTest` (it, to the caller only). */
export const newsletterDraftInputSchema = z.object({ postId: postIdSchema, subject: newsletterSubjectSchema });

/**
 * `newsletterIssue.send`: the post, its subject, and the recipient count the sender confirmed (the send is refused
 * with 409 when the count changed since it was shown).
 */
export const sendNewsletterInputSchema = newsletterDraftInputSchema.extend({
  expectedRecipients: z
    .number({ error: 'Confirm how many subscribers it goes to.' })
    .int('Confirm how many subscribers it goes to.')
    .min(1, 'Confirm how many subscribers it goes to.'),
});

/** `newsletterIssue.report`: one send. */
export const newsletterIssueIdSchema = z.object({
  id: z.number({ error: 'A newsletter id is required.' }).int().positive('A newsletter id is required.'),
});

/** `newsletterIssue.list`: a page of sent newsletters, newest first (keyset: the last row's id of the page before). */
export const newsletterListInputSchema = z.object({ before: z.number().int().positive().nullish() }).prefault({});

/** Where a post stands with the newsletter: who would get it now, and the send already made of it, if any. */
export interface NewsletterPostStatus {
  /** Confirmed subscribers who have not bounced: the count a send goes to now. */
  recipients: number;
  /** Whether the post can be sent: public, and not sent before. */
  sendable: boolean;
  /** Why not, in words for the editor (null when sendable). */
  reason: string | null;
  /** The post's newsletter, once sent (a post goes out once). */
  issue: { id: number; sentAt: string; recipients: number } | null;
}

/** The e-mail as a subscriber gets it (the unsubscribe link shown as an example), for the preview frame. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
  recipients: number;
}

/** How one send's deliveries stand. */
export interface NewsletterCounts {
  /** Waiting for the relay (new, or retrying after a temporary failure). */
  queued: number;
  sent: number;
  /** Given up: temporary failures past the last attempt. */
  failed: number;
  /** Refused permanently by the relay (5xx): the address is never sent to again. */
  bounced: number;
  /** Not sent: the address unsubscribed before its turn. */
  skipped: number;
}

/** A sent newsletter in the list. */
export interface NewsletterIssueItem {
  id: number;
  postId: number | null;
  postTitle: string;
  subject: string;
  /** ISO time the send was started. */
  sentAt: string;
  /** Who sent it (name, else username; null once that account is gone). */
  sentBy: string | null;
  recipients: number;
  counts: NewsletterCounts;
}

/** One send's report: its counts (live while it sends), failures with the relay's reasons, and leavers since. */
export interface NewsletterReport extends NewsletterIssueItem {
  /** True once no delivery waits. */
  done: boolean;
  /** Recipients who unsubscribed after it was sent to them (or before their turn: `counts.skipped`). */
  unsubscribedSince: number;
  /** The web copy's address ("View in browser"). */
  viewUrl: string;
  /** Failed and bounced deliveries (at most 200, newest first), with the relay's answer. */
  problems: { email: string; status: 'failed' | 'bounced'; reason: string | null; at: string | null }[];
}

/** A page of sent newsletters, newest first; `next` is the `before` of the following page (null at the end). */
export interface NewsletterIssuePage {
  items: NewsletterIssueItem[];
  next: number | null;
}

/** `newsletterIssue.send`'s answer: the new send's id (its report) and how many deliveries it queued. */
export interface NewsletterSent {
  id: number;
  recipients: number;
}

/** `newsletterIssue.sendTest`'s answer: the address the test went to (the caller's own). */
export interface NewsletterTestSent {
  to: string;
}

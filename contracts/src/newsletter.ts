import { z } from './zod.ts';

/** A newsletter sign-up (footer and blog band): one address, stored once whatever its case. */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((value) => value.toLowerCase()),
  /** Where the form was: 'footer' or 'blog'. */
  source: z.enum(['footer', 'blog']).default('footer'),
});
/** A newsletter sign-up request. */
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;

/** A newsletter subscriber as the admin inbox lists it; times are ISO 8601. */
export interface NewsletterSubscriberItem {
  id: number;
  email: string;
  source: string;
  /** The sign-up time. */
  createdAt: string;
  /** When the relay refused a newsletter to this address for good (never sent to again); null while it receives them. */
  bouncedAt: string | null;
  /** The relay's answer to that refusal. */
  bounceReason: string | null;
  /** The newsletter last sent (or being sent) to this address, and how that delivery stands; null before any. */
  lastNewsletter: SubscriberLastNewsletter | null;
}

/** A subscriber's latest newsletter delivery: its subject, when it finished (or was queued), and its outcome. */
export interface SubscriberLastNewsletter {
  issueId: number;
  subject: string;
  at: string;
  status: 'queued' | 'sent' | 'failed' | 'bounced' | 'skipped';
}

/** Where an admin downloads every newsletter subscriber as CSV (RFC 4180, CRLF line ends). */
export const NEWSLETTER_EXPORT_URL = '/api/admin/newsletter/export.csv';

/** The newsletter's e-mailed links (the token in the query): confirm an address, and unsubscribe (page and RFC 8058 one-click POST). */
export const NEWSLETTER_LINKS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The pages the newsletter's links lead to. */
export const NEWSLETTER_PAGES = {
  confirmed: '/newsletter/confirmed',
  linkExpired: '/newsletter/link-expired',
  unsubscribed: '/newsletter/unsubscribed',
} as const;

/** The body of an RFC 8058 one-click unsubscribe POST (and of the unsubscribe page's button). */
export const ONE_CLICK_UNSUBSCRIBE = { field: 'List-Unsubscribe', value: 'One-Click' } as const;

/** How long a confirmation link works: 7 days. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** `newsletter.setMine`: subscribe (double opt-in) or unsubscribe the signed-in account's own address. */
export const setMyNewsletterSchema = z.object({
  subscribed: z.boolean({ error: 'Say whether to subscribe: true or false.' }),
});

/** The account's address and where it stands with the newsletter (`since`: ISO time of the sign-up or confirmation). */
export interface MyNewsletterStatus {
  email: string;
  state: 'none' | 'pending' | 'confirmed';
  since: string | null;
}

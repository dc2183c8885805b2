import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo, type OutboxMail } from './outbox.ts';

/** The newsletter link to `path` (`/newsletter/confirm`, `/newsletter/unsubscribe`) with its token, in an e-mail's text. */
export function linkIn(mail: OutboxMail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the e-mail to ${mail.to}`);
  return link;
}

/**
 * Opens the confirmation link of the `mails`-th e-mail to `address` (waiting for it: each sign-up of a pending address
 * sends a new link, the one that works), as its reader would: the address is then listed.
 */
export async function confirmFromMail(request: APIRequestContext, address: string, mails = 1): Promise<void> {
  await expect.poll(() => mailsTo(address).length).toBe(mails);
  const res = await request.get(linkIn(mailsTo(address).at(-1)!, '/newsletter/confirm'), { maxRedirects: 0 });
  expect(res.headers()['location']).toBe('/newsletter/confirmed');
}

/** Signs `address` up with the footer form of the page open in `page` (script on) and waits for the toast. */
export async function subscribeInFooter(page: Page, address: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();
}

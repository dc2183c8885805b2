import type { OutboxMail } from './outbox.ts';

/** The newsletter link to `path` (`/newsletter/confirm`, `/newsletter/unsubscribe`) with its token, in an e-mail's text. */
export function linkIn(mail: OutboxMail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the e-mail to ${mail.to}`);
  return link;
}

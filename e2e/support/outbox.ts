import { join } from 'node:path';
import { readMailOutbox } from '../../server/src/test/mail-outbox.ts';

/** An e-mail as the server writes it to its outbox folder. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (a newsletter e-mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** The e-mails the e2e server has written to its outbox (playwright.config.ts sets the folder) for `address`, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  return readMailOutbox<OutboxMail>(join(process.env.E2E_DATA_DIR ?? '', 'outbox')).filter((mail) => mail.to === address);
}

/** The e-mails to `address` whose subject is `subject`, oldest first (an address also receives other account e-mails). */
export function mailsAbout(address: string, subject: string): OutboxMail[] {
  return mailsTo(address).filter((mail) => mail.subject === subject);
}

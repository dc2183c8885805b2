import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (the newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /**
   * The `Message-ID` (`<id@domain>`), set by the mail queue when the job is made: a job delivered twice (its worker died
   * after the relay took it) carries the same one, so mail clients fold the copies together.
   */
  messageId?: string;
}

/** What a transport says of a message it took: the relay's answer (`250 2.0.0 Ok: queued as …`), when there is one. */
export interface MailReceipt {
  response?: string;
}

/** Sends e-mail; the app depends on this, never on a transport. */
export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt | void>;
}

// One sequence for every outbox mailer of the process: two app instances in one process (the tests) may share a folder,
// and two files of the same millisecond must not take the same name.
let sequence = 0;

/**
 * Delivers each message as a JSON file in a folder (newest file name sorts last; a file appears whole), readable by this user
 * only (folder 0700, files 0600). The transport for development, tests and machines without an SMTP relay:
 * the message is complete and its link real.
 */
export function createOutboxMailer(dir: string): Mailer {
  let madePrivate = false;
  return {
    async send(message) {
      // The e-mails carry live reset and invitation links: the folder is its user's alone (0700, even when
      // someone made it before), and so is each file (0600), whatever the process umask.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      if (!madePrivate) {
        await chmod(dir, 0o700);
        madePrivate = true;
      }
      const name = `${Date.now()}-${String(sequence++).padStart(6, '0')}.json`;
      // Written aside, then renamed: whoever reads the folder sees each message whole or not at all.
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
      await rename(partial, join(dir, name));
    },
  };
}

/** How long one SMTP send may wait, in ms, at each step: at most about 1.5 min in all (the queue's lease is longer). */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

/**
 * Delivers each message through an SMTP relay given as a URL (smtp:// or smtps://, credentials in it).
 * The SMTP client is loaded with the first message, not at start-up.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return {
    async send(message) {
      // Bounded waits (nodemailer's defaults allow 2 min to connect and 10 min of silence): a send ends well inside the
      // mail queue's lease, so no other instance takes the job while this one may still deliver it. The URL's own
      // query parameters win.
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport({ url, ...SMTP_TIMEOUTS }));
      const info: { response?: unknown } = await (
        await transport
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      return typeof info.response === 'string' ? { response: info.response } : {};
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails the outbox mailer (createOutboxMailer in server/src/mail/mailer.ts) has written to `dir`, oldest first:
 * its whole `.json` files, whose names sort in sending order. None while it has sent none (the folder is made then).
 * `Mail` is how the caller reads a message (this file imports nothing of the server's, so e2e/support can use it).
 */
export function readMailOutbox<Mail>(dir: string): Mail[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail);
}

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer, type MailMessage } from './mailer.ts';

const message: MailMessage = {
  to: 'reader@example.com',
  subject: 'Reset your LocalRank password',
  text: 'Open this link: http://localhost:3000/reset-password?token=abc',
  html: '<p><a href="http://localhost:3000/reset-password?token=abc">Choose a new password</a></p>',
};

describe('createSmtpMailer', () => {
  let server: SMTPServer;
  let port = 0;
  const received: Array<{ from: string; to: string[]; data: string }> = [];

  beforeAll(async () => {
    // A real SMTP peer on loopback: the message crosses the wire as it would to a relay.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with its sender, recipient, subject and link', async () => {
    await createSmtpMailer(`smtp://127.0.0.1:${port}`, 'LocalRank <no-reply@localrank.co.uk>').send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@localrank.co.uk');
    expect(received[0]!.to).toEqual(['reader@example.com']);
    expect(received[0]!.data).toContain('Subject: Reset your LocalRank password');
    expect(received[0]!.data).toContain('reset-password?token=abc');
  });
});

describe('createOutboxMailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'localrank-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as a JSON file, in order', async () => {
    const mailer = createOutboxMailer(join(dir, 'outbox'));
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const files = readdirSync(join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const [first, second] = files.map((f) => JSON.parse(readFileSync(join(dir, 'outbox', f), 'utf8')));
    expect(first).toMatchObject({ to: 'reader@example.com', subject: 'Reset your LocalRank password' });
    expect(second.subject).toBe('Second');
  });

  it("keeps a message's extra headers, and leaves only whole files (each written aside, then renamed)", async () => {
    const outbox = join(dir, 'headers');
    const mailer = createOutboxMailer(outbox);
    await mailer.send({ ...message, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-\d{6}\.json$/);
    expect(JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8')).headers).toEqual({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../mail/mailer.ts';
import { createAppMetrics } from './app-metrics.ts';
import { countingMailer } from './counting-mailer.ts';

const scratch = mkdtempSync(join(tmpdir(), 'counting-mailer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const message = { to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

/** The value of a counter without labels. */
async function valueOf(counter: { get(): Promise<{ values: Array<{ value: number }> }> }): Promise<number> {
  return (await counter.get()).values[0]?.value ?? 0;
}

describe('countingMailer', () => {
  it('counts each message the transport takes as sent', async () => {
    const metrics = createAppMetrics();
    const mailer = countingMailer(createOutboxMailer(join(scratch, 'outbox')), metrics);
    await mailer.send(message);
    await mailer.send(message);
    expect(await valueOf(metrics.emailsSent)).toBe(2);
    expect(await valueOf(metrics.emailsFailed)).toBe(0);
  });

  it('counts a message the transport fails to take as failed, and passes the error on', async () => {
    const metrics = createAppMetrics();
    // The outbox "folder" is a file: the transport cannot write the message.
    const blocked = join(scratch, 'a-file');
    writeFileSync(blocked, '');
    const mailer = countingMailer(createOutboxMailer(blocked), metrics);
    await expect(mailer.send(message)).rejects.toThrow();
    expect(await valueOf(metrics.emailsSent)).toBe(0);
    expect(await valueOf(metrics.emailsFailed)).toBe(1);
  });
});

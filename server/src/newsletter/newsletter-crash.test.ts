// A newsletter send that survives its server being killed: the server runs as its own process over a PostgreSQL
// database, is SIGKILLed twice while it delivers (each time with a delivery hanging at the relay, so it is mid-send),
// and started again. Every recipient gets the e-mail; a recipient with a second copy (the messages in flight at a
// kill) has it with the same Message-ID. Kept small for CI; newsletter-bench.ts runs the 2,000-recipient version.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorOf, prepareNewsletter, sendThroughApi } from '../test/newsletter-send.ts';
import { withPgClient } from '../test/pg-client.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startTestRelay, type TestRelay } from '../test/test-relay.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const RECIPIENTS = 240;
const CONCURRENCY = 4;

let relay: TestRelay;
const scratch = mkdtempSync(join(tmpdir(), 'localrank-newsletter-kill-'));
const databases: TestDatabase[] = [];

beforeAll(async () => {
  relay = await startTestRelay();
});

afterAll(async () => {
  await relay?.stop();
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

// The external PostgreSQL that TEST_DATABASE_URL names (CI always sets it): the killed process and the test both reach it.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a newsletter send whose server is killed twice', () => {
  it('reaches every recipient; the only second copies are of messages in flight, with the same Message-ID', async () => {
    const database = await createTestDatabase({ from: 'seeded' });
    databases.push(database);
    const connection = database.target.connection;
    if (!('url' in connection)) throw new Error('expected a PostgreSQL URL');
    const databaseUrl = connection.url;
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST_DIR: join(scratch, 'no-web'),
      PORT: '0',
      SMTP_URL: relay.url,
      MAIL_QUEUE_LEASE_SECONDS: '5',
      MAIL_QUEUE_POLL_SECONDS: '0.2',
      MAIL_QUEUE_CONCURRENCY: String(CONCURRENCY),
      MAIL_RETRY_FIRST_SECONDS: '0.1',
      MAIL_RETRY_MAX_SECONDS: '0.5',
      MAIL_RATE_PER_MINUTE: '0',
    };
    const name = `kill${Date.now()}`;
    const { addresses, postId } = await prepareNewsletter(databaseUrl, RECIPIENTS, name);
    const subject = `Killed twice ${name}`;
    const ours = (to: readonly string[]) => to.some((address) => address.startsWith(`${name}-`));
    const holdAt = [addresses[40]!, addresses[140]!];

    let server: ServerProcess | null = null;
    try {
      for (const [round, hold] of holdAt.entries()) {
        // The relay hangs on this recipient's message: the server is inside a delivery when it is killed.
        relay.answer = (to) => (to === hold ? 'stall' : 'accept');
        server = await startServerProcess(env, { timeoutMs: 150_000 });
        if (round === 0) {
          const editor = await editorOf(server.url, databaseUrl, name);
          const sent = await sendThroughApi(editor, postId, subject);
          expect(sent.recipients).toBe(RECIPIENTS);
        }
        await expect.poll(() => relay.stalled.some((message) => message.to.includes(hold)), { timeout: 90_000 }).toBe(true);
        server.child.kill('SIGKILL');
        expect(await server.exit).toBeNull();
        server = null;
      }
      relay.answer = () => 'accept';
      server = await startServerProcess(env, { timeoutMs: 150_000 });
      const waiting = () =>
        withPgClient({ connectionString: databaseUrl }, async (client) => {
          const rows = await client.query<{ n: number }>(
            "select count(*)::int as n from mail_jobs where newsletter_issue_id is not null and status <> 'sent'",
          );
          return rows.rows[0]!.n;
        });
      await expect.poll(waiting, { timeout: 120_000, interval: 500 }).toBe(0);
    } finally {
      if (server) {
        server.child.kill('SIGTERM');
        await server.exit;
      }
    }

    const received = relay.received.filter((message) => ours(message.to));
    const byAddress = new Map<string, string[]>();
    for (const message of received) for (const to of message.to) byAddress.set(to, [...(byAddress.get(to) ?? []), message.messageId ?? '']);
    expect(addresses.filter((to) => !byAddress.has(to))).toEqual([]);
    const copied = [...byAddress].filter(([, ids]) => ids.length > 1);
    for (const [to, ids] of copied) expect(new Set(ids).size, to).toBe(1);
    // At most the deliveries in flight at each kill.
    expect(copied.length).toBeLessThanOrEqual(holdAt.length * CONCURRENCY);
    // The two held messages were abandoned mid-send and then delivered once each, with their Message-ID.
    for (const hold of holdAt) {
      const stalled = relay.stalled.find((message) => message.to.includes(hold))!;
      expect(byAddress.get(hold)).toEqual([stalled.messageId]);
    }
    const ids = await withPgClient(
      { connectionString: databaseUrl },
      async (client) =>
        (
          await client.query<{ to_address: string; message_id: string }>(
            'select to_address, message_id from mail_jobs where newsletter_issue_id is not null',
          )
        ).rows,
    );
    expect(ids).toHaveLength(RECIPIENTS);
    for (const row of ids) expect(byAddress.get(row.to_address)?.[0], row.to_address).toBe(row.message_id);
  }, 600_000);
});

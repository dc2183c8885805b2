// The mail queue (mail-jobs.ts, mail-worker.ts, mail-queue.plugin.ts) against a real SMTP relay on loopback
// (test-relay.ts): a request answers with the relay down and its e-mail arrives once the relay is back; a permanent
// refusal is given up at once, a temporary one tried again; two instances deliver each job once; a job whose worker
// was killed mid-send is delivered after its lease, with the same Message-ID.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../test/embedded-template.ts';
import { scrapeMetrics, sampleValue } from '../test/metrics-scrape.ts';
import { startServerProcess } from '../test/server-process.ts';
import { withPgClient } from '../test/pg-client.ts';
import { startTestRelay, type RelayedMessage, type TestRelay } from '../test/test-relay.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import type { MailAttempt } from './mail-jobs.ts';
import { FAST_MAIL_QUEUE_ENV } from '../test/mail-queue-env.ts';

interface JobRow {
  id: number;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  attempt_log: MailAttempt[];
  cleared: boolean;
  message_id: string;
}

/** The mail jobs to `to`, oldest first. */
async function jobsTo(server: TestServer, to: string): Promise<JobRow[]> {
  const rows = await server.orm.em
    .fork()
    .getConnection()
    .execute<Array<Omit<JobRow, 'attempt_log'> & { attempt_log: MailAttempt[] | string }>>(
      'select id, status, attempts, attempt_log, message is null as cleared, message_id from mail_jobs where to_address = ? order by id',
      [to],
    );
  return rows.map((row) => ({
    ...row,
    attempt_log: typeof row.attempt_log === 'string' ? (JSON.parse(row.attempt_log) as MailAttempt[]) : row.attempt_log,
  }));
}

const outcomes = (job: JobRow | undefined) => job?.attempt_log.map((attempt) => attempt.outcome) ?? [];

let relay: TestRelay;

beforeAll(async () => {
  relay = await startTestRelay();
});

afterAll(() => relay?.stop());

describe('an e-mail sent while the relay is down', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url }, { mailInBackground: true });
  });

  afterAll(async () => {
    await relay.start();
    await server?.close();
  });

  it('does not hold the reset request up, waits in the queue with its failed attempts, and arrives once the relay is back', async () => {
    const { username } = await server.signedInAccount('user');
    const address = `${username}@example.com`;
    // The sign-up's verification e-mail goes first, while the relay is up.
    await expect.poll(async () => (await jobsTo(server, address)).map((job) => job.status)).toEqual(['sent']);
    await relay.stop();
    const anonymous = new TestClient(server.baseUrl);
    const res = await anonymous.post('/api/forgot-password', { email: address });
    expect(res.status, res.text).toBe(200);

    // Tried, refused at the door (connection refused), kept for later.
    const resetJob = async () => (await jobsTo(server, address))[1];
    await expect.poll(async () => outcomes(await resetJob()).includes('retry')).toBe(true);
    // With the relay down the job goes round (waiting, claimed, refused, waiting): each read sees one moment of it.
    await expect.poll(async () => (await resetJob())?.status).toBe('queued');
    const waiting = (await resetJob())!;
    expect(waiting.attempt_log[0]).toMatchObject({ outcome: 'retry', reason: expect.stringMatching(/ECONNREFUSED|connect/i) });
    const resetMails = () => relay.receivedFor(address).filter((message) => /reset-password\?token=/.test(message.data));
    expect(resetMails()).toEqual([]);

    // The server stays ready; the queue's depth and the failed attempts show in /metrics.
    expect((await anonymous.get('/readyz')).status).toBe(200);
    // A scrape taken while the worker holds the job counts it as delivering, not queued: read until one sees it wait.
    await expect
      .poll(async () => {
        const scrape = await scrapeMetrics(server.app);
        return ['queued', 'retrying'].map((state) => sampleValue(scrape, 'mail_queue_jobs', { state }) >= 1);
      })
      .toEqual([true, true]);
    expect(sampleValue(await scrapeMetrics(server.app), 'mail_delivery_attempts_total', { outcome: 'retry' })).toBeGreaterThanOrEqual(1);

    await relay.start();
    await expect.poll(() => resetMails().length).toBe(1);
    await expect.poll(async () => (await jobsTo(server, address)).every((job) => job.status === 'sent')).toBe(true);
    const delivered = (await jobsTo(server, address)).find((job) => job.id === waiting.id)!;
    expect(outcomes(delivered).at(-1)).toBe('sent');
    expect(
      outcomes(delivered)
        .slice(0, -1)
        .every((outcome) => outcome === 'retry'),
    ).toBe(true);
    expect(delivered.attempts).toBe(delivered.attempt_log.length);
    // The reset link is no longer kept in the queue once delivered.
    expect(delivered.cleared).toBe(true);
    const reset = resetMails();
    expect(reset).toHaveLength(1);
    expect(reset[0]!.messageId).toBe(delivered.message_id);
  });
});

describe("the relay's answers", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url }, { mailInBackground: true });
  });

  afterAll(async () => {
    relay.answer = () => 'accept';
    await server?.close();
  });

  it('a permanent refusal (5xx) is given up at once with its reason; a temporary one (4xx) is tried again and delivered', async () => {
    const bounced = `bounce-${Date.now()}@example.com`;
    const busy = `busy-${Date.now()}@example.com`;
    let busyAsked = 0;
    relay.answer = (to) => {
      if (to === bounced) return { code: 550, message: '5.1.1 No such user here' };
      if (to === busy && busyAsked++ === 0) return { code: 421, message: '4.7.0 Try again later' };
      return 'accept';
    };
    const message = { subject: 'Queue test', text: 'Hello', html: '<p>Hello</p>' };
    await server.app.mailer.send({ ...message, to: bounced });
    await server.app.mailer.send({ ...message, to: busy });

    await expect.poll(async () => (await jobsTo(server, busy))[0]?.status).toBe('sent');
    await expect.poll(async () => (await jobsTo(server, bounced))[0]?.status).toBe('failed');
    const [gaveUp] = await jobsTo(server, bounced);
    expect(gaveUp!.attempt_log).toEqual([
      expect.objectContaining({ outcome: 'failed', code: 550, reason: expect.stringContaining('No such user here') }),
    ]);
    expect(gaveUp!.cleared).toBe(true);
    expect(relay.recipientsAsked.filter((to) => to === bounced)).toHaveLength(1);
    expect(relay.receivedFor(bounced)).toEqual([]);

    const [retried] = await jobsTo(server, busy);
    expect(retried!.attempt_log).toEqual([
      expect.objectContaining({ outcome: 'retry', code: 421, reason: expect.stringContaining('Try again later') }),
      expect.objectContaining({ outcome: 'sent', reason: expect.stringMatching(/^250/) }),
    ]);
    expect(relay.receivedFor(busy)).toHaveLength(1);

    const scrape = await scrapeMetrics(server.app);
    expect(sampleValue(scrape, 'mail_queue_jobs', { state: 'failed' })).toBe(1);
    expect(sampleValue(scrape, 'mail_delivery_attempts_total', { outcome: 'failed' })).toBe(1);
  });
});

describe('two instances over one database', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url }, { mailInBackground: true });
    second = await startTestServer({ ...FAST_MAIL_QUEUE_ENV, SMTP_URL: relay.url }, { shareDatabaseOf: first, mailInBackground: true });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('deliver each job exactly once, whichever instance queued it', async () => {
    const stamp = Date.now();
    const addresses = Array.from({ length: 40 }, (_, i) => `pair-${stamp}-${i}@example.com`);
    await Promise.all(
      addresses.map((to, i) => (i % 2 === 0 ? first : second).app.mailer.send({ to, subject: `Pair ${i}`, text: 'Hi', html: '<p>Hi</p>' })),
    );
    await expect.poll(() => addresses.filter((to) => relay.receivedFor(to).length > 0).length, { timeout: 30_000 }).toBe(addresses.length);
    await expect
      .poll(async () => {
        const jobs = await Promise.all(addresses.map((to) => jobsTo(first, to)));
        return jobs.every((forAddress) => forAddress.length === 1 && forAddress[0]!.status === 'sent');
      })
      .toBe(true);
    for (const to of addresses) {
      expect(relay.receivedFor(to), to).toHaveLength(1);
      expect(outcomes((await jobsTo(first, to))[0]), to).toEqual(['sent']);
    }
  });
});

describe('a worker killed while it delivers', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'localrank-mail-kill-'));
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    relay.answer = () => 'accept';
    for (const database of databases) await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /**
   * Starts the server as its own process on `database`, has it queue a sign-up's verification e-mail while the relay
   * hangs on the message's data, SIGKILLs it mid-send, starts it again with the relay answering, and returns what the
   * relay saw for the address.
   */
  async function killMidSend(database: Record<string, string>, name: string): Promise<{ address: string; abandoned: RelayedMessage[] }> {
    const env = {
      ...FAST_MAIL_QUEUE_ENV,
      ...database,
      // Long enough that the killed server's own polls never take its stalled job again before the kill (a 2 s lease
      // was, on a loaded machine), short enough that the restarted one soon may.
      MAIL_QUEUE_LEASE_SECONDS: '10',
      SMTP_URL: relay.url,
      PORT: '0',
      WEB_DIST_DIR: join(scratch, 'no-web'),
    };
    const address = `killed-${name}-${Date.now()}@example.com`;
    // The relay takes the message's data and never answers: the worker is inside its send when it is killed.
    relay.answer = (to) => (to === address ? 'stall' : 'accept');
    const killed = await startServerProcess(env, { timeoutMs: 120_000 });
    try {
      const res = await fetch(`${killed.url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: killed.url },
        body: JSON.stringify({ username: `killed${name}${Date.now()}`, password: 'Test-Passw0rd', name: 'Killed Worker', email: address }),
      });
      expect(res.status, await res.text()).toBe(201);
      await expect.poll(() => relay.stalled.filter((message) => message.to.includes(address)).length, { timeout: 90_000 }).toBe(1);
    } finally {
      killed.child.kill('SIGKILL');
    }
    expect(await killed.exit).toBeNull();

    relay.answer = () => 'accept';
    // The killed claim's short lease runs out while the server starts again; the new one's claims hold as long as
    // in production, so a send slowed by a loaded machine is never taken over by its own next poll.
    const restarted = await startServerProcess(
      { ...env, MAIL_QUEUE_LEASE_SECONDS: FAST_MAIL_QUEUE_ENV.MAIL_QUEUE_LEASE_SECONDS },
      { timeoutMs: 120_000 },
    );
    try {
      await expect.poll(() => relay.receivedFor(address).length, { timeout: 90_000 }).toBe(1);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exit;
    }
    return { address, abandoned: relay.stalled.filter((message) => message.to.includes(address)) };
  }

  it('on the embedded database: the job is claimed again after its lease and delivered once, with the same Message-ID', async () => {
    const { address, abandoned } = await killMidSend({ DATA_DIR: seededDataDir(join(scratch, 'embedded')), DATABASE_URL: '' }, 'embedded');
    const delivered = relay.receivedFor(address);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.data).toContain('Subject: Confirm your LocalRank e-mail address');
    expect(delivered[0]!.messageId).toBeDefined();
    expect(delivered[0]!.messageId).toBe(abandoned[0]!.messageId);
  }, 300_000);

  // The external PostgreSQL is the one TEST_DATABASE_URL names (CI always sets it): there the job's log is read too.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on an external PostgreSQL: the same, and the job logs the killed attempt as abandoned',
    async () => {
      const database = await createTestDatabase({ from: 'seeded' });
      databases.push(database);
      const connection = database.target.connection;
      if (!('url' in connection)) throw new Error('expected a PostgreSQL URL');
      const { address, abandoned } = await killMidSend({ DATA_DIR: join(scratch, 'external'), DATABASE_URL: connection.url }, 'external');
      const delivered = relay.receivedFor(address);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.messageId).toBe(abandoned[0]!.messageId);
      const rows = await withPgClient(
        { connectionString: connection.url },
        async (client) =>
          (
            await client.query<{ status: string; attempts: number; attempt_log: MailAttempt[] }>(
              'select status, attempts, attempt_log from mail_jobs where to_address = $1',
              [address],
            )
          ).rows,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('sent');
      expect(rows[0]!.attempts).toBe(2);
      expect(rows[0]!.attempt_log.map((attempt) => attempt.outcome)).toEqual(['abandoned', 'sent']);
    },
    300_000,
  );
});

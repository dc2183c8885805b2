import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../server/src/test/server-process.ts';
import { startTestRelay, type RelayedMessage, type TestRelay } from '../../server/src/test/test-relay.ts';
import { E2E_ADMIN } from './admin.ts';
import { e2eServerDistDir, e2eWebDistDir } from './build-dir.ts';

// A second server of the suite's own build (playwright.config.ts builds it before the run), sending its e-mail to a
// real SMTP relay started here (nodemailer's smtp-server) instead of writing the outbox folder: what a spec needs to
// read the e-mails as a relay receives them. It has a fresh embedded database of its own, as `npm start` makes one.

/** The second server, its relay, and the way to stop both and remove its data. */
export interface RelayedSite {
  origin: string;
  relay: TestRelay;
  server: ServerProcess;
  close(): Promise<void>;
}

/** Starts a relay on a free port and the suite's build on another free port, sending through it. */
export async function startRelayedSite(): Promise<RelayedSite> {
  const suitePort = Number(process.env.E2E_PORT ?? 3210);
  const relay = await startTestRelay();
  const dataDir = mkdtempSync(join(tmpdir(), 'localrank-e2e-relayed-'));
  let server: ServerProcess;
  try {
    server = await startServerProcess(
      {
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: relay.url,
        // The worker looks for new jobs this often besides being woken: short, so the spec waits little.
        MAIL_QUEUE_POLL_SECONDS: '0.5',
        SIGN_UPS_PER_HOUR: '1000',
        WEB_DIST_DIR: e2eWebDistDir(suitePort),
      },
      { args: ['--enable-source-maps', resolve(e2eServerDistDir(suitePort), 'main.js')], timeoutMs: 120_000 },
    );
  } catch (error) {
    await relay.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: server.url,
    relay,
    server,
    async close() {
      server.child.kill('SIGTERM');
      await server.exit;
      await relay.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The message's text part (the relay keeps the raw message: quoted-printable soft breaks joined, `=XX` decoded). */
export function textOf(message: RelayedMessage): string {
  return message.data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Its Subject header (an encoded word, when the subject is not plain ASCII, is left as it is). */
export function subjectOf(message: RelayedMessage): string | undefined {
  return /^Subject:\s*(.*)$/im.exec(message.data)?.[1]?.trim();
}

/** Waits until the relay has taken `count` messages for `to` (bounded by expect's timeout); returns them, oldest first. */
export async function receivedFor(relay: TestRelay, to: string, count = 1): Promise<RelayedMessage[]> {
  await expect.poll(() => relay.receivedFor(to).length, { message: `e-mails to ${to}` }).toBeGreaterThanOrEqual(count);
  return relay.receivedFor(to);
}

/** The first link to `path` (with its query) in a message. */
export function linkIn(message: RelayedMessage, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[\\w.-]+`).exec(textOf(message))?.[0];
  if (!link) throw new Error(`no ${path} link in the e-mail to ${message.to.join(', ')}`);
  return link;
}

/** An API client signed in as the second site's admin, sending the Origin its writes need; dispose it when done. */
export async function relayedAdminApi(origin: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const res = await api.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** A tRPC mutation through `api`; fails the test on any status but 200. */
export async function mutate<T>(api: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await api.post(`/trpc/${procedure}`, { data: input });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return (await res.json()).result.data as T;
}

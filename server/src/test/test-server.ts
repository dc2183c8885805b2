import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@app/contracts';
import { buildApp } from '../app.ts';
import { ensureAdmin } from '../auth/account.service.ts';
import { createLucia } from '../auth/lucia.ts';
import { loadConfig } from '../config.ts';
import { createOrm, type Orm } from '../db/orm.ts';
import { User } from '../entities/user.entity.ts';
import { createOutboxMailer, createSmtpMailer, type MailMessage } from '../mail/mailer.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import type { DatabaseTarget } from '../db/database-target.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { readMailOutbox } from './mail-outbox.ts';
import { createWebAppStandIn, type WebAppStandInOptions } from './served-html.ts';

/** A running server on a real port over a throwaway database, with helpers to call it. */
export interface TestServer {
  app: FastifyInstance;
  orm: Orm;
  baseUrl: string;
  /** Where its database is (another test server may share it). */
  database: DatabaseTarget;
  /** The e-mails the server has sent (to its outbox folder, shared by the instances over its database), oldest first. */
  outbox(): MailMessage[];
  /**
   * A client signed in as a new account of `role`: 'admin' makes one as `npm run admin -- create` does (the owner
   * when the site has none yet, an administrator otherwise); 'owner' takes the ownership over; 'user' signs up.
   */
  signedInClient(role: TestRole): Promise<TestClient>;
  /**
   * A new account of `role`, signed in through `signInPath` (the site's sign-in unless said), with its
   * client, id, username and password.
   */
  signedInAccount(
    role: TestRole,
    signInPath?: '/api/login' | '/api/admin/login',
  ): Promise<{ client: TestClient; id: number; username: string; password: string }>;
  close(): Promise<void>;
}

/** The role of a test account: any role, or 'admin' (made as the admin command makes one). */
export type TestRole = UserRole | 'admin';

/** Options of a test server. */
export interface TestServerOptions {
  /**
   * Run as a second app instance over this server's database (not dropped when this one closes).
   * On a real PostgreSQL it opens its own connections; the embedded one serves a single connection,
   * so there the two apps share the first one's ORM.
   */
  shareDatabaseOf?: TestServer;
  /** Run on an in-memory embedded PostgreSQL even when TEST_DATABASE_URL names a server. */
  embedded?: boolean;
  /** Send the app's log here (with LOG_LEVEL set in `env`: the test server is silent otherwise). */
  logStream?: { write(line: string): void };
  /** The admin notices stream's re-check interval (AppDependencies.noticesRecheckMs). */
  noticesRecheckMs?: number;
  /**
   * Answer a request that sends e-mail once the job is queued, as the app does (the mail queue's tests). Unset, a send
   * waits for the job's first delivery attempt, so a test reads the outbox right after the request.
   */
  mailInBackground?: boolean;
  /**
   * Serve over a stand-in web build (`WEB_DIST_DIR`, so page paths answer with HTML) that the server owns: made
   * before it starts (then handed to `prepare`, to add to it), removed when it closes or fails to start.
   */
  webStandIn?: true | (WebAppStandInOptions & { prepare?: (dir: string) => void | Promise<void> });
}

/** Starts the whole app (migrated and seeded) on 127.0.0.1 with a random port. */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const { webStandIn, ...serverOptions } = options;
  if (!webStandIn) return startApp(env, serverOptions);
  if (env.WEB_DIST_DIR !== undefined) throw new Error('A test server with a web stand-in serves that, not WEB_DIST_DIR.');
  const { prepare, ...standInOptions } = webStandIn === true ? {} : webStandIn;
  const web = createWebAppStandIn(standInOptions);
  try {
    await prepare?.(web.dir);
    const server = await startApp({ WEB_DIST_DIR: web.dir, ...env }, serverOptions);
    return {
      ...server,
      async close() {
        await server.close();
        web.remove();
      },
    };
  } catch (error) {
    web.remove();
    throw error;
  }
}

/** Starts the app over `env` as `startTestServer` says, with no web stand-in of its own. */
async function startApp(env: Record<string, string>, options: Omit<TestServerOptions, 'webStandIn'>): Promise<TestServer> {
  const shared = options.shareDatabaseOf;
  const database: TestDatabase = shared
    ? { target: shared.database, drop: async () => {} }
    : await createTestDatabase({ embedded: options.embedded === true, from: 'seeded' });
  const ownOrm = !shared || !database.target.singleConnection;
  const orm = ownOrm ? await createOrm(database.target) : shared.orm;
  await prepareDatabase(orm);
  const scratch = mkdtempSync(join(tmpdir(), 'localrank-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    WEB_DIST_DIR: join(scratch, 'no-web-build'),
    // Instances over one database share one mail queue, so one outbox (either's worker may deliver a job).
    ...(shared ? { MAIL_OUTBOX_DIR: shared.app.config.mailOutboxDir } : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    orm,
    database: database.target,
    lucia: createLucia(orm, { secure: false }),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(config.mailOutboxDir),
    awaitMailDelivery: options.mailInBackground !== true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.noticesRecheckMs === undefined ? {} : { noticesRecheckMs: options.noticesRecheckMs }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const signedInAccount: TestServer['signedInAccount'] = async (role, signInPath = '/api/login') => {
    const client = new TestClient(baseUrl);
    const username = `${role}${randomBytes(5).toString('hex')}`;
    const password = 'Test-Passw0rd';
    if (role !== 'user') {
      const em = orm.em.fork();
      await ensureAdmin(em, { username, password });
      if (role === 'owner') await em.nativeUpdate(User, { role: 'owner' }, { role: 'administrator' });
      if (role !== 'admin') await em.nativeUpdate(User, { username }, { role });
      const res = await client.post(signInPath, { username, password });
      if (res.status !== 200) throw new Error(`${role} sign-in failed: ${res.status} ${res.text}`);
    } else {
      const res = await client.post('/api/register', { username, password, name: 'Ordinary User', email: `${username}@example.com` });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    }
    const id = (await client.get('/api/user')).json.id as number;
    return { client, id, username, password };
  };
  return {
    app,
    orm,
    baseUrl,
    database: database.target,
    outbox: () => readMailOutbox<MailMessage>(config.mailOutboxDir),
    async signedInClient(role) {
      return (await signedInAccount(role)).client;
    },
    signedInAccount,
    async close() {
      await app.close();
      if (ownOrm) await orm.close(true);
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A tiny browser stand-in: keeps the session cookie and sends this site's Origin on writes. */
export class TestClient {
  cookie = '';
  constructor(private readonly baseUrl: string) {}

  /** Sends a request; `body` is sent as JSON unless it is already a string. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint's JSON body, read loosely by ~360 test assertions (as fetch's res.json() would type it)
  ): Promise<{ status: number; json: any; text: string; headers: Headers }> {
    const init: RequestInit = {
      method,
      headers: {
        ...(method === 'GET' || method === 'HEAD' ? {} : { Origin: this.baseUrl }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const res = await fetch(this.baseUrl + path, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
}

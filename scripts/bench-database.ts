// What the benchmarks share: a throwaway database on the local PostgreSQL, the sizes they run at, the app they start.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../server/src/test/server-process.ts';

/** The server the benchmarks make their databases on (BENCH_DATABASE_URL, default the local PostgreSQL's `postgres`). */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database named `${prefix}_<random>` on BENCH_SERVER_URL: its URL, and how to drop it (forcing off any connection). */
export async function createBenchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** The admin account a benchmark's server is started with. */
export const BENCH_ADMIN = { username: 'benchadmin', password: 'Bench-Admin-Passw0rd' } as const;

/** The row counts a benchmark runs at: environment variable `variable` ("10,1000"), else `fallback`; ascending. */
export function benchSizes(variable: string, fallback: string): number[] {
  return (process.env[variable] ?? fallback)
    .split(',')
    .map((size) => Number(size.trim()))
    .filter((size) => Number.isSafeInteger(size) && size > 0)
    .sort((a, b) => a - b);
}

/** The environment of the app as production runs it, on `databaseUrl` with its data in `scratch` and BENCH_ADMIN as its admin. */
export function benchAppEnv(databaseUrl: string, scratch: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // Production requires the public origin; the benchmarks reach the app on loopback.
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: scratch,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  };
}

/**
 * A benchmark's own app: its server, its database, the admin's cookie, how to restart the server on the same database
 * (as after a restore: its passes after start-up run; `server` is then the new process) and how to stop and remove
 * all of it.
 */
export interface BenchApp {
  readonly server: ServerProcess;
  databaseUrl: string;
  adminCookie: string;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the app on a new database named `${prefix}_<random>` (see `benchAppEnv`; `args` picks the compiled server
 * over the sources; `port` fixes its port and makes its public origin that address, as pages measured by Lighthouse
 * need for their canonical links; `env` adds to its environment) and signs the admin in.
 */
export async function openBenchApp(
  prefix: string,
  options: { args?: string[]; port?: number; env?: Record<string, string> } = {},
): Promise<BenchApp> {
  const database = await createBenchDatabase(prefix);
  const scratch = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const env = benchAppEnv(database.url, scratch);
  if (options.port) Object.assign(env, { PORT: String(options.port), PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}` });
  Object.assign(env, options.env);
  const start = () => startServerProcess(env, { ...(options.args ? { args: options.args } : {}), timeoutMs: 120_000 });
  let server = await start();
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exit.catch(() => undefined);
  };
  const close = async () => {
    await stop();
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  };
  const signIn = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (signIn.status !== 200) {
    await close();
    throw new Error(`admin sign-in answered ${signIn.status}`);
  }
  return {
    get server() {
      return server;
    },
    databaseUrl: database.url,
    adminCookie: signIn.headers.get('set-cookie')!.split(';')[0]!,
    async restart() {
      await stop();
      server = await start();
    },
    close,
  };
}

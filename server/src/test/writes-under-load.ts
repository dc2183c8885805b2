import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';

/** One write the server acknowledged, and when (epoch ms, on receipt of its 2xx answer). */
export interface AckedWrite {
  kind: 'sign-up' | 'page-edit';
  /** The new account's username, or the page element the edit added. */
  key: string;
  ackedAt: number;
}

/** A client writing at a steady rate until stopped. */
export interface WriteLoad {
  acked: AckedWrite[];
  /** Writes sent (acknowledged or not). */
  sent(): number;
  stop(): Promise<void>;
}

/** Signs in as `admin` on the server at `url` and returns the session cookie. */
export async function signInCookie(url: string, admin: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed with ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function post(url: string, path: string, body: unknown, cookie?: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    await res.text();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts writing to the server at `url` about `perSecond` times a second over HTTP, alternating sign-ups
 * (POST /api/register) and in-page edits of the features page as the admin (`cookie`), each with a unique key,
 * and records every acknowledged one with its time.
 */
export function startWriteLoad(url: string, cookie: string, prefix: string, perSecond = 20): WriteLoad {
  const acked: AckedWrite[] = [];
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  const write = async (n: number) => {
    if (n % 2 === 0) {
      const username = `${prefix}u${n}`;
      const ok = await post(url, '/api/register', {
        username,
        password: 'Str0ngPassword',
        name: 'Load Person',
        email: `${username}@example.com`,
      });
      if (ok) acked.push({ kind: 'sign-up', key: username, ackedAt: Date.now() });
    } else {
      const key = `${prefix}.edit-${n}`;
      const ok = await post(url, '/trpc/page.save', { slug: 'features', baseVersion: 0, edits: { [key]: { text: key } } }, cookie);
      if (ok) acked.push({ kind: 'page-edit', key, ackedAt: Date.now() });
    }
  };
  const timer = setInterval(() => {
    // A slow server gets at most 16 writes at once, not an ever-growing queue.
    if (inFlight.size >= 16) return;
    const running = write(next++).finally(() => inFlight.delete(running));
    inFlight.add(running);
  }, 1000 / perSecond);
  return {
    acked,
    sent: () => next,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

/** The acknowledged writes of `writes` that the database at `target` does not hold. */
export async function missingWrites(target: DatabaseTarget, writes: AckedWrite[]): Promise<AckedWrite[]> {
  const client = new pg.Client(clientConfigOf(target, 'localrank-test'));
  await client.connect();
  try {
    const { rows: users } = await client.query<{ username: string }>('select username from users');
    const usernames = new Set(users.map((row) => row.username));
    const { rows: pages } = await client.query<{ content: Record<string, unknown> }>(`select content from pages where slug = 'features'`);
    const edits = new Set(Object.keys(pages[0]?.content ?? {}));
    return writes.filter((write) => !(write.kind === 'sign-up' ? usernames.has(write.key) : edits.has(write.key)));
  } finally {
    await client.end();
  }
}

/** `read` of every table of the public schema in the database at `target`, by table name. */
async function perTable<T>(target: DatabaseTarget, read: (client: pg.Client, table: string) => Promise<T>): Promise<Record<string, T>> {
  const client = new pg.Client(clientConfigOf(target, 'localrank-test'));
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const results: Record<string, T> = {};
    for (const { name } of tables) results[name] = await read(client, name);
    return results;
  } finally {
    await client.end();
  }
}

/** Every table's row count in the database at `target` (to compare two copies of a site). */
export function tableRowCounts(target: DatabaseTarget): Promise<Record<string, number>> {
  return perTable(target, async (client, table) => {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from "${table}"`);
    return Number(rows[0]!.count);
  });
}

/** Every table's contents as one MD5 (of its rows' text, sorted), to compare two copies of a site on one server. */
export function tableFingerprints(target: DatabaseTarget): Promise<Record<string, string>> {
  return perTable(target, async (client, table) => {
    const { rows } = await client.query<{ md5: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as md5 from "${table}" as t`,
    );
    return rows[0]!.md5 ?? 'empty';
  });
}

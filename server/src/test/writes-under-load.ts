import type pg from 'pg';
import sharp from 'sharp';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';
import { withPgClient } from './pg-client.ts';

/** One write the server acknowledged, and when (epoch ms, on receipt of its 2xx answer). */
export interface AckedWrite {
  kind: 'sign-up' | 'page-edit' | 'builder-page' | 'upload';
  /** The new account's username, the page element the edit added, the builder page's slug, or the image's alt text. */
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

/** A small PNG of its own for write `n` (a colour per write: the library keeps one asset per content). */
function pngFor(n: number): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: n % 256, g: Math.floor(n / 256) % 256, b: 91 } } })
    .png()
    .toBuffer();
}

/** The writes in turn: what each acknowledges, and how it is sent. */
const WRITES: Array<{
  kind: AckedWrite['kind'];
  /** The write's unique key, made of the load's prefix and the write's number. */
  key: (prefix: string, n: number) => string;
  send: (url: string, cookie: string, key: string, n: number) => Promise<boolean>;
}> = [
  {
    kind: 'sign-up',
    key: (prefix, n) => `${prefix}u${n}`,
    send: (url, _cookie, username) =>
      post(url, '/api/register', { username, password: 'Str0ngPassword', name: 'Load Person', email: `${username}@example.com` }),
  },
  {
    kind: 'page-edit',
    key: (prefix, n) => `${prefix}.edit-${n}`,
    send: (url, cookie, key) => post(url, '/trpc/page.save', { slug: 'features', baseVersion: 0, edits: { [key]: { text: key } } }, cookie),
  },
  {
    kind: 'builder-page',
    key: (prefix, n) => `${prefix}-load-page-${n}`,
    send: (url, cookie, slug) => post(url, '/trpc/builderPage.create', { name: `Load page ${slug}`, slug }, cookie),
  },
  {
    kind: 'upload',
    key: (prefix, n) => `${prefix} load image ${n}`,
    send: async (url, cookie, alt, n) =>
      post(
        url,
        '/api/media/upload',
        { imageData: `data:image/png;base64,${(await pngFor(n)).toString('base64')}`, fileName: `${alt}.png`, alt },
        cookie,
      ),
  },
];

/**
 * Starts writing to the server at `url` about `perSecond` times a second over HTTP, in turn a sign-up
 * (POST /api/register), and as the admin (`cookie`) an in-page edit of the features page, a new builder page and an
 * image upload, each with a unique key, and records every acknowledged one with its time.
 */
export function startWriteLoad(url: string, cookie: string, prefix: string, perSecond = 20): WriteLoad {
  const acked: AckedWrite[] = [];
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  const write = async (n: number) => {
    const { kind, key: keyOf, send } = WRITES[n % WRITES.length]!;
    const key = keyOf(prefix, n);
    if (await send(url, cookie, key, n)) acked.push({ kind, key, ackedAt: Date.now() });
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
export function missingWrites(target: DatabaseTarget, writes: AckedWrite[]): Promise<AckedWrite[]> {
  return withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    const keys = async (sql: string) => new Set((await client.query<{ key: string }>(sql)).rows.map((row) => row.key));
    const held: Record<AckedWrite['kind'], Set<string>> = {
      'sign-up': await keys('select username as key from users'),
      'page-edit': new Set(
        Object.keys(
          (await client.query<{ content: Record<string, unknown> }>(`select content from pages where slug = 'features'`)).rows[0]
            ?.content ?? {},
        ),
      ),
      'builder-page': await keys('select slug as key from builder_pages'),
      upload: await keys('select alt_text as key from media_assets'),
    };
    return writes.filter((write) => !held[write.kind].has(write.key));
  });
}

/** `read` of every table of the public schema in the database at `target`, by table name. */
function perTable<T>(target: DatabaseTarget, read: (client: pg.Client, table: string) => Promise<T>): Promise<Record<string, T>> {
  return withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const results: Record<string, T> = {};
    for (const { name } of tables) results[name] = await read(client, name);
    return results;
  });
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

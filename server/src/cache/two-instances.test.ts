import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCounterKey } from '../auth/rate-limit-keys.ts';
import { findMovedBuilderPath } from '../builder/builder-page-redirects.ts';
import { readCacheOf } from './read-cache.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { TEST_REDIS_URL } from '../test/test-redis.ts';
import { publicBlogSlugs } from '../test/public-blog.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { eventually } from '../test/eventually.ts';

// Two app instances on one database: on TEST_DATABASE_URL (a real PostgreSQL) each has its own
// connections and cache, as two processes behind a proxy would; on the embedded database they share one.
let first: TestServer;
let second: TestServer;
let admin: TestClient;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({}, { shareDatabaseOf: first });
  admin = await first.signedInClient('admin');
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const pageTitle = async (server: TestServer) =>
  (await trpcQuery(new TestClient(server.baseUrl), 'page.bySlug', { slug: 'pricing' })).json.result.data.edits['hero.title']?.text as
    string | undefined;

const blogSlugs = (server: TestServer) => publicBlogSlugs(new TestClient(server.baseUrl));

describe('cached reads over two instances', () => {
  it('runs each instance with its own cache on a real PostgreSQL', () => {
    if (process.env.TEST_DATABASE_URL) expect(readCacheOf(first.orm)).not.toBe(readCacheOf(second.orm));
    else expect(second.orm).toBe(first.orm);
  });

  it('a page save is read at once on the instance that made it, and on the other once it is notified (no cache timer)', async () => {
    // Both instances have the page cached before the write.
    expect(await pageTitle(first)).toBeUndefined();
    expect(await pageTitle(second)).toBeUndefined();

    const saved = await admin.post('/trpc/page.save', {
      slug: 'pricing',
      baseVersion: 0,
      edits: { 'hero.title': { text: 'Plans for every shop' } },
    });
    expect(saved.status, saved.text).toBe(200);

    expect(await pageTitle(first)).toBe('Plans for every shop');
    expect(
      await eventually(
        () => pageTitle(second),
        (title) => title === 'Plans for every shop',
      ),
    ).toBe('Plans for every shop');
  });

  // The triggers' notifications are heard by instances on an external PostgreSQL (TEST_DATABASE_URL, which
  // CI always sets); on the embedded database (one process) only the services' own writes invalidate.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a write by any code to a cached table reaches both caches (the table trigger notifies)',
    async () => {
      expect(await blogSlugs(first)).not.toContain('two-instances');
      expect(await blogSlugs(second)).not.toContain('two-instances');
      await first.orm.em
        .getConnection()
        .execute(
          `insert into blog_posts (title, slug, content, status, published_at, categories) values ('Two instances', 'two-instances', '<p>Hi</p>', 'published', now() - interval '1 minute', '["News"]')`,
        );
      for (const server of [first, second]) {
        expect(
          await eventually(
            () => blogSlugs(server),
            (slugs) => slugs.includes('two-instances'),
          ),
        ).toContain('two-instances');
      }
    },
  );

  it('a builder page renamed or deleted on one instance moves or leaves the other once it is notified', async () => {
    const published = async (server: TestServer, path: string) =>
      (await trpcQuery(new TestClient(server.baseUrl), 'builderPage.published', { path })).json.result.data as { id: number } | null;
    const sitemap = async (server: TestServer) => (await new TestClient(server.baseUrl).get('/sitemap.xml')).text;
    const moved = (server: TestServer) => findMovedBuilderPath(server.orm.em.fork(), 'shared-page');
    const created = await admin.post('/trpc/builderPage.create', { name: 'Shared', slug: 'shared-page' });
    const pageId = created.json.result.data.id as number;
    await admin.post('/trpc/builderPage.publish', { pageId });
    expect((await published(second, '/shared-page'))?.id).toBe(pageId);
    expect(await moved(second)).toBeNull();

    expect(
      (await admin.post('/trpc/builderPage.update', { pageId, slug: 'shared-moved', confirmedAddresses: ['/shared-page'] })).status,
    ).toBe(200);
    expect(
      await eventually(
        () => published(second, '/shared-moved'),
        (page) => page !== null,
      ),
    ).toMatchObject({ id: pageId });
    expect(await published(second, '/shared-page')).toBeNull();
    expect(
      await eventually(
        () => moved(second),
        (path) => path !== null,
      ),
    ).toBe('/shared-moved');
    expect(await sitemap(second)).toContain('/shared-moved');

    expect((await admin.post('/trpc/builderPage.delete', { pageId, confirmedAddresses: ['/shared-moved'] })).status).toBe(200);
    expect(
      await eventually(
        () => published(second, '/shared-moved'),
        (page) => page === null,
      ),
    ).toBeNull();
    expect(await moved(second)).toBeNull();
    expect(await sitemap(second)).not.toContain('/shared-moved');
  });

  it('an uploaded image appears in GET /api/media on both instances', async () => {
    const before = await new TestClient(second.baseUrl).get('/api/media');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const upload = await admin.post('/api/media/upload', { imageData: `data:image/png;base64,${png}`, fileName: 'dot.png' });
    expect(upload.status, upload.text).toBeLessThan(300);
    const count = async (server: TestServer) => ((await new TestClient(server.baseUrl).get('/api/media')).json as unknown[]).length;
    expect(await count(first)).toBe((before.json as unknown[]).length + 1);
    expect(
      await eventually(
        () => count(second),
        (n) => n > (before.json as unknown[]).length,
      ),
    ).toBe((before.json as unknown[]).length + 1);
  });
});

describe('rate limits over two instances', () => {
  it('counts failed sign-ins made on either instance towards one limit', async () => {
    const username = 'shared-limit-user';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      const res = await new TestClient(server.baseUrl).post('/api/login', { username, password: 'Wrong-Passw0rd' });
      expect(res.status).toBe(401);
    }
    for (const server of [first, second]) {
      const res = await new TestClient(server.baseUrl).post('/api/login', { username, password: 'Wrong-Passw0rd' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts contact messages sent through either instance towards one limit', async () => {
    const message = { name: 'Jo Bloggs', email: 'jo@example.com', subject: 'Question about plans', message: 'Do you support franchises?' };
    for (let sent = 0; sent < 5; sent += 1) {
      const server = sent % 2 === 0 ? first : second;
      expect((await new TestClient(server.baseUrl).post('/trpc/contact.create', message)).status).toBe(200);
    }
    expect((await new TestClient(first.baseUrl).post('/trpc/contact.create', message)).status).toBe(429);
    expect((await new TestClient(second.baseUrl).post('/trpc/contact.create', message)).status).toBe(429);
  });
});

describe('sessions over two instances', () => {
  it('a session made on one instance is valid on the other, and signing out there ends it on both', async () => {
    const member = await first.signedInClient('user');
    const elsewhere = new TestClient(second.baseUrl);
    elsewhere.cookie = member.cookie;
    const me = await elsewhere.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.role).toBe('user');
    expect((await elsewhere.post('/api/logout')).status).toBe(204);
    expect((await member.get('/api/user')).status).toBe(401);
  });
});

describe('rate limits over two instances with REDIS_URL', () => {
  let left: TestServer;
  let right: TestServer;
  let redis: Redis;

  beforeAll(async () => {
    left = await startTestServer({ REDIS_URL: TEST_REDIS_URL });
    right = await startTestServer({ REDIS_URL: TEST_REDIS_URL }, { shareDatabaseOf: left });
    redis = new Redis(TEST_REDIS_URL);
  });

  afterAll(async () => {
    redis?.disconnect();
    await right?.close();
    await left?.close();
  });

  it('counts failed sign-ins made on either instance towards one limit kept in Redis, not in PostgreSQL', async () => {
    // Unique per run: Redis keeps counters between test runs for as long as their window lasts.
    const username = `redis-limit-${randomUUID().slice(0, 8)}`;
    // The same goes for this machine's per-address count (30 in 10 minutes): three runs in a row would
    // exhaust it, so each run starts from none.
    const addressKeys = await redis.keys('localrank:rate-limit:login-attempts-ip:*');
    if (addressKeys.length > 0) await redis.del(...addressKeys);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const server = attempt % 2 === 0 ? left : right;
      expect((await new TestClient(server.baseUrl).post('/api/login', { username, password: 'Wrong-Passw0rd' })).status).toBe(401);
    }
    for (const server of [left, right]) {
      const res = await new TestClient(server.baseUrl).post('/api/login', { username, password: 'Wrong-Passw0rd' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Counters are keyed by keyed hashes (rate-limit-keys.ts): "address|username" is stored as "hash|hash".
    const hashedName = await storedCounterKey(left.orm.em.fork(), username);
    const keys = await redis.keys(`localrank:rate-limit:login-attempts:*|${hashedName}`);
    expect(keys).toHaveLength(1);
    // Every attempt is counted before its password is checked: the ten failures and the two refused.
    expect(await redis.hget(keys[0]!, 'count')).toBe('12');
    const rows = await left.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>(`select count(*)::int as n from rate_limits where bucket like 'login-attempts%' and key like ?`, [
        `%|${hashedName}`,
      ]);
    expect(rows[0]!.n).toBe(0);
  });
});

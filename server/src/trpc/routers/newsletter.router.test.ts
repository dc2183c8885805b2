import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcQuery } from '../../test/trpc-query.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('newsletter.subscribe', () => {
  it('stores an address once, whatever its case; the second sign-up is a friendly success', async () => {
    const c = new TestClient(server.baseUrl);
    const first = await c.post('/trpc/newsletter.subscribe', { email: 'Reader@Example.com', source: 'blog' });
    expect(first.status).toBe(200);
    expect(first.json.result.data).toEqual({ status: 'subscribed' });
    const second = await c.post('/trpc/newsletter.subscribe', { email: 'reader@example.COM' });
    expect(second.status).toBe(200);
    expect(second.json.result.data).toEqual({ status: 'already-subscribed' });
    const rows = await server.orm.em.getConnection().execute('select email, source from newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'reader@example.com', source: 'blog' }]);
  });

  it('rejects a bad address with 400 and stores nothing', async () => {
    const res = await new TestClient(server.baseUrl).post('/trpc/newsletter.subscribe', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Please enter a valid email address.');
    const rows = await server.orm.em
      .getConnection()
      .execute("select count(*)::int as n from newsletter_subscriptions where email like 'not-%'");
    expect(rows[0]?.n).toBe(0);
  });
});

describe('the subscriber list (newsletter.list, exportCsv)', () => {
  let admin: TestClient;
  let ordinary: TestClient;
  const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);

  beforeAll(async () => {
    admin = await server.signedInClient('admin');
    ordinary = await server.signedInClient('user');
  });

  it.each([['newsletter.list'], ['newsletter.exportCsv']])('%s answers 401 to a visitor and 403 to an ordinary user', async (path) => {
    const visitor = await trpcQuery(new TestClient(server.baseUrl), path);
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.message).toBe('Please sign in to continue.');
    const user = await trpcQuery(ordinary, path);
    expect(user.status).toBe(403);
    expect(user.json.error.message).toBe('This action needs an administrator account.');
  });

  it('lists 51 subscribers newest first on two pages, with the total', async () => {
    await sql('delete from newsletter_subscriptions');
    await sql(
      `insert into newsletter_subscriptions (email, source, created_at)
       select 'reader' || g || '@example.com', 'footer', now() - make_interval(mins => g) from generate_series(1, 51) g`,
    );
    const first = await trpcQuery(admin, 'newsletter.list', { page: 1 });
    expect(first.status).toBe(200);
    const one = first.json.result.data;
    expect(one).toMatchObject({ total: 51, page: 1, pageCount: 2 });
    expect(one.items).toHaveLength(50);
    expect(one.items[0]).toEqual({
      id: expect.any(Number),
      email: 'reader1@example.com',
      source: 'footer',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(one.items[49].email).toBe('reader50@example.com');
    const two = (await trpcQuery(admin, 'newsletter.list', { page: 2 })).json.result.data;
    expect(two).toMatchObject({ total: 51, page: 2, pageCount: 2 });
    expect(two.items.map((s: { email: string }) => s.email)).toEqual(['reader51@example.com']);
    // No input at all is page 1.
    expect((await trpcQuery(admin, 'newsletter.list')).json.result.data.items[0].email).toBe('reader1@example.com');
  });

  it('rejects a bad page with 400', async () => {
    const res = await trpcQuery(admin, 'newsletter.list', { page: -3 });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Page must be a whole number of 1 or more.');
  });

  it('exports every subscriber as RFC 4180 CSV, quoting and disarming tricky values byte for byte', async () => {
    await sql('delete from newsletter_subscriptions');
    // Stored directly: the sign-up form would refuse most of these, but an export must survive them.
    const rows: Array<[string, string, string]> = [
      ['plain@example.com', 'footer', '2026-01-02T03:04:05.006Z'],
      ['comma,here@example.com', 'blog', '2026-01-03T00:00:00.000Z'],
      ['say "hi"@example.com', 'footer', '2026-01-04T00:00:00.000Z'],
      ['line\nbreak@example.com', 'footer', '2026-01-05T00:00:00.000Z'],
      ["=cmd|' /C calc'!A0", 'footer', '2026-01-06T00:00:00.000Z'],
      ['+44@example.com', 'blog', '2026-01-07T00:00:00.000Z'],
      ['=HYPERLINK("x")', '@src', '2026-01-08T00:00:00.000Z'],
    ];
    for (const [email, source, at] of rows) {
      await sql('insert into newsletter_subscriptions (email, source, created_at) values (?, ?, ?)', [email, source, at]);
    }
    const res = await trpcQuery(admin, 'newsletter.exportCsv');
    expect(res.status).toBe(200);
    const { filename, csv } = res.json.result.data as { filename: string; csv: string };
    expect(filename).toMatch(/^newsletter-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv).toBe(
      'email,source,subscribed_at\r\n' +
        'plain@example.com,footer,2026-01-02T03:04:05.006Z\r\n' +
        '"comma,here@example.com",blog,2026-01-03T00:00:00.000Z\r\n' +
        '"say ""hi""@example.com",footer,2026-01-04T00:00:00.000Z\r\n' +
        '"line\nbreak@example.com",footer,2026-01-05T00:00:00.000Z\r\n' +
        "'=cmd|' /C calc'!A0,footer,2026-01-06T00:00:00.000Z\r\n" +
        "'+44@example.com,blog,2026-01-07T00:00:00.000Z\r\n" +
        `"'=HYPERLINK(""x"")",'@src,2026-01-08T00:00:00.000Z\r\n`,
    );
  });

  it('exports just the header row when nobody has subscribed', async () => {
    await sql('delete from newsletter_subscriptions');
    const res = await trpcQuery(admin, 'newsletter.exportCsv');
    expect(res.json.result.data.csv).toBe('email,source,subscribed_at\r\n');
  });
});

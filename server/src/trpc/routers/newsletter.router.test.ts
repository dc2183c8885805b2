import { NEWSLETTER_EXPORT_URL } from '@app/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trpcQuery } from '../../test/trpc-query.ts';
import { initialState } from '../../test/served-html.ts';
import { postFormWithoutScript } from '../../test/post-form.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  // A stand-in web build, so a refused no-script sign-up renders its page.
  server = await startTestServer({}, { webStandIn: true });
});

afterAll(async () => {
  await server?.close();
});

/** Forgets every counted sign-up, so each test starts with its limits untouched. */
const forgetLimits = () => server.orm.em.getConnection().execute('delete from rate_limits', [], 'run');

/** Posts the newsletter form as a browser does without JavaScript, not following the redirect. */
async function postForm(fields: Record<string, string>) {
  const res = await postFormWithoutScript(server.baseUrl, '/api/newsletter', fields);
  return { status: res.status, location: res.headers.get('location'), body: res.text };
}

describe('newsletter.subscribe', () => {
  it('stores an address once, whatever its case, pending until it confirms, and answers a second sign-up exactly as the first', async () => {
    await forgetLimits();
    const c = new TestClient(server.baseUrl);
    const first = await c.post('/trpc/newsletter.subscribe', { email: 'Reader@Example.com', source: 'blog' });
    expect(first.status).toBe(200);
    expect(first.json.result.data).toEqual({ status: 'confirmation-sent' });
    const second = await c.post('/trpc/newsletter.subscribe', { email: 'reader@example.COM' });
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    const rows = await server.orm.em.getConnection().execute('select email, source, confirmed_at from newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'reader@example.com', source: 'blog', confirmed_at: null }]);
    // Two confirmation e-mails (the second with a new link), both to the address as stored, sent after the answers.
    await vi.waitFor(() => expect(server.outbox().filter((mail) => mail.to === 'reader@example.com')).toHaveLength(2));
  });

  it('does not tell whether an address is on the list: tRPC, JSON and the no-script form answer a listed and an unlisted address alike', async () => {
    await forgetLimits();
    const listed = 'listed-reader@example.com';
    expect((await new TestClient(server.baseUrl).post('/trpc/newsletter.subscribe', { email: listed })).status).toBe(200);
    const answers = async (email: string) => {
      await forgetLimits();
      const client = new TestClient(server.baseUrl);
      const trpc = await client.post('/trpc/newsletter.subscribe', { email, source: 'footer' });
      const json = await client.post('/api/newsletter', { email: email.toUpperCase(), source: 'footer' });
      const form = await postForm({ _form: 'newsletter', _back: '/blog', email, source: 'blog' });
      return { trpc: [trpc.status, trpc.text], json: [json.status, json.text], form };
    };
    const onTheList = await answers(listed);
    const notOnTheList = await answers('unlisted-reader@example.com');
    expect(onTheList).toEqual(notOnTheList);
    expect(onTheList.form).toMatchObject({ status: 303, location: '/blog?notice=subscribed' });
    // The unlisted address is now listed, and asked again it still gets the same answers.
    expect(await answers('unlisted-reader@example.com')).toEqual(notOnTheList);
  });

  it('answers 429 with Retry-After and a message a person can act on once one address signs up too often', async () => {
    await forgetLimits();
    const email = 'burst-reader@example.com';
    // Sent together, as a script would: the limit is counted before the work, so a burst cannot slip under it.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new TestClient(server.baseUrl).post('/trpc/newsletter.subscribe', { email: i % 2 ? email : email.toUpperCase() }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const refused = burst.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.error.message).toBe('You have signed up several times in a short time. Please wait a few minutes and try again.');
    expect(refused.text).not.toMatch(/at .*\.ts:\d+/);
    // The JSON route and the no-script form count against the same limit.
    const json = await new TestClient(server.baseUrl).post('/api/newsletter', { email });
    expect(json.status).toBe(429);
    expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(json.json.message).toMatch(/wait a few minutes/);
    const form = await postForm({ email });
    expect(form.status).toBe(429);
    expect(form.location).toBeNull();
    expect(initialState(form.body).formResult).toMatchObject({ form: 'newsletter', message: expect.stringMatching(/wait a few minutes/) });
  });

  it('counts each call of a tRPC batch: 200 sign-ups of one address in one request store it once and pass the limit only 5 times', async () => {
    await forgetLimits();
    const email = 'batch-reader@example.com';
    const paths = Array.from({ length: 200 }, () => 'newsletter.subscribe').join(',');
    const input = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [String(i), { email }]));
    const res = await new TestClient(server.baseUrl).post(`/trpc/${paths}?batch=1`, input);
    const results = res.json as Array<{ result?: unknown; error?: { message: string; data: { httpStatus: number } } }>;
    expect(results).toHaveLength(200);
    expect(results.filter((entry) => entry.result)).toHaveLength(5);
    const refused = results.filter((entry) => entry.error?.data.httpStatus === 429);
    expect(refused).toHaveLength(195);
    expect(refused[0]!.error!.message).toMatch(/wait a few minutes/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one visitor pouring in many addresses (30 in ten minutes), a batch counted call by call', async () => {
    await forgetLimits();
    const paths = Array.from({ length: 200 }, () => 'newsletter.subscribe').join(',');
    const input = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [String(i), { email: `poured-${i}@example.com` }]));
    const res = await new TestClient(server.baseUrl).post(`/trpc/${paths}?batch=1`, input);
    const results = res.json as Array<{ result?: unknown; error?: { data: { httpStatus: number } } }>;
    expect(results.filter((entry) => entry.result)).toHaveLength(30);
    expect(results.filter((entry) => entry.error?.data.httpStatus === 429)).toHaveLength(170);
    const [stored] = await server.orm.em
      .getConnection()
      .execute("select count(*)::int as n from newsletter_subscriptions where email like 'poured-%'");
    expect(stored?.n).toBe(30);
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

describe('the subscriber list (newsletter.list, the CSV export)', () => {
  let admin: TestClient;
  let ordinary: TestClient;
  const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);

  beforeAll(async () => {
    admin = await server.signedInClient('admin');
    ordinary = await server.signedInClient('user');
  });

  it.each([['newsletter.list']])('%s answers 401 to a visitor and 403 to an ordinary user', async (path) => {
    const visitor = await trpcQuery(new TestClient(server.baseUrl), path);
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.message).toBe('Please sign in to continue.');
    const user = await trpcQuery(ordinary, path);
    expect(user.status).toBe(403);
    expect(user.json.error.message).toBe('This action needs an administrator account.');
  });

  it('lists 51 confirmed subscribers newest first on two pages, with the total, and never a pending one', async () => {
    await sql('delete from newsletter_subscriptions');
    await sql(
      `insert into newsletter_subscriptions (email, source, created_at, confirmed_at)
       select 'reader' || g || '@example.com', 'footer', now() - make_interval(mins => g), now() from generate_series(1, 51) g`,
    );
    // Pending sign-ups, newer than all of them: not listed, not counted.
    await sql(
      `insert into newsletter_subscriptions (email, source, created_at)
       select 'pending' || g || '@example.com', 'footer', now() from generate_series(1, 3) g`,
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
      // Never bounced, and no newsletter sent yet (newsletter-issues.test.ts shows both filled in).
      bouncedAt: null,
      bounceReason: null,
      lastNewsletter: null,
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
      await sql('insert into newsletter_subscriptions (email, source, created_at, confirmed_at) values (?, ?, ?, ?)', [
        email,
        source,
        at,
        at,
      ]);
    }
    // A pending sign-up is not exported.
    await sql(
      "insert into newsletter_subscriptions (email, source, created_at) values ('pending@example.com', 'footer', '2026-01-02T00:00:00Z')",
    );
    const res = await admin.get(NEWSLETTER_EXPORT_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.text).toBe(
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

  it('exports just the header row when nobody has subscribed (or confirmed)', async () => {
    await sql('delete from newsletter_subscriptions');
    await sql("insert into newsletter_subscriptions (email) values ('pending-only@example.com')");
    const res = await admin.get(NEWSLETTER_EXPORT_URL);
    expect(res.text).toBe('email,source,subscribed_at\r\n');
  });
});

describe("the account's own subscription (newsletter.mine, newsletter.setMine)", () => {
  /** The newsletter e-mails to `to` (not the account's own e-mails, such as its address's verification). */
  const newsletterMailsTo = (to: string) => server.outbox().filter((mail) => mail.to === to && /newsletter/.test(mail.subject));

  /** The newest newsletter e-mail to `to`, waiting for the `count`-th (a confirmation is sent just after the answer). */
  async function confirmationTo(to: string, count: number) {
    await vi.waitFor(() => expect(newsletterMailsTo(to)).toHaveLength(count));
    return newsletterMailsTo(to).at(-1)!;
  }

  /** Verifies the account's address with the link e-mailed at sign-up, as its owner would. */
  async function verifyAddress(email: string) {
    const linkOf = () =>
      server
        .outbox()
        .filter((mail) => mail.to === email)
        .map((mail) => /https?:\/\/\S+(\/account\/verify-email\?token=[\w-]+)/.exec(mail.text)?.[1])
        .find(Boolean);
    await vi.waitFor(() => expect(linkOf()).toBeDefined());
    const res = await fetch(`${server.baseUrl}${linkOf()!}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
  }

  it("shows the account's address's state; Subscribe asks for confirmation (double opt-in), Unsubscribe removes it at once", async () => {
    await forgetLimits();
    const { client, username } = await server.signedInAccount('user');
    const email = `${username}@example.com`;
    expect((await trpcQuery(client, 'newsletter.mine')).json.result.data).toEqual({ email, state: 'none', since: null });

    const subscribed = await client.post('/trpc/newsletter.setMine', { subscribed: true });
    expect(subscribed.json.result.data).toMatchObject({ email, state: 'pending', since: expect.any(String) });
    const mail = await confirmationTo(email, 1);
    expect(mail.subject).toMatch(/Confirm your .* newsletter subscription/);
    const confirm = /https?:\/\/\S+(\/newsletter\/confirm\?token=[\w-]+)/.exec(mail.text)![1]!;
    expect((await fetch(`${server.baseUrl}${confirm}`, { redirect: 'manual' })).headers.get('location')).toBe('/newsletter/confirmed');
    expect((await trpcQuery(client, 'newsletter.mine')).json.result.data).toMatchObject({ state: 'confirmed' });

    const unsubscribed = await client.post('/trpc/newsletter.setMine', { subscribed: false });
    expect(unsubscribed.json.result.data).toEqual({ email, state: 'none', since: null });
    expect(await server.orm.em.getConnection().execute('select 1 from newsletter_subscriptions where email = ?', [email])).toEqual([]);
  });

  it('a verified address is subscribed at once, with no confirmation e-mail', async () => {
    await forgetLimits();
    const { client, username } = await server.signedInAccount('user');
    const email = `${username}@example.com`;
    await verifyAddress(email);
    const res = await client.post('/trpc/newsletter.setMine', { subscribed: true });
    expect(res.json.result.data).toMatchObject({ email, state: 'confirmed', since: expect.any(String) });
    expect(newsletterMailsTo(email)).toEqual([]);
    const rows = await server.orm.em.getConnection().execute('select source from newsletter_subscriptions where email = ?', [email]);
    expect(rows).toEqual([{ source: 'account' }]);
  });

  it('counts against the sign-up limit (429), refuses bad input (400) and a visitor (401)', async () => {
    await forgetLimits();
    const { client } = await server.signedInAccount('user');
    for (let i = 0; i < 5; i += 1) expect((await client.post('/trpc/newsletter.setMine', { subscribed: true })).status).toBe(200);
    expect((await client.post('/trpc/newsletter.setMine', { subscribed: true })).status).toBe(429);
    // Leaving is never limited.
    expect((await client.post('/trpc/newsletter.setMine', { subscribed: false })).status).toBe(200);
    expect((await client.post('/trpc/newsletter.setMine', { subscribed: 'yes' })).status).toBe(400);
    expect((await new TestClient(server.baseUrl).post('/trpc/newsletter.setMine', { subscribed: true })).status).toBe(401);
  });

  describe('an account that only claims an address (it never confirmed it) and the subscription of its holder', () => {
    const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);
    /** The holder's subscription row, every column: it must stay exactly as it was. */
    const holderRow = async (address: string) =>
      (await sql('select * from newsletter_subscriptions where lower(email) = lower(?)', [address]))[0];

    it('sees "not subscribed" with no dates, cannot remove it, and asking is answered (and mailed) as for a new address', async () => {
      const { client: fresh, username: freshName } = await server.signedInAccount('user');
      const { client: claimant, id: claimantId } = await server.signedInAccount('user');
      const { username } = await server.signedInAccount('user');
      const holder = `${username}-holder@example.com`;
      // The holder's confirmed subscription, made and confirmed before the claimant signed up with the address.
      await sql(
        `insert into newsletter_subscriptions (email, source, created_at, confirmed_at) values (?, 'footer', '2026-01-02T03:04:05Z', '2026-01-03T04:05:06Z')`,
        [holder],
      );
      const before = await holderRow(holder);
      // What an account sees at an address nobody subscribed: the answers the claimant must get too.
      await forgetLimits();
      const freshEmail = `${freshName}@example.com`;
      const freshMine = (await trpcQuery(fresh, 'newsletter.mine')).json.result.data;
      const freshAsked = (await fresh.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data;
      expect(freshAsked).toEqual({ email: freshEmail, state: 'pending', since: expect.any(String) });
      await fc.assert(
        fc.asyncProperty(fc.array(fc.boolean(), { minLength: holder.length, maxLength: holder.length }), async (upper) => {
          await forgetLimits();
          // The claimant's address: the holder's, in any case.
          const claimed = [...holder].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
          await sql('update users set email = ?, email_verified_at = null where id = ?', [claimed, claimantId]);
          const asFresh = (answer: { email: string; since: string | null }) => ({
            ...answer,
            email: freshEmail,
            since: answer.since && 'a time',
          });

          const mine = (await trpcQuery(claimant, 'newsletter.mine')).json.result.data;
          expect(mine).toEqual({ email: claimed, state: 'none', since: null });
          expect(asFresh(mine)).toEqual(asFresh(freshMine));

          // Unsubscribing answers the account's own state; the holder stays subscribed, row untouched.
          const left = await claimant.post('/trpc/newsletter.setMine', { subscribed: false });
          expect([left.status, left.json.result.data]).toEqual([200, { email: claimed, state: 'none', since: null }]);
          expect(await holderRow(holder)).toEqual(before);

          // Asking: a confirmation e-mail to the address (its holder decides), the same answer as at a new address.
          const mails = newsletterMailsTo(holder).length;
          const asked = (await claimant.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data;
          expect(asFresh(asked)).toEqual(asFresh(freshAsked));
          expect(Date.parse(asked.since)).toBeGreaterThan(new Date(before!.confirmed_at as string).getTime());
          await confirmationTo(holder, mails + 1);
          expect((await trpcQuery(claimant, 'newsletter.mine')).json.result.data).toEqual(asked);
          // Leaving withdraws the request; the holder's subscription is as it was.
          expect((await claimant.post('/trpc/newsletter.setMine', { subscribed: false })).json.result.data.state).toBe('none');
          expect(await holderRow(holder)).toEqual(before);
          expect((await trpcQuery(claimant, 'newsletter.mine')).json.result.data).toEqual({ email: claimed, state: 'none', since: null });
        }),
        { numRuns: 8 },
      );
    });

    it("the holder opening the link the claimant's request mailed it does not make its subscription the claimant's", async () => {
      await forgetLimits();
      const { client: holderClient, username } = await server.signedInAccount('user');
      const holder = `${username}@example.com`;
      await verifyAddress(holder);
      expect((await holderClient.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data.state).toBe('confirmed');
      const before = await holderRow(holder);
      const { client: claimant, id: claimantId } = await server.signedInAccount('user');
      await sql('update users set email = ?, email_verified_at = null where id = ?', [holder.toUpperCase(), claimantId]);
      expect((await claimant.post('/trpc/newsletter.setMine', { subscribed: true })).json.result.data.state).toBe('pending');
      const confirm = /https?:\/\/\S+(\/newsletter\/confirm\?token=[\w-]+)/.exec((await confirmationTo(holder, 1)).text)![1]!;
      expect((await fetch(`${server.baseUrl}${confirm}`, { redirect: 'manual' })).headers.get('location')).toBe('/newsletter/confirmed');
      expect((await trpcQuery(claimant, 'newsletter.mine')).json.result.data).toEqual({
        email: holder.toUpperCase(),
        state: 'none',
        since: null,
      });
      expect((await claimant.post('/trpc/newsletter.setMine', { subscribed: false })).status).toBe(200);
      expect(await holderRow(holder)).toEqual(before);
      expect((await trpcQuery(holderClient, 'newsletter.mine')).json.result.data.state).toBe('confirmed');
    });

    it('once the address is confirmed by the account, a subscription there made before and confirmed is its own: shown and removed', async () => {
      await forgetLimits();
      const { client, username } = await server.signedInAccount('user');
      const email = `${username}@example.com`;
      // Signed up from the footer in another case, confirmed, before the account confirmed its address.
      await sql(`insert into newsletter_subscriptions (email, source, confirmed_at) values (?, 'footer', '2026-01-03T04:05:06Z')`, [
        email.toUpperCase(),
      ]);
      await verifyAddress(email);
      expect((await trpcQuery(client, 'newsletter.mine')).json.result.data).toEqual({
        email,
        state: 'confirmed',
        since: '2026-01-03T04:05:06.000Z',
      });
      expect((await client.post('/trpc/newsletter.setMine', { subscribed: false })).json.result.data.state).toBe('none');
      expect(await holderRow(email)).toBeUndefined();
    });

    it('a subscription the account asked for and its link confirmed is its own while it still only claims the address', async () => {
      await forgetLimits();
      const { client, username } = await server.signedInAccount('user');
      const email = `${username}@example.com`;
      await client.post('/trpc/newsletter.setMine', { subscribed: true });
      const confirm = /https?:\/\/\S+(\/newsletter\/confirm\?token=[\w-]+)/.exec((await confirmationTo(email, 1)).text)![1]!;
      expect((await fetch(`${server.baseUrl}${confirm}`, { redirect: 'manual' })).headers.get('location')).toBe('/newsletter/confirmed');
      const row = await holderRow(email);
      expect(row).toMatchObject({ account_id: expect.any(Number), requested_by_id: null, confirm_token_hash: null });
      expect((await trpcQuery(client, 'newsletter.mine')).json.result.data).toEqual({
        email,
        state: 'confirmed',
        since: new Date(row!.confirmed_at as string).toISOString(),
      });
      expect((await client.post('/trpc/newsletter.setMine', { subscribed: false })).json.result.data.state).toBe('none');
      expect(await holderRow(email)).toBeUndefined();
    });
  });

  it('an account without an e-mail address is told to add one (400)', async () => {
    const admin = await server.signedInClient('admin');
    const res = await trpcQuery(admin, 'newsletter.mine');
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Add an e-mail address to your account first.');
  });
});

import { NEWSLETTER_EXPORT_URL } from '@app/contracts';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { hashToken } from '../auth/token-hash.ts';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  newsletterStatusOf,
  setNewsletterSubscription,
  subscribeToNewsletter,
} from '../newsletter/newsletter.service.ts';
import { newsletterLinkKey, unsubscribeLinkFor, unsubscribeTokenFor } from '../newsletter/unsubscribe-link.ts';
import { redactUrl, REDACTED } from '../plugins/url-secrets.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.orm.em.getConnection().execute('delete from rate_limits', [], 'run');
});

const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);

/** The server's newsletter link key (generated once and kept in the database: the test server sets none). */
const linkKey = () => newsletterLinkKey(server.orm.em.fork(), undefined);

/** The newest e-mail sent to `to`. */
function lastMailTo(to: string): MailMessage {
  const mail = server
    .outbox()
    .filter((message) => message.to === to)
    .at(-1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** The link of `path` (with its token) in an e-mail's text, as a path and query on this server. */
function linkIn(mail: MailMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w.-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}

/** The next e-mail to `to` that `send` (a sign-up) makes the server send, just after its answer. */
async function nextMailTo(to: string, send: () => Promise<unknown>): Promise<MailMessage> {
  const count = () => server.outbox().filter((message) => message.to === to.toLowerCase()).length;
  const before = count();
  await send();
  await vi.waitFor(() => expect(count()).toBe(before + 1));
  return lastMailTo(to.toLowerCase());
}

/** Signs `email` up as the footer form does with script, and returns its confirmation e-mail. */
function signUp(email: string): Promise<MailMessage> {
  return nextMailTo(email, async () => {
    const res = await new TestClient(server.baseUrl).post('/trpc/newsletter.subscribe', { email, source: 'footer' });
    expect(res.status).toBe(200);
  });
}

/** A GET without following redirects. */
const visit = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });

/** The page's button as a browser sends it (a form navigation: fetch cannot set Sec-Fetch-Mode). */
function postAsBrowserForm(path: string): Promise<{ status: number; location: string | undefined }> {
  const body = 'List-Unsubscribe=One-Click';
  const { hostname, port } = new URL(server.baseUrl);
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': String(body.length),
    Origin: server.baseUrl,
    'Sec-Fetch-Mode': 'navigate',
    'Sec-Fetch-Site': 'same-origin',
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts a form body to `path` as a mail provider does: no Origin, no cookie, no Sec-Fetch headers. */
const postFromElsewhere = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

async function listedEmails(): Promise<string[]> {
  const res = await trpcQuery(admin, 'newsletter.list', { page: 1 });
  return res.json.result.data.items.map((item: { email: string }) => item.email);
}

async function stored(email: string): Promise<{ confirmed_at: string | null } | undefined> {
  const [row] = await sql('select confirmed_at from newsletter_subscriptions where email = ?', [email]);
  return row as { confirmed_at: string | null } | undefined;
}

describe('double opt-in', () => {
  it('a sign-up is pending: it is e-mailed a confirmation link, and is neither listed nor exported until it confirms', async () => {
    const email = 'pending-reader@example.com';
    const mail = await signUp(email);
    expect(mail.subject).toMatch(/Confirm your .* newsletter subscription/);
    expect(mail.text).toContain('within 7 days');
    const confirm = linkIn(mail, '/newsletter/confirm');
    // 160 random bits (27 base64url characters), stored only as its SHA-256.
    const token = new URL(confirm, server.baseUrl).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(27);
    const [row] = await sql(
      'select confirmed_at, confirm_token_hash, unsubscribe_token_hash from newsletter_subscriptions where email = ?',
      [email],
    );
    expect(row).toMatchObject({ confirmed_at: null, confirm_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await listedEmails()).not.toContain(email);
    expect((await admin.get(NEWSLETTER_EXPORT_URL)).text).not.toContain(email);

    const confirmed = await visit(confirm);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed');
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect((await stored(email))?.confirmed_at).not.toBeNull();
    expect(await listedEmails()).toContain(email);
    expect((await admin.get(NEWSLETTER_EXPORT_URL)).text).toContain(`${email},footer,`);
  });

  it('a confirmation link works once: a second visit leads to the "expired or used" page', async () => {
    const confirm = linkIn(await signUp('once-reader@example.com'), '/newsletter/confirm');
    expect((await visit(confirm)).headers.get('location')).toBe('/newsletter/confirmed');
    const again = await visit(confirm);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/newsletter/link-expired');
    // An unknown or missing token confirms nothing.
    expect((await visit('/newsletter/confirm?token=unknown-token-123')).headers.get('location')).toBe('/newsletter/link-expired');
    expect((await visit('/newsletter/confirm')).headers.get('location')).toBe('/newsletter/link-expired');
  });

  it('a HEAD of the confirmation link does not confirm', async () => {
    const email = 'head-reader@example.com';
    const confirm = linkIn(await signUp(email), '/newsletter/confirm');
    const head = await fetch(`${server.baseUrl}${confirm}`, { method: 'HEAD', redirect: 'manual' });
    expect([head.status, head.headers.get('location')]).toEqual([303, '/newsletter/confirmed']);
    expect((await stored(email))?.confirmed_at).toBeNull();
    expect((await visit(confirm)).headers.get('location')).toBe('/newsletter/confirmed');
  });

  it('a link older than 7 days has expired, and the expired pending sign-up is deleted at the next sign-up', async () => {
    const email = 'late-reader@example.com';
    const eightDaysAgo = new Date(Date.now() - NEWSLETTER_CONFIRM_TTL_MS - 24 * 60 * 60 * 1000);
    const mail = await subscribeToNewsletter(
      server.orm.em.fork(),
      { email, source: 'blog' },
      server.baseUrl,
      await linkKey(),
      eightDaysAgo,
    );
    const confirm = linkIn(mail!, '/newsletter/confirm');
    expect((await visit(confirm)).headers.get('location')).toBe('/newsletter/link-expired');
    expect((await stored(email))?.confirmed_at).toBeNull();
    await signUp('someone-else@example.com');
    expect(await stored(email)).toBeUndefined();
  });

  it('answers a new, a pending and a confirmed address alike; a pending one gets a new link (the old one dies), a confirmed one no e-mail', async () => {
    const email = 'again-reader@example.com';
    const client = new TestClient(server.baseUrl);
    let first!: Awaited<ReturnType<TestClient['post']>>;
    let second!: Awaited<ReturnType<TestClient['post']>>;
    const oldLink = linkIn(
      await nextMailTo(email, async () => (first = await client.post('/trpc/newsletter.subscribe', { email }))),
      '/newsletter/confirm',
    );
    const newLink = linkIn(
      await nextMailTo(email, async () => (second = await client.post('/trpc/newsletter.subscribe', { email: email.toUpperCase() }))),
      '/newsletter/confirm',
    );
    expect(newLink).not.toBe(oldLink);
    expect((await visit(oldLink)).headers.get('location')).toBe('/newsletter/link-expired');
    expect((await visit(newLink)).headers.get('location')).toBe('/newsletter/confirmed');
    const third = await client.post('/trpc/newsletter.subscribe', { email });
    // Confirmed: nothing to e-mail.
    expect(await subscribeToNewsletter(server.orm.em.fork(), { email, source: 'footer' }, server.baseUrl, await linkKey())).toBeNull();
    expect([second.status, second.text]).toEqual([first.status, first.text]);
    expect([third.status, third.text]).toEqual([first.status, first.text]);
    expect(first.json.result.data).toEqual({ status: 'confirmation-sent' });
  });

  it('keeps the link tokens out of the log (the query parameter is named token)', () => {
    expect(redactUrl('/newsletter/confirm?token=abcDEF123_-')).toBe(`/newsletter/confirm?token=${REDACTED}`);
    expect(redactUrl('/newsletter/unsubscribe?token=abcDEF123_-')).toBe(`/newsletter/unsubscribe?token=${REDACTED}`);
  });
});

describe('unsubscribe', () => {
  it('every newsletter e-mail carries the unsubscribe link and the RFC 8058 headers', async () => {
    const mail = await signUp('headers-reader@example.com');
    const link = linkIn(mail, '/newsletter/unsubscribe');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${server.baseUrl}${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`href="${server.baseUrl}${link}"`);
  });

  it('a one-click POST with no Origin, cookie or CSRF token unsubscribes at once, and again is answered the same', async () => {
    const email = 'one-click-reader@example.com';
    const mail = await signUp(email);
    await visit(linkIn(mail, '/newsletter/confirm'));
    const link = linkIn(mail, '/newsletter/unsubscribe');
    const res = await postFromElsewhere(link, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await stored(email)).toBeUndefined();
    expect(await listedEmails()).not.toContain(email);
    expect((await postFromElsewhere(link, 'List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('the origin check still refuses a foreign POST with another body, to another route, or of another type', async () => {
    const email = 'guarded-reader@example.com';
    const link = linkIn(await signUp(email), '/newsletter/unsubscribe');
    const refused = [
      await postFromElsewhere(link, 'List-Unsubscribe=One-Click&extra=1'),
      await postFromElsewhere(link, 'List-Unsubscribe=Two-Clicks'),
      await postFromElsewhere(link, ''),
      await postFromElsewhere(link, '{"List-Unsubscribe":"One-Click"}', { 'Content-Type': 'application/json' }),
      await postFromElsewhere('/api/newsletter', 'List-Unsubscribe=One-Click'),
      await postFromElsewhere('/api/contact', 'List-Unsubscribe=One-Click'),
      await postFromElsewhere('/newsletter/unsubscribe/x', 'List-Unsubscribe=One-Click'),
      await postFromElsewhere('/api/logout', 'List-Unsubscribe=One-Click'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/did not come from this site/);
    }
    expect(await stored(email)).toBeDefined();
    // Exactly the one-click body passes, whatever the Origin (a provider's server may send its own).
    expect((await postFromElsewhere(link, 'List-Unsubscribe=One-Click', { Origin: 'https://mail.example' })).status).toBe(200);
    expect(await stored(email)).toBeUndefined();
  });

  it('the page at the link (GET) never unsubscribes; its button (a same-site form navigation) does, and leads to the unsubscribed page', async () => {
    const email = 'page-reader@example.com';
    const mail = await signUp(email);
    await visit(linkIn(mail, '/newsletter/confirm'));
    const link = linkIn(mail, '/newsletter/unsubscribe');
    const page = await visit(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    await fetch(`${server.baseUrl}${link}`, { method: 'HEAD' });
    expect((await stored(email))?.confirmed_at).not.toBeNull();
    const button = await postAsBrowserForm(link);
    expect(button).toEqual({ status: 303, location: '/newsletter/unsubscribed' });
    expect(await stored(email)).toBeUndefined();
  });

  it('a same-site POST with another body is a 400 with a clear message, and unsubscribes nobody', async () => {
    const email = 'wrong-body-reader@example.com';
    const link = linkIn(await signUp(email), '/newsletter/unsubscribe');
    const res = await new TestClient(server.baseUrl).post(link, { 'List-Unsubscribe': 'One-Click' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Unsubscribe by posting List-Unsubscribe=One-Click as a form.');
    expect(await stored(email)).toBeDefined();
  });
});

describe('the account functions', () => {
  it("tell where an account's address stands and change it: subscribing asks for confirmation, unsubscribing removes the address", async () => {
    const em = server.orm.em.fork();
    const { id } = await server.signedInAccount('user');
    // An address the account has not confirmed: the subscription becomes its own through the link.
    const account = { id, email: 'Account-Reader@Example.com', emailVerified: false };
    expect(await newsletterStatusOf(em, account)).toEqual({ state: 'none' });
    const mail = await setNewsletterSubscription(em, account, true, server.baseUrl, await linkKey());
    expect(mail?.to).toBe('account-reader@example.com');
    expect(await newsletterStatusOf(em, account)).toMatchObject({ state: 'pending' });
    expect((await visit(linkIn(mail!, '/newsletter/confirm'))).headers.get('location')).toBe('/newsletter/confirmed');
    expect(await newsletterStatusOf(em, account)).toMatchObject({ state: 'confirmed', since: expect.any(Date) });
    expect(await setNewsletterSubscription(em, account, true, server.baseUrl, await linkKey())).toBeNull();
    expect(await setNewsletterSubscription(em, account, false, server.baseUrl, await linkKey())).toBeNull();
    expect(await newsletterStatusOf(em, account)).toEqual({ state: 'none' });
    expect(await stored(account.email.toLowerCase())).toBeUndefined();
  });
});

describe('derived unsubscribe links (HMAC-SHA-256 of the subscription, server key)', () => {
  it('the link is rebuildable from the row: unsubscribeLinkFor gives the one the confirmation e-mail carried', async () => {
    const email = 'derived-reader@example.com';
    const mail = await signUp(email);
    const [row] = await sql('select id, email from newsletter_subscriptions where email = ?', [email]);
    const rebuilt = unsubscribeLinkFor(await linkKey(), row as { id: number; email: string }, server.baseUrl);
    expect(`${server.baseUrl}${linkIn(mail, '/newsletter/unsubscribe')}`).toBe(rebuilt);
    // Nothing about it is stored: the row keeps no unsubscribe hash.
    expect((await sql('select unsubscribe_token_hash from newsletter_subscriptions where email = ?', [email]))[0]).toEqual({
      unsubscribe_token_hash: null,
    });
    expect((await postFromElsewhere(new URL(rebuilt).pathname + new URL(rebuilt).search, 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await stored(email)).toBeUndefined();
  });

  it('a tampered link (another id, a changed signature, another key) unsubscribes nobody', async () => {
    const email = 'tamper-reader@example.com';
    const link = linkIn(await signUp(email), '/newsletter/unsubscribe');
    const token = new URL(link, server.baseUrl).searchParams.get('token')!;
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const [other] = await sql('select id, email from newsletter_subscriptions where email = ?', [email]);
    const foreignKey = unsubscribeTokenFor(Buffer.from('another-key-another-key-another-key'), other as { id: number; email: string });
    for (const bad of [`${id}.${flipped}`, `${Number(id) + 1}.${mac}`, foreignKey, `${id}.${mac}x`, `${id}.`]) {
      expect(
        (await postFromElsewhere(`/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`, 'List-Unsubscribe=One-Click')).status,
      ).toBe(200);
    }
    expect(await stored(email)).toBeDefined();
    expect((await postFromElsewhere(link, 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await stored(email)).toBeUndefined();
  });

  it('a re-subscription gets a new link: the earlier one no longer works', async () => {
    const email = 'returning-reader@example.com';
    const first = linkIn(await signUp(email), '/newsletter/unsubscribe');
    expect((await postFromElsewhere(first, 'List-Unsubscribe=One-Click')).status).toBe(200);
    const second = linkIn(await signUp(email), '/newsletter/unsubscribe');
    expect(second).not.toBe(first);
    await postFromElsewhere(first, 'List-Unsubscribe=One-Click');
    expect(await stored(email)).toBeDefined();
  });

  it('a link mailed before links were derived (a random token stored as SHA-256) keeps working', async () => {
    const email = 'old-link-reader@example.com';
    const oldToken = 'Q2xhc3NpY1JhbmRvbVRva2VuMTIz';
    await sql(`insert into newsletter_subscriptions (email, source, confirmed_at, unsubscribe_token_hash) values (?, 'footer', now(), ?)`, [
      email,
      hashToken(oldToken),
    ]);
    await postFromElsewhere(`/newsletter/unsubscribe?token=${oldToken}x`, 'List-Unsubscribe=One-Click');
    expect(await stored(email)).toBeDefined();
    expect((await postFromElsewhere(`/newsletter/unsubscribe?token=${oldToken}`, 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await stored(email)).toBeUndefined();
  });

  it('with NEWSLETTER_LINK_KEY set, links are signed with it; without, one key is generated once and kept', async () => {
    const subscription = { id: 7, email: 'x@example.com' };
    const configured = 'k'.repeat(40);
    expect(await newsletterLinkKey(server.orm.em.fork(), configured)).toEqual(Buffer.from(configured));
    const stored1 = await linkKey();
    expect(stored1).toHaveLength(32);
    expect(await linkKey()).toEqual(stored1);
    expect(unsubscribeTokenFor(stored1, subscription)).not.toBe(unsubscribeTokenFor(Buffer.from(configured), subscription));
    expect(unsubscribeTokenFor(stored1, subscription)).not.toBe(unsubscribeTokenFor(stored1, { ...subscription, id: 8 }));
  });
});

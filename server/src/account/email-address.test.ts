import {
  SAME_EMAIL_ADDRESS,
  TOO_MANY_EMAIL_LINKS,
  TOO_MANY_PASSWORD_CHECKS,
  WRONG_CURRENT_PASSWORD,
  type AccountEvent,
  type EmailAddressStatus,
} from '@app/contracts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { postFormWithoutScript } from '../test/post-form.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { confirmEmailChange, EMAIL_CHANGE_TTL_MS, requestEmailChange } from './email-change.service.ts';
import { EMAIL_VERIFY_TTL_MS, verificationMailFor, verifyEmailAddress } from './email-verification.service.ts';

// A customer's e-mail address over HTTP: the verification link e-mailed at sign-up, its resend, and a change of
// address that only happens when the new address opens its link (the old one told). Expiry is tried with the
// services' clock.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: 'https://localrank.example' });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.orm.em.getConnection().execute('delete from rate_limits', [], 'run');
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.orm.em.getConnection().execute<T[]>(text, params);

/** The e-mails sent to `to`, oldest first. */
const mailsTo = (to: string): MailMessage[] => server.outbox().filter((mail) => mail.to === to);

/** The token of the link to `path` in `mail`, which must be on the configured public origin. */
function tokenIn(mail: MailMessage, path: string): string {
  const match = new RegExp(`https://localrank\\.example${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}

/** A GET of a link without following its redirect: where it leads. */
async function open(path: string, token: string, method: 'GET' | 'HEAD' = 'GET'): Promise<string | null> {
  const res = await fetch(`${server.baseUrl}${path}?token=${token}`, { method, redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

const statusOf = async (client: TestClient) => (await trpcQuery(client, 'emailAddress.status')).json.result.data as EmailAddressStatus;
const eventsOf = async (client: TestClient) => (await trpcQuery(client, 'profile.events')).json.result.data as AccountEvent[];

/** A customer signed up through POST /api/register, with its address and client. */
async function customer() {
  const account = await server.signedInAccount('user');
  return { ...account, email: `${account.username}@example.com` };
}

describe('verifying the address given at sign-up', () => {
  it('e-mails a single-use link at sign-up (SHA-256 stored); opening it verifies the address; a HEAD uses nothing up', async () => {
    const { client, email, id } = await customer();
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Confirm your LocalRank e-mail address');
    expect(mail!.text).toContain('within 7 days');
    const token = tokenIn(mail!, '/account/verify-email');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(15);
    const [row] = await sql<{ token_hash: string }>("select token_hash from email_tokens where user_id = ? and purpose = 'verify'", [id]);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await statusOf(client)).toEqual({ email, verified: false, pendingEmail: null });
    // The account works meanwhile.
    expect((await client.get('/api/user')).status).toBe(200);

    expect(await open('/account/verify-email', token, 'HEAD')).toBe('/account/email-verified');
    expect(await open('/account/verify-email', token)).toBe('/account/email-verified');
    expect(await statusOf(client)).toEqual({ email, verified: true, pendingEmail: null });
    expect((await eventsOf(client))[0]).toMatchObject({ kind: 'email-verified', summary: `E-mail address ${email} verified` });
    // Single use: the second opening, and a HEAD of it, lead to the page saying what to do.
    expect(await open('/account/verify-email', token)).toBe('/account/email-link-expired');
    expect(await open('/account/verify-email', token, 'HEAD')).toBe('/account/email-link-expired');
    expect(await open('/account/verify-email', 'not-a-token')).toBe('/account/email-link-expired');
  });

  it('the sign-up form posted without JavaScript sends the same e-mail', async () => {
    const email = `no-script-${Date.now()}@example.com`;
    const res = await postFormWithoutScript(server.baseUrl, '/api/register', {
      _form: 'sign-up',
      name: 'No Script',
      email,
      username: `noscript${Date.now()}`,
      password: 'Str0ng-Passw0rd',
      confirmPassword: 'Str0ng-Passw0rd',
      acceptTerms: 'on',
    });
    expect(res.status).toBe(303);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Confirm your LocalRank e-mail address']);
    expect(await open('/account/verify-email', tokenIn(mailsTo(email)[0]!, '/account/verify-email'))).toBe('/account/email-verified');
  });

  it('a link older than 7 days no longer works (the clock passed in)', async () => {
    const { id, username, email } = await customer();
    const em = server.orm.em.fork();
    const issuedAt = new Date(Date.now() - EMAIL_VERIFY_TTL_MS - 1000);
    const mail = await verificationMailFor(em, { id, username, name: null, email }, 'https://localrank.example', issuedAt);
    const token = tokenIn(mail!, '/account/verify-email');
    expect(await verifyEmailAddress(em, token, new Date(issuedAt.getTime() + EMAIL_VERIFY_TTL_MS))).toBe('expired');
    const fresh = tokenIn(
      (await verificationMailFor(em, { id, username, name: null, email }, 'https://localrank.example', issuedAt))!,
      '/account/verify-email',
    );
    expect(await verifyEmailAddress(em, fresh, new Date(issuedAt.getTime() + EMAIL_VERIFY_TTL_MS - 1000))).toBe('verified');
  });

  it('"Resend link" e-mails a new link (the older one dies), refuses a verified address (400), and is rate limited (429)', async () => {
    const { client, email } = await customer();
    const first = tokenIn(mailsTo(email)[0]!, '/account/verify-email');
    const res = await client.post('/trpc/emailAddress.resendVerification', {});
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({ sentTo: email });
    const second = tokenIn(mailsTo(email).at(-1)!, '/account/verify-email');
    expect(second).not.toBe(first);
    expect(await open('/account/verify-email', first)).toBe('/account/email-link-expired');
    for (let sent = 1; sent < 5; sent++) expect((await client.post('/trpc/emailAddress.resendVerification', {})).status).toBe(200);
    const refused = await client.post('/trpc/emailAddress.resendVerification', {});
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(TOO_MANY_EMAIL_LINKS);
    expect(mailsTo(email)).toHaveLength(6);

    expect(await open('/account/verify-email', tokenIn(mailsTo(email).at(-1)!, '/account/verify-email'))).toBe('/account/email-verified');
    await server.orm.em.getConnection().execute('delete from rate_limits', [], 'run');
    const verified = await client.post('/trpc/emailAddress.resendVerification', {});
    expect(verified.status).toBe(400);
    expect(verified.json.error.message).toBe('Your e-mail address is already verified.');
  });

  it('needs a signed-in account (401)', async () => {
    const stranger = new TestClient(server.baseUrl);
    expect((await stranger.post('/trpc/emailAddress.resendVerification', {})).status).toBe(401);
    expect((await trpcQuery(stranger, 'emailAddress.status')).status).toBe(401);
  });
});

describe('changing the address', () => {
  it('with the password: nothing changes until the new address opens its link; the old address is told twice', async () => {
    const { client, email, password } = await customer();
    const newEmail = `new-${email}`;
    const res = await client.post('/trpc/emailAddress.requestChange', { email: newEmail.toUpperCase(), currentPassword: password });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({
      pendingEmail: newEmail,
      message: `We sent a confirmation link to ${newEmail}. Your address changes when it is opened (within 24 hours).`,
    });
    expect((await client.get('/api/user')).json.email).toBe(email);
    expect(await statusOf(client)).toEqual({ email, verified: false, pendingEmail: newEmail });
    const link = mailsTo(newEmail)[0]!;
    expect(link.subject).toBe('Confirm your new LocalRank e-mail address');
    expect(link.text).toContain('within 24 hours');
    await vi.waitFor(() =>
      expect(mailsTo(email).map((mail) => mail.subject)).toContain('A change of your LocalRank e-mail address was asked for'),
    );
    expect(mailsTo(email).at(-1)!.text).toContain(newEmail);

    const token = tokenIn(link, '/account/confirm-email');
    expect(await open('/account/confirm-email', token, 'HEAD')).toBe('/account/email-changed');
    expect((await client.get('/api/user')).json.email).toBe(email);
    expect(await open('/account/confirm-email', token)).toBe('/account/email-changed');
    expect((await client.get('/api/user')).json.email).toBe(newEmail);
    expect(await statusOf(client)).toEqual({ email: newEmail, verified: true, pendingEmail: null });
    const changed = mailsTo(email).at(-1)!;
    expect(changed.subject).toBe('Your LocalRank e-mail address was changed');
    expect(changed.text).toContain(`from ${email} to ${newEmail}`);
    const events = await eventsOf(client);
    expect(events[0]).toMatchObject({ kind: 'email-changed', summary: `E-mail address changed from ${email} to ${newEmail}` });
    expect(events[1]).toMatchObject({ kind: 'email-change-requested', summary: `Asked to change the e-mail address to ${newEmail}` });
    // Single use; the old address's verification link died with the change; the session stays.
    expect(await open('/account/confirm-email', token)).toBe('/account/email-link-expired');
    expect(await open('/account/verify-email', tokenIn(mailsTo(email)[0]!, '/account/verify-email'))).toBe('/account/email-link-expired');
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('a wrong password is a 400 naming the field, and nothing is asked; too many are a 429', async () => {
    const { client, email, id } = await customer();
    const before = server.outbox().length;
    const res = await client.post('/trpc/emailAddress.requestChange', { email: `x-${email}`, currentPassword: 'Wrong-Passw0rd' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(res.json.error.data.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect(await sql("select id from email_tokens where user_id = ? and purpose = 'change'", [id])).toEqual([]);
    expect(server.outbox()).toHaveLength(before);
    for (let attempt = 1; attempt < 10; attempt++) {
      expect(
        (await client.post('/trpc/emailAddress.requestChange', { email: `x-${email}`, currentPassword: 'Wrong-Passw0rd' })).status,
      ).toBe(400);
    }
    const refused = await client.post('/trpc/emailAddress.requestChange', { email: `x-${email}`, currentPassword: 'Wrong-Passw0rd' });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(TOO_MANY_PASSWORD_CHECKS);
  });

  it('bad input: an invalid address or the same address is a 400 with its message', async () => {
    const { client, email, password } = await customer();
    const invalid = await client.post('/trpc/emailAddress.requestChange', { email: 'not-an-address', currentPassword: password });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.data.fieldErrors.email).toBe('Invalid email address');
    const same = await client.post('/trpc/emailAddress.requestChange', { email: email.toUpperCase(), currentPassword: password });
    expect(same.status).toBe(400);
    expect(same.json.error.message).toBe(SAME_EMAIL_ADDRESS);
  });

  it('a newer request replaces the older one; the change e-mails are rate limited (429)', async () => {
    const { client, email, password } = await customer();
    const ask = (to: string) => client.post('/trpc/emailAddress.requestChange', { email: to, currentPassword: password });
    expect((await ask(`one-${email}`)).status).toBe(200);
    expect((await ask(`two-${email}`)).status).toBe(200);
    expect(await statusOf(client)).toMatchObject({ pendingEmail: `two-${email}` });
    expect(await open('/account/confirm-email', tokenIn(mailsTo(`one-${email}`)[0]!, '/account/confirm-email'))).toBe(
      '/account/email-link-expired',
    );
    expect((await client.get('/api/user')).json.email).toBe(email);
    for (let sent = 2; sent < 5; sent++) expect((await ask(`more${sent}-${email}`)).status).toBe(200);
    const refused = await ask(`six-${email}`);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(TOO_MANY_EMAIL_LINKS);
    expect(mailsTo(`six-${email}`)).toEqual([]);
  });

  it("another account's confirmed address gets the same answer, and its confirmation refuses clearly without changing anything", async () => {
    const owner = await customer();
    expect(await open('/account/verify-email', tokenIn(mailsTo(owner.email)[0]!, '/account/verify-email'))).toBe('/account/email-verified');
    const { client, email, password } = await customer();
    const res = await client.post('/trpc/emailAddress.requestChange', { email: owner.email, currentPassword: password });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({
      pendingEmail: owner.email,
      message: `We sent a confirmation link to ${owner.email}. Your address changes when it is opened (within 24 hours).`,
    });
    const token = tokenIn(mailsTo(owner.email).at(-1)!, '/account/confirm-email');
    expect(await open('/account/confirm-email', token)).toBe('/account/email-taken');
    expect((await client.get('/api/user')).json.email).toBe(email);
    expect((await owner.client.get('/api/user')).json.email).toBe(owner.email);
    expect(await open('/account/confirm-email', token)).toBe('/account/email-link-expired');
  });

  it('a confirmation link older than 24 hours no longer works (the clock passed in)', async () => {
    const { id, email, password } = await customer();
    const em = server.orm.em.fork();
    const askedAt = new Date(Date.now() - EMAIL_CHANGE_TTL_MS - 1000);
    const { link } = await requestEmailChange(
      em,
      id,
      { email: `late-${email}`, currentPassword: password },
      'https://localrank.example',
      (tx, message) => server.app.mailQueue.enqueue(tx, message).then(() => undefined),
      askedAt,
    );
    const token = tokenIn(link, '/account/confirm-email');
    expect(await confirmEmailChange(em, token, new Date(askedAt.getTime() + EMAIL_CHANGE_TTL_MS))).toEqual({ outcome: 'expired' });
    const [row] = await sql<{ email: string }>('select email from users where id = ?', [id]);
    expect(row!.email).toBe(email);
  });
});

describe('an address belongs to the account that confirmed it', () => {
  /** A new customer signed up through POST /api/register with `email`, and its client. */
  async function signUpWith(email: string) {
    const client = new TestClient(server.baseUrl);
    const username = `claim${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const res = await client.post('/api/register', { username, password: 'Claim-Passw0rd', name: 'Claimant', email });
    expect(res.status).toBe(201);
    return { client, username };
  }
  const verifyLinksIn = (email: string) => mailsTo(email).filter((mail) => mail.text.includes('/account/verify-email?token='));

  it('a sign-up with a confirmed address tells its owner instead of sending a link, and "Resend link" does the same', async () => {
    const owner = await customer();
    expect(await open('/account/verify-email', tokenIn(mailsTo(owner.email)[0]!, '/account/verify-email'))).toBe('/account/email-verified');
    // Given in capitals: the same address.
    const claimant = await signUpWith(owner.email.toUpperCase());
    const notice = mailsTo(owner.email).at(-1)!;
    expect(notice.subject).toBe('Someone used your e-mail address to sign up for LocalRank');
    expect(notice.text).toContain(`already confirmed as the address of your account "${owner.username}"`);
    expect(notice.text).toContain('https://localrank.example/forgot-password');
    expect(notice.text).not.toContain('token=');
    expect(await statusOf(claimant.client)).toEqual({ email: owner.email, verified: false, pendingEmail: null });
    // The claimant's answer is the usual one; a resend is the notice again.
    const resent = await claimant.client.post('/trpc/emailAddress.resendVerification', {});
    expect(resent.status).toBe(200);
    expect(mailsTo(owner.email).at(-1)!.subject).toBe('Someone used your e-mail address to sign up for LocalRank');
    // The only link this address ever got is the owner's own, opened above.
    expect(verifyLinksIn(owner.email)).toHaveLength(1);
    expect(await sql('select 1 from email_tokens t join users u on u.id = t.user_id where u.username = ?', [claimant.username])).toEqual(
      [],
    );
  });

  it('of two accounts given one address, the first link opened confirms it; the other leads to the "taken" page', async () => {
    const email = `shared-${Date.now().toString(36)}@example.com`;
    const first = await signUpWith(email);
    const second = await signUpWith(email);
    const [firstLink, secondLink] = verifyLinksIn(email).map((mail) => tokenIn(mail, '/account/verify-email'));
    expect(await open('/account/verify-email', secondLink!)).toBe('/account/email-verified');
    expect(await open('/account/verify-email', firstLink!)).toBe('/account/email-taken');
    expect(await statusOf(second.client)).toMatchObject({ verified: true });
    expect(await statusOf(first.client)).toMatchObject({ email, verified: false });
  });

  it('an address another account only claimed does not stop its owner changing to it', async () => {
    const email = `claimed-${Date.now().toString(36)}@example.com`;
    const claimant = await signUpWith(email);
    const claimantLink = tokenIn(verifyLinksIn(email)[0]!, '/account/verify-email');
    const owner = await customer();
    const asked = await owner.client.post('/trpc/emailAddress.requestChange', { email, currentPassword: owner.password });
    expect(asked.status).toBe(200);
    expect(await open('/account/confirm-email', tokenIn(mailsTo(email).at(-1)!, '/account/confirm-email'))).toBe('/account/email-changed');
    expect(await statusOf(owner.client)).toEqual({ email, verified: true, pendingEmail: null });
    // The claimant's earlier link can no longer confirm the address for it.
    expect(await open('/account/verify-email', claimantLink)).toBe('/account/email-taken');
    expect(await statusOf(claimant.client)).toMatchObject({ verified: false });
  });
});

describe('the waiting new address is personal data', () => {
  it('"Download my data" holds it, and "Delete my account" removes it', async () => {
    const { client, email, password, id } = await customer();
    expect((await client.post('/trpc/emailAddress.requestChange', { email: `pending-${email}`, currentPassword: password })).status).toBe(
      200,
    );
    const download = await client.get('/api/account/data');
    expect(download.status).toBe(200);
    const rows = download.json.tables.email_tokens.rows as Array<{ purpose: string; email: string }>;
    expect(rows).toContainEqual(expect.objectContaining({ purpose: 'change', email: `pending-${email}` }));
    expect(download.text).not.toContain('token_hash":"');
    expect((await client.post('/trpc/privacy.deleteAccount', { currentPassword: password })).status).toBe(200);
    expect(await sql('select id from email_tokens where user_id = ? or lower(email) = lower(?)', [id, `pending-${email}`])).toEqual([]);
  });
});

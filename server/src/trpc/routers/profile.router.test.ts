import { TOO_MANY_PASSWORD_CHECKS, WRONG_CURRENT_PASSWORD } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

// The admin's own profile (/admin/profile) over HTTP: name, e-mail and password, each confirmed with the
// current password, and the e-mails that tell the account's owner of a change.

/** The password `server.signedInClient('admin')` gives its accounts. */
const PASSWORD = 'Test-Passw0rd';
const NEW_PASSWORD = 'Changed-Passw0rd';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A new admin, signed in, with its username and id. */
const admin = () => server.signedInAccount('admin');

/** A second browser signed in as `username`. */
async function secondBrowser(username: string, password = PASSWORD): Promise<TestClient> {
  const browser = new TestClient(server.baseUrl);
  expect((await browser.post('/api/login', { username, password })).status).toBe(200);
  return browser;
}

/** A fresh address for a test. */
const address = () => `profile${++counter}_${Date.now().toString(36)}@example.com`;

/** Gives the admin a name and an e-mail address (new admins made by the harness have none). */
async function withDetails(client: TestClient, email = address(), name = 'Profile Owner') {
  const res = await client.post('/trpc/profile.update', { name, email, currentPassword: PASSWORD });
  expect(res.status).toBe(200);
  return email;
}

describe('profile.get', () => {
  it("answers the signed-in admin's username, name and e-mail", async () => {
    const { client, username } = await admin();
    expect((await trpcQuery(client, 'profile.get')).json.result.data).toEqual({ username, name: 'Administrator', email: null });
  });
});

describe('profile.update', () => {
  it('saves name and e-mail (the address trimmed and lower-cased) and tells the old address, and only it', async () => {
    const { client, username } = await admin();
    const oldEmail = await withDetails(client);
    // The first address was set where there was none: nobody to tell.
    expect(server.outbox().filter((mail) => mail.to === oldEmail)).toEqual([]);

    const newEmail = address();
    const res = await client.post('/trpc/profile.update', {
      name: '  Renée Admin ',
      email: ` ${newEmail.toUpperCase()} `,
      currentPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({ profile: { username, name: 'Renée Admin', email: newEmail } });
    expect((await trpcQuery(client, 'profile.get')).json.result.data).toEqual({ username, name: 'Renée Admin', email: newEmail });
    expect((await client.get('/api/user')).json).toMatchObject({ name: 'Renée Admin', email: newEmail });

    const notices = server.outbox().filter((mail) => mail.to === oldEmail);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Your LocalRank e-mail address was changed');
    expect(notices[0]!.text).toContain(`Hello Renée Admin,`);
    expect(notices[0]!.text).toContain(`"${username}" was changed from ${oldEmail} to ${newEmail}.`);
    expect(notices[0]!.html).toContain(`from ${oldEmail} to ${newEmail}`);
    expect(server.outbox().filter((mail) => mail.to === newEmail)).toEqual([]);
  });

  it('a new address counts as unverified, and a reset link mailed to the old one stops working', async () => {
    const { client } = await admin();
    const oldEmail = await withDetails(client);
    // The address as the account's verified one (as an invitation accepted by e-mail leaves it).
    await server.orm.em.fork().getConnection().execute('update users set email_verified_at = now() where lower(email) = ?', [oldEmail]);
    expect((await trpcQuery(client, 'emailAddress.status')).json.result.data).toMatchObject({ verified: true });
    expect((await new TestClient(server.baseUrl).post('/api/forgot-password', { email: oldEmail })).status).toBe(200);
    const isReset = (mail: { to: string; subject: string }) => mail.to === oldEmail && mail.subject.startsWith('Reset');
    await expect.poll(() => server.outbox().some(isReset)).toBe(true);
    const token = /token=([\w-]+)/.exec(server.outbox().filter(isReset).at(-1)!.text)![1];

    await withDetails(client, address());
    expect((await trpcQuery(client, 'emailAddress.status')).json.result.data).toMatchObject({ verified: false });
    const reset = await new TestClient(server.baseUrl).post('/api/reset-password', { token, password: 'Reset-Passw0rd' });
    expect(reset.status).toBe(400);
  });

  it('a name change alone e-mails nobody; markup in the name is escaped in the next notice', async () => {
    const { client } = await admin();
    const email = await withDetails(client);
    const before = server.outbox().length;
    await withDetails(client, email, '<b>Bold</b> & Co');
    expect(server.outbox()).toHaveLength(before);

    await withDetails(client, address(), '<b>Bold</b> & Co');
    const notice = server
      .outbox()
      .filter((mail) => mail.to === email)
      .at(-1)!;
    expect(notice.html).toContain('Hello &lt;b&gt;Bold&lt;/b&gt; &amp; Co,');
    expect(notice.html).not.toContain('<b>');
  });

  it('a wrong current password is a 400 naming the field, and nothing changes or is mailed', async () => {
    const { client, username } = await admin();
    const email = await withDetails(client);
    const before = server.outbox().length;
    const res = await client.post('/trpc/profile.update', { name: 'Someone Else', email: address(), currentPassword: 'Wrong-Passw0rd' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(res.json.error.data.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect((await trpcQuery(client, 'profile.get')).json.result.data).toEqual({ username, name: 'Profile Owner', email });
    expect(server.outbox()).toHaveLength(before);
  });

  it('bad input is a 400 naming each field', async () => {
    const { client } = await admin();
    const res = await client.post('/trpc/profile.update', { name: ' ', email: 'not-an-address', currentPassword: '' });
    expect(res.status).toBe(400);
    expect(res.json.error.data.fieldErrors).toEqual({
      name: 'Full name is required',
      email: 'Invalid email address',
      currentPassword: 'Enter your current password.',
    });
  });
});

describe('profile.changePassword', () => {
  it('sets the new password, signs out every other session but keeps this one, and e-mails the account', async () => {
    const { client, username } = await admin();
    const email = await withDetails(client);
    const other = await secondBrowser(username);

    const res = await client.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({ signedOut: 1 });

    // The other browser is signed out; this one carries on.
    expect((await trpcQuery(other, 'profile.get')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await trpcQuery(client, 'profile.get')).status).toBe(200);

    // The old password no longer signs in; the new one does.
    expect((await new TestClient(server.baseUrl).post('/api/admin/login', { username, password: PASSWORD })).status).toBe(401);
    expect((await new TestClient(server.baseUrl).post('/api/admin/login', { username, password: NEW_PASSWORD })).status).toBe(200);

    const notice = server
      .outbox()
      .filter((mail) => mail.to === email)
      .at(-1)!;
    expect(notice.subject).toBe('Your LocalRank password was changed');
    expect(notice.text).toContain(`"${username}" was changed`);
    expect(notice.text).toContain(`${server.baseUrl}/forgot-password`);
    expect(notice.html).toContain(`href="${server.baseUrl}/forgot-password"`);
  });

  it('a password-reset link still waiting stops working', async () => {
    const { client } = await admin();
    const email = await withDetails(client);
    expect((await new TestClient(server.baseUrl).post('/api/forgot-password', { email })).status).toBe(200);
    await expect
      .poll(() =>
        server
          .outbox()
          .filter((mail) => mail.subject.startsWith('Reset'))
          .some((mail) => mail.to === email),
      )
      .toBe(true);
    const token = /token=([\w-]+)/.exec(
      server
        .outbox()
        .filter((mail) => mail.to === email)
        .at(-1)!.text,
    )![1];

    expect((await client.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    const reset = await new TestClient(server.baseUrl).post('/api/reset-password', { token, password: 'Reset-Passw0rd' });
    expect(reset.status).toBe(400);
  });

  it('a wrong current password is a 400 naming the field; the password and the other sessions stay', async () => {
    const { client, username } = await admin();
    const other = await secondBrowser(username);
    const before = server.outbox().length;
    const res = await client.post('/trpc/profile.changePassword', { currentPassword: 'Wrong-Passw0rd', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(res.json.error.data.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect((await trpcQuery(other, 'profile.get')).status).toBe(200);
    expect((await new TestClient(server.baseUrl).post('/api/admin/login', { username, password: PASSWORD })).status).toBe(200);
    expect(server.outbox()).toHaveLength(before);
  });

  it('a weak new password is a 400 on newPassword', async () => {
    const { client } = await admin();
    const res = await client.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: 'weakpass' });
    expect(res.status).toBe(400);
    expect(res.json.error.data.fieldErrors).toEqual({ newPassword: 'Password must contain at least one uppercase letter' });
  });

  it('after ten wrong current passwords in ten minutes the account is told to wait (429), even with the right one', async () => {
    const { client } = await admin();
    // Right ones are given back: they never count towards the limit.
    expect((await trpcQuery(client, 'profile.get')).status).toBe(200);
    await withDetails(client);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await client.post('/trpc/profile.changePassword', {
        currentPassword: `Wrong-Passw0rd${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
    }
    for (const currentPassword of ['Wrong-Passw0rd', PASSWORD]) {
      const res = await client.post('/trpc/profile.changePassword', { currentPassword, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.json.error.message).toBe(TOO_MANY_PASSWORD_CHECKS);
    }
    // Another admin's checks are counted apart.
    const { client: another } = await admin();
    expect((await another.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});

import { TOO_MANY_PASSWORD_CHECKS, WRONG_CURRENT_PASSWORD, type AccountEvent, type AccountSession } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { LAST_SEEN_INTERVAL_MS, touchSession } from './account-sessions.service.ts';
import { storedSessionId } from '../auth/lucia.ts';

// A customer's own security over HTTP: the password change, the sessions list and its sign-outs, and the
// account's security events (the same procedures serve admins).

const PASSWORD = 'Test-Passw0rd';
const NEW_PASSWORD = 'Changed-Passw0rd';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A new customer signed up (one session), with a second browser signed in from an iPhone. */
async function customerWithTwoBrowsers() {
  const account = await server.signedInAccount('user');
  const phone = new TestClient(server.baseUrl);
  expect((await phone.post('/api/login', { username: account.username, password: PASSWORD }, { 'User-Agent': IPHONE })).status).toBe(200);
  return { ...account, phone };
}

const sessionsOf = async (client: TestClient) => (await trpcQuery(client, 'profile.sessions')).json.result.data as AccountSession[];
const eventsOf = async (client: TestClient) => (await trpcQuery(client, 'profile.events')).json.result.data as AccountEvent[];

describe('profile.sessions', () => {
  it("lists the account's sessions with browser, device, place and times, this one first and marked", async () => {
    const { client, phone } = await customerWithTwoBrowsers();
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone).toHaveLength(2);
    expect(fromPhone[0]).toMatchObject({ browser: 'Safari 17', device: 'iPhone', place: 'This machine', current: true });
    expect(fromPhone[1]).toMatchObject({ current: false });
    expect(Date.parse(fromPhone[0]!.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    // The handle is no session id: used as a cookie it signs nobody in.
    const stranger = new TestClient(server.baseUrl);
    stranger.cookie = `session=${fromPhone[0]!.handle}`;
    expect((await stranger.get('/api/user')).status).toBe(401);
    const fromLaptop = await sessionsOf(client);
    expect(fromLaptop.find((session) => session.current)!.handle).toBe(fromPhone[1]!.handle);
  });

  it('needs a signed-in account (401)', async () => {
    expect((await trpcQuery(new TestClient(server.baseUrl), 'profile.sessions')).status).toBe(401);
  });
});

describe('profile.endSession and profile.endOtherSessions', () => {
  it("signs out one session at once; its handle then, and another account's handle, are a 404", async () => {
    const { client, phone } = await customerWithTwoBrowsers();
    const phoneHandle = (await sessionsOf(phone)).find((session) => session.current)!.handle;
    expect((await client.post('/trpc/profile.endSession', { handle: phoneHandle })).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    const again = await client.post('/trpc/profile.endSession', { handle: phoneHandle });
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe('That session has already ended or is not one of yours.');

    const other = await customerWithTwoBrowsers();
    const othersHandle = (await sessionsOf(other.phone))[0]!.handle;
    expect((await client.post('/trpc/profile.endSession', { handle: othersHandle })).status).toBe(404);
    expect((await other.phone.get('/api/user')).status).toBe(200);
    expect((await client.post('/trpc/profile.endSession', { handle: '' })).status).toBe(400);
  });

  it('"Sign out all other sessions" keeps only this one', async () => {
    const { client, phone, username } = await customerWithTwoBrowsers();
    const third = new TestClient(server.baseUrl);
    expect((await third.post('/api/login', { username, password: PASSWORD })).status).toBe(200);
    const res = await phone.post('/trpc/profile.endOtherSessions', {});
    expect(res.json.result.data).toEqual({ signedOut: 2 });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await third.get('/api/user')).status).toBe(401);
    expect(await sessionsOf(phone)).toHaveLength(1);
  });
});

describe('profile.changePassword for a customer', () => {
  it('a wrong current password is a 400 with its message; nothing changes', async () => {
    const { client, phone } = await customerWithTwoBrowsers();
    const res = await client.post('/trpc/profile.changePassword', { currentPassword: 'Wrong-Passw0rd', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(res.json.error.data.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect((await phone.get('/api/user')).status).toBe(200);
  });

  it('ends every other session, keeps this one, e-mails the customer (no admin named) and records the event', async () => {
    const { client, phone, username } = await customerWithTwoBrowsers();
    const res = await client.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.json.result.data).toEqual({ signedOut: 1 });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    // Besides the sign-up's verification e-mail.
    const notices = server.outbox().filter((mail) => mail.to === `${username}@example.com` && !mail.subject.startsWith('Confirm your'));
    expect(notices.map((mail) => mail.subject)).toEqual(['Your LocalRank password was changed']);
    expect(notices[0]!.text).not.toContain('admin');
    expect((await new TestClient(server.baseUrl).post('/api/login', { username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('after ten wrong current passwords the customer is told to wait (429)', async () => {
    const { client } = await server.signedInAccount('user');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await client.post('/trpc/profile.changePassword', { currentPassword: 'Wrong-Passw0rd', newPassword: NEW_PASSWORD })).status,
      ).toBe(400);
    }
    const res = await client.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.json.error.message).toBe(TOO_MANY_PASSWORD_CHECKS);
  });
});

describe('profile.rename', () => {
  it("changes a customer's name without a password; a blank name is a 400", async () => {
    const { client } = await server.signedInAccount('user');
    expect((await client.post('/trpc/profile.rename', { name: '  Ada Lovelace ' })).status).toBe(200);
    expect((await client.get('/api/user')).json.name).toBe('Ada Lovelace');
    expect((await client.post('/trpc/profile.rename', { name: '' })).status).toBe(400);
  });

  it('a customer cannot change the e-mail address without its confirmation link (profile.update is 403)', async () => {
    const { client } = await server.signedInAccount('user');
    const res = await client.post('/trpc/profile.update', { name: 'X', email: 'x@example.com', currentPassword: PASSWORD });
    expect(res.status).toBe(403);
  });
});

describe('profile.events', () => {
  it('records each change once, in the transaction of the change, newest first', async () => {
    const { client, phone } = await customerWithTwoBrowsers();
    const phoneHandle = (await sessionsOf(phone)).find((session) => session.current)!.handle;
    await client.post('/trpc/profile.endSession', { handle: phoneHandle });
    await client.post('/trpc/profile.changePassword', { currentPassword: 'Wrong-Passw0rd', newPassword: NEW_PASSWORD });
    await client.post('/trpc/profile.changePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    const events = await eventsOf(client);
    expect(events.map((event) => event.kind)).toEqual(['password-changed', 'session-ended', 'signed-in', 'signed-in']);
    expect(events[1]!.summary).toBe('Signed out Safari 17 on iPhone, This machine');
    expect(events[2]!.summary).toBe('Signed in from Safari 17 on iPhone, This machine');
    expect(events[0]!.summary).toBe('Password changed; 0 other sessions signed out');
    // Another account sees only its own.
    const other = await server.signedInAccount('user');
    expect((await eventsOf(other.client)).map((event) => event.kind)).toEqual(['signed-in']);
  });
});

describe('last seen', () => {
  it('is written at most once per interval per session, not on every request', async () => {
    const { client, id } = await server.signedInAccount('user');
    const em = server.orm.em.fork();
    const [row] = await em.execute<Array<{ id: string; last_seen_at: Date }>>('select id, last_seen_at from sessions where user_id = ?', [
      id,
    ]);
    // touchSession takes the cookie's token; the table's id is its hash.
    const token = client.cookie.slice('session='.length);
    expect(row!.id).toBe(storedSessionId(token));
    const seen = new Date(row!.last_seen_at);
    expect(await touchSession(em, token, seen, new Date(seen.getTime() + 1000))).toBe(false);
    // Old enough: written once, and a second instance racing with the same stale value writes nothing.
    const old = new Date(Date.now() - LAST_SEEN_INTERVAL_MS - 1000);
    await em.execute('update sessions set last_seen_at = ? where id = ?', [old, row!.id]);
    expect((await client.get('/api/user')).status).toBe(200);
    const [after] = await em.execute<Array<{ last_seen_at: Date }>>('select last_seen_at from sessions where id = ?', [row!.id]);
    expect(new Date(after!.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await touchSession(em, token, old)).toBe(false);
  });
});

describe('at 10,000 rows', () => {
  it('lists 10,000 sessions and answers the 10 newest of 10,000 events with the index', async () => {
    const { client, id } = await server.signedInAccount('user');
    const em = server.orm.em.fork();
    await em.execute(
      `insert into sessions (id, user_id, expires_at, user_agent, ip_address, created_at, last_seen_at)
       select encode(sha256(convert_to('bulk' || n, 'UTF8')), 'hex'), ?, now() + interval '1 day', ?, '203.0.113.' || (n % 250), now() - n * interval '1 second', now() - n * interval '1 second'
         from generate_series(1, 10000) n`,
      [id, FIREFOX],
    );
    await em.execute(
      `insert into account_events (user_id, kind, detail, at) select ?, 'signed-in', 'bulk ' || n, now() - n * interval '1 minute' from generate_series(1, 10000) n`,
      [id],
    );
    const sessions = await sessionsOf(client);
    expect(sessions).toHaveLength(10001);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[1]).toMatchObject({ browser: 'Firefox 133', device: 'Windows', place: '203.0.113.x' });
    const events = await eventsOf(client);
    expect(events).toHaveLength(10);
    expect(events[0]!.summary).toMatch(/^Signed in from/);
    expect(events[1]!.summary).toBe('bulk 1');
    const plan = await em.execute<Array<{ 'QUERY PLAN': string }>>(
      'explain select id from account_events where user_id = ? order by at desc, id desc limit 10',
      [id],
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('account_events_user_at_index');
    // "Last seen" when it is due: one primary-key update a session, at most once every 5 minutes.
    const stale = new Date(Date.now() - LAST_SEEN_INTERVAL_MS - 1000);
    for (let n = 1001; n <= 1200; n += 1) expect(await touchSession(em, `bulk${n}`, stale)).toBe(true);
  });
});

import { ACCOUNT_DISABLED_MESSAGE, lastAdminMessage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../auth/account.service.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

// The team screen's procedures over HTTP, on a database of their own: the last-admin rule needs to know
// every admin there is. Two app instances share it, as two replicas behind a proxy do.

let server: TestServer;
let replica: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  replica = await startTestServer({}, { shareDatabaseOf: server });
});
afterAll(async () => {
  await replica?.close();
  await server?.close();
});

/** A new account signed in on `on` (the first instance unless said), with its id and password. */
async function account(role: 'admin' | 'user', on: TestServer = server) {
  counter += 1;
  const username = `team${role}${counter}_${Date.now().toString(36)}`;
  const password = 'Team-Passw0rd';
  const client = new TestClient(on.baseUrl);
  if (role === 'admin') await ensureAdmin(server.orm.em.fork(), { username, password });
  else
    expect(
      (await client.post('/api/register', { username, password, name: `Member ${counter}`, email: `${username}@example.com` })).status,
    ).toBe(201);
  expect((await client.post('/api/login', { username, password })).status).toBe(200);
  const id = (await client.get('/api/user')).json.id as number;
  return { client, id, username, password };
}

/** Whether `client` may use an admin procedure now: 200, or the status it gets. */
async function adminStatus(client: TestClient): Promise<number> {
  return (await trpcQuery(client, 'team.list', {})).status;
}

async function activeAdminIds(): Promise<number[]> {
  const rows = await server.orm.em
    .getConnection()
    .execute<Array<{ id: number }>>(`select id from users where role = 'admin' and disabled_at is null order by id`);
  return rows.map((row) => row.id);
}

/** Demotes every active admin but `keep`, so the last-admin rule can be tested from a known state. */
async function onlyAdmin(keep: number): Promise<void> {
  await server.orm.em.getConnection().execute(`update users set role = 'user' where role = 'admin' and id <> ?`, [keep]);
}

describe('team.list', () => {
  it('lists every account with its role, sign-in time and created time, admins first, marking your own row', async () => {
    const admin = await account('admin');
    const member = await account('user');
    const page = (await trpcQuery(admin.client, 'team.list', { search: member.username })).json.result.data;
    expect(page).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(page.items[0]).toMatchObject({
      id: member.id,
      username: member.username,
      name: `Member ${counter}`,
      email: `${member.username}@example.com`,
      role: 'user',
      disabled: false,
      you: false,
    });
    expect(Date.parse(page.items[0].lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    const all = (await trpcQuery(admin.client, 'team.list', {})).json.result.data.items as Array<{
      id: number;
      role: string;
      you: boolean;
    }>;
    expect(all.find((row) => row.id === admin.id)?.you).toBe(true);
    const firstUser = all.findIndex((row) => row.role === 'user');
    expect(all.slice(firstUser).every((row) => row.role === 'user')).toBe(true);
  });

  it('searches username, name and e-mail in any case, taking % and _ literally', async () => {
    const admin = await account('admin');
    const member = await account('user');
    for (const search of [member.username.toUpperCase(), `Member ${counter}`, `${member.username}@EXAMPLE`]) {
      const items = (await trpcQuery(admin.client, 'team.list', { search })).json.result.data.items as Array<{ id: number }>;
      expect(items.map((row) => row.id)).toEqual([member.id]);
    }
    expect((await trpcQuery(admin.client, 'team.list', { search: '%' })).json.result.data.total).toBe(0);
    const tooLong = await trpcQuery(admin.client, 'team.list', { search: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.message).toBe('Search must be at most 100 characters.');
  });
});

describe('role changes, disabling and signing out take effect on the next request, on every instance', () => {
  it('a promoted account is an admin at once on the other instance; demoted, it is refused there at once', async () => {
    const admin = await account('admin');
    const member = await account('user', replica);
    expect(await adminStatus(member.client)).toBe(403);
    const promoted = await admin.client.post('/trpc/team.setRole', { id: member.id, role: 'admin' });
    expect(promoted.json.result.data).toMatchObject({ id: member.id, role: 'admin' });
    expect(await adminStatus(member.client)).toBe(200);
    expect((await admin.client.post('/trpc/team.setRole', { id: member.id, role: 'user' })).status).toBe(200);
    expect(await adminStatus(member.client)).toBe(403);
    // Still signed in as the customer they are.
    expect((await member.client.get('/api/user')).json).toMatchObject({ id: member.id, role: 'user' });
  });

  it('a disabled account is signed out on every instance and cannot sign in again until enabled', async () => {
    const admin = await account('admin');
    const member = await account('admin', replica);
    const disabled = await admin.client.post('/trpc/team.setDisabled', { id: member.id, disabled: true });
    expect(disabled.json.result.data).toMatchObject({ id: member.id, disabled: true });
    expect(await adminStatus(member.client)).toBe(401);
    const again = await new TestClient(replica.baseUrl).post('/api/login', { username: member.username, password: member.password });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    const wrongPassword = await new TestClient(replica.baseUrl).post('/api/login', {
      username: member.username,
      password: 'Wrong-Passw0rd',
    });
    expect(wrongPassword.status).toBe(401);

    expect((await admin.client.post('/trpc/team.setDisabled', { id: member.id, disabled: false })).json.result.data.disabled).toBe(false);
    expect(
      (await new TestClient(replica.baseUrl).post('/api/admin/login', { username: member.username, password: member.password })).status,
    ).toBe(200);
  });

  it('a session left to a disabled account (made while it was being disabled) grants nothing', async () => {
    const member = await account('admin', replica);
    await server.orm.em.getConnection().execute('update users set disabled_at = now() where id = ?', [member.id]);
    expect(await adminStatus(member.client)).toBe(401);
    expect((await member.client.get('/api/user')).status).toBe(401);
  });

  it('signing an account out everywhere ends each of its sessions', async () => {
    const admin = await account('admin');
    const member = await account('user');
    const secondBrowser = new TestClient(replica.baseUrl);
    expect((await secondBrowser.post('/api/login', { username: member.username, password: member.password })).status).toBe(200);
    const out = await admin.client.post('/trpc/team.signOutEverywhere', { id: member.id });
    expect(out.json.result.data).toEqual({ ended: 2 });
    expect((await member.client.get('/api/user')).status).toBe(401);
    expect((await secondBrowser.get('/api/user')).status).toBe(401);
  });

  it('an unknown account is a 404 with a message', async () => {
    const admin = await account('admin');
    for (const [path, input] of [
      ['team.setRole', { id: 999_999, role: 'admin' }],
      ['team.setDisabled', { id: 999_999, disabled: true }],
      ['team.signOutEverywhere', { id: 999_999 }],
    ] as const) {
      const res = await admin.client.post(`/trpc/${path}`, input);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('That account no longer exists.');
    }
  });
});

describe('the last active admin', () => {
  it('cannot be made a user or disabled (409 naming why, nothing changed); once another admin exists, can', async () => {
    const admin = await account('admin');
    await onlyAdmin(admin.id);
    for (const [path, input] of [
      ['team.setRole', { id: admin.id, role: 'user' }],
      ['team.setDisabled', { id: admin.id, disabled: true }],
    ] as const) {
      const res = await admin.client.post(`/trpc/${path}`, input);
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(lastAdminMessage(admin.username));
    }
    expect(await activeAdminIds()).toEqual([admin.id]);
    expect(await adminStatus(admin.client)).toBe(200);

    const member = await account('user');
    expect((await admin.client.post('/trpc/team.setRole', { id: member.id, role: 'admin' })).status).toBe(200);
    expect((await admin.client.post('/trpc/team.setRole', { id: admin.id, role: 'user' })).status).toBe(200);
    expect(await activeAdminIds()).toEqual([member.id]);
  });

  it('a disabled admin does not count: the one active admin left is the last', async () => {
    const admin = await account('admin');
    await onlyAdmin(admin.id);
    const other = await account('admin');
    expect((await admin.client.post('/trpc/team.setDisabled', { id: other.id, disabled: true })).status).toBe(200);
    expect((await admin.client.post('/trpc/team.setRole', { id: admin.id, role: 'user' })).status).toBe(409);
  });

  it('two admins demoting each other at the same moment, on two instances: one wins, one is told why', async () => {
    const first = await account('admin');
    await onlyAdmin(first.id);
    const second = await account('admin', replica);
    const answers = await Promise.all([
      first.client.post('/trpc/team.setRole', { id: second.id, role: 'user' }),
      second.client.post('/trpc/team.setRole', { id: first.id, role: 'user' }),
    ]);
    // The one demoted first may be refused as no longer an admin (403) or, having got through, by the rule (409).
    expect(answers.map((res) => res.status).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 200 && [403, 409].includes(statuses[1]!),
    );
    expect(await activeAdminIds()).toHaveLength(1);
  });
});

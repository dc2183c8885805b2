import { ACCOUNT_DISABLED_MESSAGE, OWNER_PROTECTED_MESSAGE, ownerRemainsMessage, roleNeededMessage, type UserRole } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../auth/account.service.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';
import { appRouter } from '../app-router.ts';

// The team screen's procedures over HTTP, on a database of their own: the owner rules need to know every
// account there is. Two app instances share it, as two replicas behind a proxy do.

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

/**
 * A new account of `role` signed in on `on` (the first instance unless said), with its id and password; 'admin' is
 * an administrator, 'owner' takes the ownership over.
 */
async function account(role: 'admin' | UserRole, on: TestServer = server) {
  counter += 1;
  const username = `team${role}${counter}_${Date.now().toString(36)}`;
  const password = 'Team-Passw0rd';
  const client = new TestClient(on.baseUrl);
  if (role !== 'user') {
    await ensureAdmin(server.orm.em.fork(), { username, password });
    const connection = server.orm.em.getConnection();
    if (role === 'owner') await connection.execute(`update users set role = 'administrator' where role = 'owner'`);
    await connection.execute(`update users set role = ? where username = ?`, [role === 'admin' ? 'administrator' : role, username]);
  } else
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

/** The ids of the owners (there must be exactly one). */
async function ownerIds(): Promise<number[]> {
  const rows = await server.orm.em.getConnection().execute<Array<{ id: number }>>(`select id from users where role = 'owner' order by id`);
  return rows.map((row) => row.id);
}

/** The role account `id` holds now. */
async function roleOf(id: number): Promise<string> {
  const rows = await server.orm.em.getConnection().execute<Array<{ role: string }>>(`select role from users where id = ?`, [id]);
  return rows[0]!.role;
}

describe('team.list', () => {
  it('lists the staff and the customers apart, each with role, sign-in time and created time, marking your own row', async () => {
    const admin = await account('admin');
    const editor = await account('editor');
    const member = await account('user');
    expect((await trpcQuery(admin.client, 'team.list', { search: member.username })).json.result.data.total).toBe(0);
    const staff = (await trpcQuery(admin.client, 'team.list', { kind: 'staff', search: editor.username })).json.result.data;
    expect(staff.items).toMatchObject([{ id: editor.id, role: 'editor' }]);
    expect((await trpcQuery(admin.client, 'team.list', { kind: 'customers', search: editor.username })).json.result.data.total).toBe(0);
    const page = (await trpcQuery(admin.client, 'team.list', { kind: 'customers', search: member.username })).json.result.data;
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
    const all = (await trpcQuery(admin.client, 'team.list', { search: admin.username })).json.result.data.items as Array<{
      id: number;
      you: boolean;
    }>;
    expect(all.find((row) => row.id === admin.id)?.you).toBe(true);
    const customers = (await trpcQuery(admin.client, 'team.list', { kind: 'customers' })).json.result.data.items as Array<{ role: string }>;
    expect(customers.every((row) => row.role === 'user')).toBe(true);
    const wrongKind = await trpcQuery(admin.client, 'team.list', { kind: 'admins' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.error.message).toBe('The list must be staff or customers.');
  });

  it('searches username, name and e-mail in any case, taking % and _ literally', async () => {
    const admin = await account('admin');
    const member = await account('user');
    for (const search of [member.username.toUpperCase(), `Member ${counter}`, `${member.username}@EXAMPLE`]) {
      const items = (await trpcQuery(admin.client, 'team.list', { kind: 'customers', search })).json.result.data.items as Array<{
        id: number;
      }>;
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
    const promoted = await admin.client.post('/trpc/team.setRole', { id: member.id, role: 'administrator' });
    expect(promoted.json.result.data).toMatchObject({ id: member.id, role: 'administrator' });
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
      ['team.setRole', { id: 999_999, role: 'editor' }],
      ['team.setDisabled', { id: 999_999, disabled: true }],
      ['team.signOutEverywhere', { id: 999_999 }],
    ] as const) {
      const res = await admin.client.post(`/trpc/${path}`, input);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('That account no longer exists.');
    }
  });
});

describe('roles and the owner', () => {
  it('a role change is recorded in the activity log naming the old and the new role; the owner cannot be given', async () => {
    const admin = await account('admin');
    const member = await account('author');
    expect((await admin.client.post('/trpc/team.setRole', { id: member.id, role: 'editor' })).json.result.data.role).toBe('editor');
    const log = await trpcQuery(admin.client, 'activity.list', { filter: { kind: 'team.role-changed' } });
    expect(log.json.result.data.items[0]).toMatchObject({
      kind: 'team.role-changed',
      summary: `Changed ${member.username}'s role from Author to Editor`,
    });
    const owner = await admin.client.post('/trpc/team.setRole', { id: member.id, role: 'owner' });
    expect(owner.status).toBe(400);
    expect(owner.json.error.message).toBe('Choose a role: customer, contributor, author, editor or administrator.');
  });

  it("nobody but the owner touches the owner's account; the owner cannot be demoted or disabled, only handed over", async () => {
    const owner = await account('owner');
    const admin = await account('admin');
    // Every team action on one account (its input names the account's `id`), but the owner's own hand-over.
    const actions: Record<string, Record<string, unknown>> = {
      'team.setRole': { id: owner.id, role: 'editor' },
      'team.setDisabled': { id: owner.id, disabled: true },
      'team.signOutEverywhere': { id: owner.id },
      'team.exportAccountData': { id: owner.id },
      'team.deleteAccount': { id: owner.id, currentPassword: admin.password },
    };
    const onOneAccount = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>)
      .filter(([path]) => path.startsWith('team.') && path !== 'team.transferOwnership')
      .filter(([, procedure]) => procedure._def.inputs.some((input) => 'id' in ((input as { shape?: object }).shape ?? {})))
      .map(([path]) => path);
    expect(Object.keys(actions).sort()).toEqual(onOneAccount.sort());
    for (const [path, input] of Object.entries(actions)) {
      const res = await admin.client.post(`/trpc/${path}`, input);
      expect(res.status, path).toBe(403);
      expect(res.json.error.message, path).toBe(OWNER_PROTECTED_MESSAGE);
    }
    expect((await admin.client.get('/api/user')).status).toBe(200);
    const exported = await owner.client.post('/trpc/team.exportAccountData', { id: owner.id });
    expect(exported.json.result.data.tables.users.rows[0]).toMatchObject({ id: owner.id, username: owner.username });
    for (const [path, input] of [
      ['team.setRole', { id: owner.id, role: 'administrator' }],
      ['team.setDisabled', { id: owner.id, disabled: true }],
    ] as const) {
      const res = await owner.client.post(`/trpc/${path}`, input);
      expect(res.status, path).toBe(409);
      expect(res.json.error.message).toBe(ownerRemainsMessage(owner.username));
    }
    expect(await ownerIds()).toEqual([owner.id]);
    // An administrator may still step down themselves: the owner remains.
    expect((await admin.client.post('/trpc/team.setRole', { id: admin.id, role: 'editor' })).status).toBe(200);
    expect(await adminStatus(admin.client)).toBe(403);
  });

  it('the owner hands ownership to an active administrator with their password and becomes an administrator', async () => {
    const owner = await account('owner');
    const heir = await account('admin', replica);
    const editor = await account('editor');
    const wrong = await owner.client.post('/trpc/team.transferOwnership', { id: heir.id, password: 'Not-the-Passw0rd' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe('That is not your password.');
    const toEditor = await owner.client.post('/trpc/team.transferOwnership', { id: editor.id, password: owner.password });
    expect(toEditor.status).toBe(409);
    expect(toEditor.json.error.message).toBe(
      `Ownership can go only to an active administrator: make ${editor.username} an administrator first.`,
    );
    const byAdmin = await heir.client.post('/trpc/team.transferOwnership', { id: heir.id, password: heir.password });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.json.error.message).toBe(roleNeededMessage('owner'));
    expect(await ownerIds()).toEqual([owner.id]);

    const handed = await owner.client.post('/trpc/team.transferOwnership', { id: heir.id, password: owner.password });
    expect(handed.json.result.data).toMatchObject({ id: heir.id, role: 'owner' });
    expect(await ownerIds()).toEqual([heir.id]);
    expect(await roleOf(owner.id)).toBe('administrator');
    // The change counts at once, on the other instance too.
    expect((await heir.client.get('/api/user')).json.role).toBe('owner');
    expect((await owner.client.post('/trpc/team.setDisabled', { id: heir.id, disabled: true })).status).toBe(403);
    const log = await trpcQuery(heir.client, 'activity.list', { filter: { kind: 'team.ownership-transferred' } });
    expect(log.json.result.data.items[0].summary).toBe(
      `Handed ownership of the site to ${heir.username} (${owner.username} is now an administrator)`,
    );
  });

  it('the database holds at most one owner, whatever two writers do at once', async () => {
    const owner = await account('owner');
    const admin = await account('admin');
    await expect(server.orm.em.getConnection().execute(`update users set role = 'owner' where id = ?`, [admin.id])).rejects.toThrow(
      /users_one_owner_index/,
    );
    expect(await ownerIds()).toEqual([owner.id]);
  });

  // Last in the file: it adds 12,000 customers, which the counts of the tests above do not expect.
  it('pages through 12,000 customers, 50 a page, to the last, and searches them, the staff list unchanged', async () => {
    const admin = await account('admin');
    const staffBefore = (await trpcQuery(admin.client, 'team.list', { kind: 'staff' })).json.result.data.total as number;
    const before = (await trpcQuery(admin.client, 'team.list', { kind: 'customers' })).json.result.data.total as number;
    await server.orm.em.getConnection().execute(
      `insert into users (username, password, name, email, role)
       select 'bulk' || lpad(n::text, 5, '0'), 'x', 'Bulk ' || n, 'bulk' || n || '@example.com', 'user'
         from generate_series(1, 12000) n`,
    );
    const first = (await trpcQuery(admin.client, 'team.list', { kind: 'customers' })).json.result.data;
    expect(first.total).toBe(before + 12_000);
    expect(first.items).toHaveLength(50);
    const last = (await trpcQuery(admin.client, 'team.list', { kind: 'customers', page: first.pageCount })).json.result.data;
    expect(last.items.length).toBe(first.total - (first.pageCount - 1) * 50);
    const found = (await trpcQuery(admin.client, 'team.list', { kind: 'customers', search: 'bulk11999' })).json.result.data;
    expect(found.items.map((item: { username: string }) => item.username)).toEqual(['bulk11999']);
    expect((await trpcQuery(admin.client, 'team.list', { kind: 'staff' })).json.result.data.total).toBe(staffBefore);
  });
});

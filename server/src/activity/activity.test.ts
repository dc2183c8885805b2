import { ACTIVITY_EXPORT_URL } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../entities/user.entity.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { pruneActivity, recordActivity } from './activity.service.ts';

// The admin activity log over real HTTP: what the admin writes and the admin panel's sign-ins record, the
// filters, paging and CSV, the rule that an entry commits or rolls back with its write, and pruning.

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A new admin signed in through the admin panel's sign-in. */
const admin = () => server.signedInAccount('admin', '/api/admin/login');

/** A new ordinary account, with its id. */
async function member() {
  const client = new TestClient(server.baseUrl);
  const username = `member${++counter}_${Date.now().toString(36)}`;
  expect(
    (await client.post('/api/register', { username, password: 'Member-Passw0rd', name: 'Member', email: `${username}@example.com` }))
      .status,
  ).toBe(201);
  return { username, id: (await client.get('/api/user')).json.id as number };
}

/** The log as `client` reads it with `filter`. */
async function log(client: TestClient, filter: Record<string, string> = {}, page = 1) {
  const res = await trpcQuery(client, 'activity.list', { page, filter });
  expect(res.status).toBe(200);
  return res.json.result.data as {
    items: Array<{ actor: string | null; kind: string; summary: string; link: string | null; at: string }>;
    total: number;
    pageCount: number;
  };
}

describe('what the activity log records', () => {
  it('a team change, with who did it, what, when and a link to the account', async () => {
    const { client, username } = await admin();
    const target = await member();
    expect((await client.post('/trpc/team.setRole', { id: target.id, role: 'administrator' })).status).toBe(200);
    const [newest] = (await log(client, { actor: username })).items;
    expect(newest).toMatchObject({
      actor: username,
      kind: 'team.role-changed',
      summary: `Changed ${target.username}'s role from Customer to Administrator`,
      link: `/admin/team?search=${target.username}`,
    });
    expect(Date.now() - Date.parse(newest!.at)).toBeLessThan(60_000);
  });

  it("the admin panel's sign-ins and refused ones (with the name typed), not the site's own sign-ins", async () => {
    const { client, username } = await admin();
    const kinds = (await log(client, { actor: username })).items.map((entry) => entry.kind);
    expect(kinds).toContain('admin.signed-in');
    const typed = `nobody${counter}_${Date.now().toString(36)}`;
    expect((await new TestClient(server.baseUrl).post('/api/admin/login', { username: typed, password: 'Wrong-Passw0rd' })).status).toBe(
      401,
    );
    expect((await log(client, { actor: typed })).items).toEqual([
      expect.objectContaining({
        actor: typed,
        kind: 'admin.sign-in-failed',
        summary: `Failed sign-in to the admin panel as "${typed}" (wrong username or password)`,
      }),
    ]);
    const customer = await member();
    expect(
      (await new TestClient(server.baseUrl).post('/api/admin/login', { username: customer.username, password: 'Member-Passw0rd' })).status,
    ).toBe(403);
    expect(
      (await new TestClient(server.baseUrl).post('/api/login', { username: customer.username, password: 'Member-Passw0rd' })).status,
    ).toBe(200);
    expect((await log(client, { actor: customer.username })).items.map((entry) => entry.summary)).toEqual([
      `Failed sign-in to the admin panel as "${customer.username}" (not an admin account)`,
    ]);
  });

  it('nothing for a change that was refused or rolled back', async () => {
    const { client, username } = await admin();
    const before = (await log(client, { actor: username })).total;
    // A refused invitation acceptance (taken username) rolls back the token's consumption and its entry.
    await client.post('/trpc/team.invite', { email: `rollback${counter}@example.com` });
    const token = /token=([\w-]+)/.exec(server.outbox().at(-1)!.text)![1];
    const taken = await new TestClient(server.baseUrl).post('/api/invitation', { token, username, name: 'X', password: 'Taken-Passw0rd' });
    expect(taken.status).toBe(409);
    expect((await log(client, { kind: 'team.invitation-accepted', actor: username })).total).toBe(0);
    expect((await log(client, { actor: username })).total).toBe(before + 1);

    // A write and its entry in one transaction that fails: neither is kept.
    const target = await member();
    await expect(
      server.orm.em.fork().transactional(async (tx) => {
        await tx.nativeUpdate(User, { id: target.id }, { name: 'Renamed' });
        await recordActivity(tx, { id: null, username }, { kind: 'team.role-changed', summary: 'rolled back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await server.orm.em.fork().findOneOrFail(User, { id: target.id })).name).toBe('Member');
    expect((await log(client, { actor: username })).items.map((entry) => entry.summary)).not.toContain('rolled back');
  });
});

describe('reading the log', () => {
  it('filters by person (any case), kind and UTC days, and pages 50 at a time, newest first', async () => {
    const { client, username } = await admin();
    const target = await member();
    for (const role of ['editor', 'user', 'administrator'] as const) await client.post('/trpc/team.setRole', { id: target.id, role });
    const changes = await log(client, { actor: username.toUpperCase(), kind: 'team.role-changed' });
    expect(changes.items.map((entry) => entry.summary)).toEqual([
      `Changed ${target.username}'s role from Customer to Administrator`,
      `Changed ${target.username}'s role from Editor to Customer`,
      `Changed ${target.username}'s role from Customer to Editor`,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(client, { actor: username, from: today, to: today })).total).toBe(4);
    expect((await log(client, { actor: username, to: '2000-01-01' })).total).toBe(0);
    const all = await log(client);
    expect(all.items.length).toBeLessThanOrEqual(50);
    expect(all.pageCount).toBe(Math.max(1, Math.ceil(all.total / 50)));
  });

  it('refuses a bad filter with a message (400)', async () => {
    const { client } = await admin();
    const backwards = await trpcQuery(client, 'activity.list', { filter: { from: '2026-02-01', to: '2026-01-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.message).toBe('The first day must not be after the last.');
    const badKind = await trpcQuery(client, 'activity.list', { filter: { kind: 'page.burned' } });
    expect(badKind.status).toBe(400);
    expect(badKind.json.error.message).toBe('Choose a kind from the list.');
  });

  it('exports what the filters select as CSV, oldest first', async () => {
    const { client, username } = await admin();
    const target = await member();
    await client.post('/trpc/team.setDisabled', { id: target.id, disabled: true });
    const res = await client.get(`${ACTIVITY_EXPORT_URL}?${new URLSearchParams({ actor: username }).toString()}`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('at,who,kind,what,link');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4).join(','))).toEqual([
      `${username},Signed in to the admin panel,Signed in to the admin panel`,
      `${username},Account disabled,Disabled ${target.username}`,
    ]);
  });
});

describe('keeping the log', () => {
  it('prunes entries older than the retention, keeping the rest', async () => {
    const em = server.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into activity_entries (at, actor_name, kind, summary) values (now() - interval '400 days', 'old-admin', 'team.invited', 'long ago')`,
      );
    await em
      .getConnection()
      .execute(
        `insert into activity_entries (at, actor_name, kind, summary) values (now() - interval '300 days', 'old-admin', 'team.invited', 'this year')`,
      );
    expect(await pruneActivity(em, 365)).toBe(1);
    const left = await em
      .getConnection()
      .execute<Array<{ summary: string }>>(`select summary from activity_entries where actor_name = 'old-admin'`);
    expect(left.map((row) => row.summary)).toEqual(['this year']);
  });
});

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

const valid = { name: 'Jo Bloggs', email: 'jo@example.com', subject: 'Question about plans', message: 'Do you support franchises?' };

async function countMessages(): Promise<number> {
  const rows = await server.orm.em.getConnection().execute('select count(*)::int as n from contact_messages');
  return rows[0]?.n as number;
}

describe('contact.create', () => {
  it('stores a valid message and answers its id', async () => {
    const c = new TestClient(server.baseUrl);
    const res = await c.post('/trpc/contact.create', valid);
    expect(res.status).toBe(200);
    const id = res.json.result.data.id as number;
    const rows = await server.orm.em.getConnection().execute('select * from contact_messages where id = ?', [id]);
    expect(rows[0]).toMatchObject({ name: 'Jo Bloggs', email: 'jo@example.com', subject: 'Question about plans' });
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters.'],
    ['email', 'jo@', 'Please enter a valid email address.'],
    ['subject', 'Hi', 'Subject must be at least 5 characters.'],
    ['message', 'Too short', 'Message must be at least 10 characters.'],
  ])('rejects a bad %s with 400 and the spec message, storing nothing', async (field, value, message) => {
    const before = await countMessages();
    const res = await new TestClient(server.baseUrl).post('/trpc/contact.create', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
    expect(res.json.error.data.fieldErrors[field]).toBe(message);
    expect(await countMessages()).toBe(before);
  });

  it('answers 429 after five messages from one address in ten minutes', async () => {
    const c = new TestClient(server.baseUrl);
    // One message was already sent from this address by the first test.
    for (let i = 0; i < 4; i += 1) expect((await c.post('/trpc/contact.create', valid)).status).toBe(200);
    const res = await c.post('/trpc/contact.create', valid);
    expect(res.status).toBe(429);
    expect(res.json.error.message).toMatch(/wait a few minutes/);
  });
});

describe('the admin inbox (contact.list, unreadCount, setRead, delete)', () => {
  let admin: TestClient;
  let ordinary: TestClient;
  const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);

  /** Replaces every stored message with `n` messages, "Sender 1" the newest, one minute apart. */
  async function storeMessages(n: number): Promise<void> {
    await sql('delete from contact_messages');
    await sql(
      `insert into contact_messages (name, email, subject, message, created_at)
       select 'Sender ' || g, 'sender' || g || '@example.com', 'Subject number ' || g, 'Message body number ' || g,
              now() - make_interval(mins => g)
       from generate_series(1, ?::int) g`,
      [n],
    );
  }

  async function idOf(name: string): Promise<number> {
    return (await sql('select id from contact_messages where name = ?', [name]))[0]?.id as number;
  }

  beforeAll(async () => {
    admin = await server.signedInClient('admin');
    ordinary = await server.signedInClient('user');
  });

  const calls: Array<[string, (c: TestClient) => ReturnType<TestClient['get']>]> = [
    ['contact.list', (c) => trpcQuery(c, 'contact.list', { page: 1 })],
    ['contact.unreadCount', (c) => trpcQuery(c, 'contact.unreadCount')],
    ['contact.setRead', (c) => c.post('/trpc/contact.setRead', { id: 1, read: true })],
    ['contact.delete', (c) => c.post('/trpc/contact.delete', { id: 1 })],
  ];

  it.each(calls)('%s answers 401 to a visitor and 403 to an ordinary user', async (_name, call) => {
    const visitor = await call(new TestClient(server.baseUrl));
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.message).toBe('Please sign in to continue.');
    const user = await call(ordinary);
    expect(user.status).toBe(403);
    expect(user.json.error.message).toBe('This action needs an administrator account.');
  });

  it('lists 51 messages newest first on two pages of 50 and 1, with what the inbox shows', async () => {
    await storeMessages(51);
    const first = await trpcQuery(admin, 'contact.list', { page: 1 });
    expect(first.status).toBe(200);
    const one = first.json.result.data;
    expect(one).toMatchObject({ total: 51, unread: 51, page: 1, pageCount: 2 });
    expect(one.items).toHaveLength(50);
    expect(one.items.map((m: { name: string }) => m.name).slice(0, 3)).toEqual(['Sender 1', 'Sender 2', 'Sender 3']);
    expect(one.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Sender 1',
      email: 'sender1@example.com',
      subject: 'Subject number 1',
      message: 'Message body number 1',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read: false,
      customer: null,
      state: 'open',
      answer: null,
      answeredAt: null,
      closedAt: null,
    });
    const times = one.items.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const second = (await trpcQuery(admin, 'contact.list', { page: 2 })).json.result.data;
    expect(second).toMatchObject({ total: 51, page: 2, pageCount: 2 });
    expect(second.items.map((m: { name: string }) => m.name)).toEqual(['Sender 51']);

    const past = (await trpcQuery(admin, 'contact.list', { page: 3 })).json.result.data;
    expect(past).toMatchObject({ items: [], total: 51, page: 3, pageCount: 2 });
  });

  it('reads page 1 when no page is given, and one empty page when there are no messages', async () => {
    await storeMessages(0);
    const res = await trpcQuery(admin, 'contact.list');
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({ items: [], total: 0, unread: 0, page: 1, pageCount: 1 });
  });

  it.each([
    [{ page: 0 }, 'Page must be a whole number of 1 or more.'],
    [{ page: 1.5 }, 'Page must be a whole number of 1 or more.'],
    [{ page: 'two' }, 'Page must be a whole number of 1 or more.'],
  ])('contact.list rejects %j with 400', async (input, message) => {
    const res = await trpcQuery(admin, 'contact.list', input);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });

  it('marks a message read and unread, and the unread count follows', async () => {
    await storeMessages(3);
    const id = await idOf('Sender 2');
    expect((await trpcQuery(admin, 'contact.unreadCount')).json.result.data).toEqual({ unread: 3 });

    const read = await admin.post('/trpc/contact.setRead', { id, read: true });
    expect(read.status).toBe(200);
    expect(read.json.result.data).toMatchObject({ id, name: 'Sender 2', read: true });
    expect((await trpcQuery(admin, 'contact.unreadCount')).json.result.data).toEqual({ unread: 2 });
    const listed = (await trpcQuery(admin, 'contact.list')).json.result.data;
    expect(listed.unread).toBe(2);
    expect(listed.items.map((m: { read: boolean }) => m.read)).toEqual([false, true, false]);

    // Marking it read again keeps it read and the count unchanged.
    expect((await admin.post('/trpc/contact.setRead', { id, read: true })).status).toBe(200);
    expect((await trpcQuery(admin, 'contact.unreadCount')).json.result.data).toEqual({ unread: 2 });

    const unread = await admin.post('/trpc/contact.setRead', { id, read: false });
    expect(unread.status).toBe(200);
    expect(unread.json.result.data.read).toBe(false);
    expect((await trpcQuery(admin, 'contact.unreadCount')).json.result.data).toEqual({ unread: 3 });
    expect((await sql('select read_at from contact_messages where id = ?', [id]))[0]?.read_at).toBeNull();
  });

  it.each([
    [{ read: true }, 'A message id is required.'],
    [{ id: -1, read: true }, 'A message id must be a positive whole number.'],
    [{ id: 1 }, 'Say whether the message is read: true or false.'],
    [{ id: 1, read: 'yes' }, 'Say whether the message is read: true or false.'],
  ])('contact.setRead rejects %j with 400', async (input, message) => {
    const res = await admin.post('/trpc/contact.setRead', input);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });

  it('deletes a message for good; deleting it again is a 404', async () => {
    await storeMessages(2);
    const id = await idOf('Sender 1');
    const res = await admin.post('/trpc/contact.delete', { id });
    expect(res.status).toBe(200);
    expect(res.json.result.data).toEqual({ id });
    const listed = (await trpcQuery(admin, 'contact.list')).json.result.data;
    expect(listed).toMatchObject({ total: 1, unread: 1 });
    expect(listed.items.map((m: { name: string }) => m.name)).toEqual(['Sender 2']);

    const again = await admin.post('/trpc/contact.delete', { id });
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe('That message does not exist. It may have been deleted already; reload the inbox.');
  });

  it('answers 404 for marking an unknown message, and 400 for a bad id to delete', async () => {
    const missing = await admin.post('/trpc/contact.setRead', { id: 987654, read: true });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('That message does not exist. It may have been deleted already; reload the inbox.');
    const bad = await admin.post('/trpc/contact.delete', { id: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('A message id must be a positive whole number.');
  });
});

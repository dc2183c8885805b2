import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

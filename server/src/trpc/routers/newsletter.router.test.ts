import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('newsletter.subscribe', () => {
  it('stores an address once, whatever its case; the second sign-up is a friendly success', async () => {
    const c = new TestClient(server.baseUrl);
    const first = await c.post('/trpc/newsletter.subscribe', { email: 'Reader@Example.com', source: 'blog' });
    expect(first.status).toBe(200);
    expect(first.json.result.data).toEqual({ status: 'subscribed' });
    const second = await c.post('/trpc/newsletter.subscribe', { email: 'reader@example.COM' });
    expect(second.status).toBe(200);
    expect(second.json.result.data).toEqual({ status: 'already-subscribed' });
    const rows = await server.orm.em.getConnection().execute('select email, source from newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'reader@example.com', source: 'blog' }]);
  });

  it('rejects a bad address with 400 and stores nothing', async () => {
    const res = await new TestClient(server.baseUrl).post('/trpc/newsletter.subscribe', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Please enter a valid email address.');
    const rows = await server.orm.em.getConnection().execute("select count(*)::int as n from newsletter_subscriptions where email like 'not-%'");
    expect(rows[0]?.n).toBe(0);
  });
});

// Every response names its request id (X-Request-Id), and every log line of that request carries it: the
// real app's log is captured line by line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});

afterAll(async () => {
  await server?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The log entries whose request id is `id`. */
const loggedFor = (id: string) =>
  lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((entry) => entry.reqId === id);

describe('X-Request-Id', () => {
  it('is a fresh UUID on every response when the request brings none', async () => {
    const client = new TestClient(server.baseUrl);
    const first = (await client.get('/healthz')).headers.get('x-request-id');
    const second = (await client.get('/healthz')).headers.get('x-request-id');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it("reuses a caller's safe short token, and every log line of the request carries it", async () => {
    const id = `proxy-${Date.now()}.a_b`;
    const res = await new TestClient(server.baseUrl).get('/api/no-such-thing', { 'X-Request-Id': id });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe(id);
    const entries = loggedFor(id);
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with a space', 'two words'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a line-breaking escape', 'id%0d%0aSet-Cookie:x=1'],
    ['empty', ''],
  ])('replaces a token %s with a fresh one', async (_shape, given) => {
    const res = await new TestClient(server.baseUrl).get('/healthz', { 'X-Request-Id': given });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(loggedFor(id!).length).toBe(2);
  });

  it('names the request in the body of a 500 and on the log line of its error', async () => {
    const connection = server.orm.em.getConnection();
    await connection.execute(
      `create function request_id_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
      [],
      'run',
    );
    await connection.execute(
      'create trigger request_id_test_refuse before insert on users for each row execute function request_id_test_refuse()',
      [],
      'run',
    );
    try {
      const username = `failing${Date.now()}`;
      const res = await new TestClient(server.baseUrl).post('/api/register', {
        username,
        password: 'Test-Passw0rd',
        name: 'Failing Sign-up',
        email: `${username}@example.com`,
      });
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(res.json).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.', requestId: id });
      expect(loggedFor(id!).map((entry) => entry.msg)).toContain('unhandled error');
    } finally {
      await connection.execute('drop trigger request_id_test_refuse on users', [], 'run');
      await connection.execute('drop function request_id_test_refuse()', [], 'run');
    }
  });

  it('names the request on client-error answers too', async () => {
    const client = new TestClient(server.baseUrl);
    const bad = await client.request('POST', '/api/login', '{"username":', {
      'Content-Type': 'application/json',
      'X-Request-Id': 'bad-json-1',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-request-id')).toBe('bad-json-1');
    const limited = await client.get('/healthz', { 'X-Request-Id': 'a'.repeat(64) });
    expect(limited.headers.get('x-request-id')).toBe('a'.repeat(64));
  });
});

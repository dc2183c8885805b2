import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /readyz', () => {
  it('answers 200 {"status":"ready"}, uncached, while the database answers and every migration is applied', async () => {
    const res = await fetch(`${server.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the migrations while one is not applied, and 200 again once it is', async () => {
    const connection = server.orm.em.getConnection();
    const [last] = await connection.execute<Array<{ id: number; name: string }>>(
      'select id, name from mikro_orm_migrations order by id desc limit 1',
    );
    await connection.execute('delete from mikro_orm_migrations where id = ?', [last!.id], 'run');
    try {
      const res = await fetch(`${server.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        status: 'unavailable',
        failed: 'migrations',
        message: '1 migration(s) not applied; restart the server to apply them.',
        pendingMigrations: 1,
      });
      // Liveness is another question: the process and its database are up.
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await connection.execute('insert into mikro_orm_migrations (id, name) values (?, ?)', [last!.id, last!.name], 'run');
    }
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });
});

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers JSON 404 for an unknown API path and 503 text for pages when the web app is not built', async () => {
    const api = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toBe('Not found: GET /api/nothing-here');
    const page = await fetch(`${server.baseUrl}/features`);
    expect(page.status).toBe(503);
    expect(await page.text()).toMatch(/npm run build/);
  });

  it('answers 503 once the database is gone, as /readyz does naming the database', async () => {
    await server.orm.close(true);
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'unavailable' });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'unavailable', failed: 'database', message: 'The database does not answer.' });
  });
});

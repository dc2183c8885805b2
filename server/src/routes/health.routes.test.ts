import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers JSON 404 for an unknown API path and 503 text for pages when the web app is not built', async () => {
    const api = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { message: string }).message).toBe('Not found: GET /api/nothing-here');
    const page = await fetch(`${server.baseUrl}/features`);
    expect(page.status).toBe(503);
    expect(await page.text()).toMatch(/npm run build/);
  });

  it('answers 503 once the database is gone', async () => {
    await server.orm.close(true);
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
  });
});

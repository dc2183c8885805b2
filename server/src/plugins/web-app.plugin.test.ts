import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CHUNK, SAMPLE_CHUNK_PATH } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: { builtFiles: true } });
});

afterAll(async () => {
  await server?.close();
});

describe('the built assets', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('are sent to a browser accepting %s as %s, kept a year, and vary on the encoding', async (accepted, encoding) => {
    const res = await new TestClient(server.baseUrl).get(SAMPLE_CHUNK_PATH, { 'Accept-Encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.text).toBe(SAMPLE_CHUNK);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('keeps files without a hash in their name an hour, since they change under the same name', async () => {
    const res = await new TestClient(server.baseUrl).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

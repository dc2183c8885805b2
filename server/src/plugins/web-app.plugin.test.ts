import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebAppStandIn, type WebAppStandIn } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

const CHUNK = 'export const greeting = "Get found first when locals search for what you do";\n'.repeat(20);

let server: TestServer;
let web: WebAppStandIn;

beforeAll(async () => {
  web = createWebAppStandIn();
  mkdirSync(join(web.dir, 'assets'), { recursive: true });
  // As the build leaves a chunk: the file, and the copies web/vite-plugins/precompress.ts writes.
  writeFileSync(join(web.dir, 'assets', 'home-abc123.js'), CHUNK);
  writeFileSync(join(web.dir, 'assets', 'home-abc123.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(web.dir, 'assets', 'home-abc123.js.gz'), gzipSync(CHUNK));
  writeFileSync(join(web.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST_DIR: web.dir });
});

afterAll(async () => {
  await server?.close();
  web?.remove();
});

describe('the built assets', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('are sent to a browser accepting %s as %s, kept a year, and vary on the encoding', async (accepted, encoding) => {
    const res = await new TestClient(server.baseUrl).get('/assets/home-abc123.js', { 'Accept-Encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.text).toBe(CHUNK);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('keeps files without a hash in their name an hour, since they change under the same name', async () => {
    const res = await new TestClient(server.baseUrl).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

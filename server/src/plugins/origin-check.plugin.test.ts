// The CSRF Origin check over real HTTP: a state-changing request passes only when its Origin is this site's whole
// origin (scheme, host and port, as the request itself arrived, proxies included when trusted) or exactly a trusted
// one; `Origin: null` and look-alikes never pass. POST /api/logout is the probe: 204 when let through, 403 when refused.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUSTED_ORIGINS: 'https://App.Example.com:443,https://partner.example/path' });
  // A second instance over the same database, behind a trusted proxy (X-Forwarded-Proto and -Host count).
  proxied = await startTestServer({ TRUST_PROXY: 'true' }, { shareDatabaseOf: server });
});

afterAll(async () => {
  await proxied?.close();
  await server?.close();
});

/** POSTs to /api/logout with exactly these headers (Host included, which fetch would not let a test set); returns the status. */
function logout(target: TestServer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL('/api/logout', target.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-length': '0', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const hostOf = (target: TestServer) => new URL(target.baseUrl).host;

describe('the Origin check', () => {
  it('lets through this very origin, and Sec-Fetch-Site: same-origin without an Origin', async () => {
    expect((await logout(server, { origin: server.baseUrl })).status).toBe(204);
    expect((await logout(server, { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
  });

  it('refuses an Origin whose scheme differs from the request’s, even with the same host and port', async () => {
    const refused = await logout(server, { origin: `https://${hostOf(server)}` });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ message: expect.stringContaining('did not come from this site') });
  });

  it.each([
    ['Origin: null', () => 'null'],
    ['another port', () => `http://127.0.0.1:${Number(new URL(server.baseUrl).port) + 1}`],
    ['another name for the host', () => `http://localhost:${new URL(server.baseUrl).port}`],
    ['an origin with a path', () => `${server.baseUrl}/evil`],
    ['an origin in another spelling than browsers send', () => server.baseUrl.replace('http:', 'HTTP:')],
    ['two origins in one header', () => `${server.baseUrl}, https://evil.example`],
    ['a non-web scheme', () => `ftp://${hostOf(server)}`],
  ])('refuses %s', async (_, origin) => {
    expect((await logout(server, { origin: origin() })).status).toBe(403);
  });

  it('refuses Origin: null even when Sec-Fetch-Site claims same-origin, and a request with neither header', async () => {
    expect((await logout(server, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(403);
    expect((await logout(server, {})).status).toBe(403);
    expect((await logout(server, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('matches trusted origins exactly: scheme, host and port, never a sub-domain or a URL with a path', async () => {
    expect((await logout(server, { origin: 'https://app.example.com' })).status).toBe(204);
    for (const origin of [
      'http://app.example.com',
      'https://app.example.com:8443',
      'https://evil.app.example.com',
      'https://partner.example',
    ]) {
      expect((await logout(server, { origin })).status, origin).toBe(403);
    }
  });
});

describe('the Origin check behind a trusted proxy', () => {
  it('compares with the origin the proxy saw: X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const https = { host: 'site.example', 'x-forwarded-proto': 'https' };
    expect((await logout(proxied, { ...https, origin: 'https://site.example' })).status).toBe(204);
    expect((await logout(proxied, { ...https, origin: 'http://site.example' })).status).toBe(403);
    expect((await logout(proxied, { host: 'site.example', origin: 'https://site.example' })).status).toBe(403);
    expect((await logout(proxied, { host: 'site.example', origin: 'http://site.example' })).status).toBe(204);
    const forwardedHost = { host: hostOf(proxied), 'x-forwarded-host': 'www.site.example', 'x-forwarded-proto': 'https' };
    expect((await logout(proxied, { ...forwardedHost, origin: 'https://www.site.example' })).status).toBe(204);
    expect((await logout(proxied, { ...forwardedHost, origin: `https://${hostOf(proxied)}` })).status).toBe(403);
  });

  it('ignores forwarded headers from a proxy it does not trust', async () => {
    expect((await logout(server, { host: 'site.example', 'x-forwarded-proto': 'https', origin: 'https://site.example' })).status).toBe(403);
  });
});

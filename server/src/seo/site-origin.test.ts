import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../auth/account.service.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { metaContent } from '../test/served-html.ts';
import { listeningOrigin } from './site-origin.ts';

/** Host headers an attacker may send: their own host, with or without a port, and through X-Forwarded-Host. */
const FORGED: Array<Record<string, string>> = [
  { Host: 'evil.example' },
  { Host: 'evil.example:8443' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
];

/**
 * A real HTTP request with headers fetch would not let us forge (Host). A POST carries the Origin the
 * server will take for its own (from the forged headers), as an attacker's own script would send it.
 */
function send(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  trustProxy = false,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const forwarded = trustProxy && headers['X-Forwarded-Host'];
  const host = forwarded ? headers['X-Forwarded-Host'] : (headers.Host ?? url.host);
  const scheme = forwarded ? (headers['X-Forwarded-Proto'] ?? 'http') : 'http';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        headers: {
          ...headers,
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)), Origin: `${scheme}://${host}` }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every absolute http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);

describe('listeningOrigin', () => {
  it('names the bound port, localhost for every interface, brackets for IPv6', () => {
    expect(listeningOrigin('127.0.0.1', { address: '127.0.0.1', family: 'IPv4', port: 4321 }, 0)).toBe('http://127.0.0.1:4321');
    expect(listeningOrigin('0.0.0.0', { address: '0.0.0.0', family: 'IPv4', port: 3000 }, 3000)).toBe('http://localhost:3000');
    expect(listeningOrigin('::', null, 3000)).toBe('http://localhost:3000');
    expect(listeningOrigin('::1', null, 8080)).toBe('http://[::1]:8080');
  });
});

for (const trustProxy of ['false', 'true']) {
  describe(`links the server writes never come from the request's Host (TRUST_PROXY=${trustProxy})`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ TRUST_PROXY: trustProxy }, { webStandIn: true });
      await registerUser(server.orm.em.fork(), {
        username: 'hostvictim',
        password: 'Victim-Passw0rd',
        name: 'Victim',
        email: 'host-victim@example.com',
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('mails the reset link on the listening origin, whatever Host or X-Forwarded-Host says', async () => {
      // Only the reset e-mails count: the account's sign-up also mailed it a verification link, whenever that arrives.
      const resets = () =>
        server.outbox().filter((m) => m.to === 'host-victim@example.com' && m.subject === 'Reset your LocalRank password');
      for (const headers of FORGED) {
        const before = resets().length;
        const res = await send(
          server.baseUrl,
          'POST',
          '/api/forgot-password',
          headers,
          { email: 'host-victim@example.com' },
          trustProxy === 'true',
        );
        expect(res.status).toBe(200);
        await expect.poll(() => resets().length, { timeout: 10_000 }).toBe(before + 1);
        const mail = resets().at(-1)!;
        expect(mail.text).not.toContain('evil.example');
        expect(mail.html).not.toContain('evil.example');
        expect(mail.text).toMatch(new RegExp(`^${server.baseUrl.replace(/[.]/g, '\\.')}/reset-password\\?token=`, 'm'));
      }
    });

    it('writes canonical, Open Graph, sitemap, RSS and robots URLs on the listening origin', async () => {
      for (const headers of FORGED) {
        for (const path of ['/', '/pricing', '/blog', '/blog/rss.xml', '/sitemap.xml', '/robots.txt']) {
          const res = await send(server.baseUrl, 'GET', path, headers);
          expect(res.status, path).toBe(200);
          expect(res.text, path).not.toContain('evil.example');
          const urls = urlsIn(res.text).filter(
            (url) =>
              !url.startsWith('http://www.w3.org') &&
              !url.includes('sitemaps.org') &&
              !url.includes('purl.org') &&
              !url.includes('schema.org'),
          );
          if (path !== '/') expect(urls.length, path).toBeGreaterThan(0);
          for (const url of urls.filter((u) => u.includes('/blog') || u.includes('sitemap') || u.includes('/pricing'))) {
            expect(url.startsWith(server.baseUrl), `${path}: ${url}`).toBe(true);
          }
        }
        const home = await send(server.baseUrl, 'GET', '/', headers);
        expect(metaContent(home.text, 'property', 'og:url')).toBe(`${server.baseUrl}/`);
      }
    });
  });
}

describe('with PUBLIC_ORIGIN configured', () => {
  const ORIGIN = 'https://www.localrank.example';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: 'true' }, { webStandIn: true });
    await registerUser(server.orm.em.fork(), {
      username: 'hostvictim2',
      password: 'Victim-Passw0rd',
      name: 'Victim',
      email: 'host-victim2@example.com',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('every link is on PUBLIC_ORIGIN, whatever the request says', async () => {
    const headers = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
    const res = await send(server.baseUrl, 'POST', '/api/forgot-password', headers, { email: 'host-victim2@example.com' }, true);
    expect(res.status).toBe(200);
    await expect.poll(() => server.outbox().length).toBe(1);
    expect(server.outbox()[0]!.text).toContain(`${ORIGIN}/reset-password?token=`);
    const home = await send(server.baseUrl, 'GET', '/', headers);
    expect(metaContent(home.text, 'property', 'og:url')).toBe(`${ORIGIN}/`);
    expect(home.text).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    const sitemap = await send(server.baseUrl, 'GET', '/sitemap.xml', headers);
    expect(sitemap.text).toContain(`<loc>${ORIGIN}/pricing</loc>`);
    expect(sitemap.text).not.toContain('evil.example');
  });
});

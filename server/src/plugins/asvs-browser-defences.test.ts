import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/**
 * OWASP ASVS 5.0 web-frontend checks (V3.4 headers, V3.5 origin separation) on the API's answers;
 * SECURITY.md names each requirement and points here.
 */

let server: TestServer;
let signedIn: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await server.signedInClient('user');
});

afterAll(async () => {
  await server?.close();
});

/** One answer of each kind the API gives: success, no content, and each refusal. */
async function answersOfEveryKind() {
  const anonymous = new TestClient(server.baseUrl);
  return {
    'GET 200': await signedIn.get('/api/user'),
    'GET 401': await anonymous.get('/api/user'),
    'GET 404': await anonymous.get('/api/no-such-thing'),
    'GET 405 (mutation over GET)': await anonymous.get('/trpc/contact.create'),
    'POST 204': await anonymous.post('/api/logout'),
    'POST 400': await anonymous.post('/api/login', {}),
    'POST 401': await anonymous.post('/api/login', { username: 'nobody-at-all', password: 'Wrong-Passw0rd' }),
    'POST 403 (foreign Origin)': await anonymous.post('/api/login', {}, { Origin: 'https://evil.example' }),
    'POST 415': await anonymous.post('/api/login', 'username=x', { 'Content-Type': 'text/plain' }),
  };
}

describe('browser security headers on every kind of answer (ASVS 3.4.3, 3.4.4, 3.4.5, 3.4.6, 3.4.8)', () => {
  it('nosniff, a strict Referrer-Policy, COOP, and a CSP that forbids framing, plugins and <base>', async () => {
    for (const [kind, res] of Object.entries(await answersOfEveryKind())) {
      expect(res.status, kind).toBe(Number(kind.split(' ')[1]));
      expect(res.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), kind).toBe('DENY');
      const csp = (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());
      expect(csp, kind).toContain("frame-ancestors 'none'");
      expect(csp, kind).toContain("object-src 'none'");
      expect(csp, kind).toContain("default-src 'self'");
      expect(csp, kind).toContain("base-uri 'none'");
      expect(res.headers.get('cross-origin-opener-policy'), kind).toBe('same-origin');
      // Served over plain http here: no HSTS (a browser ignores it there, and localhost must stay reachable).
      expect(res.headers.get('strict-transport-security'), kind).toBeNull();
      expect(
        csp.find((directive) => directive.startsWith('script-src')),
        kind,
      ).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });
});

describe('no cross-origin reads (ASVS 3.4.2)', () => {
  it('sends no Access-Control-Allow-Origin, neither to a preflight nor to a request from another site', async () => {
    const preflight = await fetch(`${server.baseUrl}/api/user`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await signedIn.get('/api/user', { Origin: 'https://evil.example' });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    for (const res of Object.values(await answersOfEveryKind())) expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('state changes need POST from this site (ASVS 3.5.1, 3.5.3)', () => {
  it('a tRPC mutation sent as GET (a link or an <img> on another site) is refused with 405 and writes nothing', async () => {
    const count = async () =>
      (await server.orm.em.getConnection().execute('select count(*)::int as n from contact_messages'))[0]?.n as number;
    const before = await count();
    const input = { name: 'Cross Site', email: 'cross@example.com', subject: 'Forged message', message: 'Sent by a link on another site.' };
    const res = await signedIn.get(`/trpc/contact.create?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(res.status).toBe(405);
    expect(await count()).toBe(before);
  });

  it('logging out has no GET form: GET /api/logout is a 405 (Allow: POST) and the session lives on', async () => {
    const client = await server.signedInClient('user');
    const res = await client.get('/api/logout');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it("another site's POST carrying the visitor's cookie is refused with 403 and changes nothing (here: a forced logout)", async () => {
    const client = await server.signedInClient('user');
    const forged = await client.post('/api/logout', undefined, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.json.message).toMatch(/did not come from this site/);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('HSTS when the site is served over https (ASVS 3.4.1)', () => {
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ PUBLIC_ORIGIN: 'https://www.localrank.example' });
  });
  afterAll(async () => {
    await https?.close();
  });

  it('sends Strict-Transport-Security for a year on every answer', async () => {
    const client = new TestClient(https.baseUrl);
    for (const res of [await client.get('/api/user'), await client.get('/healthz'), await client.get('/api/no-such-thing')]) {
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '../test/raw-request.ts';
import { SAMPLE_CHUNK_PATH } from '../test/served-html.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';

// Server-renders pages large enough to be compressed (streamed to a signed-in visitor, whole to an anonymous one).
const SSR_ENTRY = `
export async function renderPage(options) {
  const body = '<main>' + new URL(options.url).pathname + '</main><p>' + 'Local search that brings customers in. '.repeat(100) + '</p>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

let server: TestServer;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: { ssrEntry: SSR_ENTRY, builtFiles: true } });
  member = await server.signedInClient('user');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The body as the client reads it, decoded by its Content-Encoding. */
function decoded(res: RawResponse): string {
  const coding = res.headers['content-encoding'];
  const bytes = coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
  return bytes.toString('utf8');
}

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.baseUrl, 'GET', path, headers);

describe('one strong ETag per representation', () => {
  it.each(['/blog', '/pricing', '/sitemap.xml', '/blog/rss.xml', '/trpc/blogPost.list'])(
    '%s: brotli, gzip and identity each have their own ETag, and a condition matches only its own',
    async (path) => {
      // Twice: the first answers are built, the next come from the kept copy; both must agree.
      for (let round = 0; round < 2; round += 1) {
        const answers = {
          br: await get(path, { 'Accept-Encoding': 'br' }),
          gzip: await get(path, { 'Accept-Encoding': 'gzip' }),
          identity: await get(path, { 'Accept-Encoding': 'identity' }),
        };
        const text = decoded(answers.identity);
        for (const [coding, res] of Object.entries(answers)) {
          expect(res.status, `${path} ${coding}`).toBe(200);
          expect(res.headers['content-encoding'], `${path} ${coding}`).toBe(coding === 'identity' ? undefined : coding);
          expect(res.headers.vary, `${path} ${coding}`).toMatch(/accept-encoding/i);
          expect(res.headers.etag, `${path} ${coding}`).toMatch(/^"[^"]+"$/);
          expect(decoded(res), `${path} ${coding}`).toBe(text);
        }
        const etags = Object.values(answers).map((res) => res.headers.etag);
        expect(new Set(etags).size, `${path}: ${etags.join(' ')}`).toBe(3);

        for (const [coding, res] of Object.entries(answers)) {
          const accept = coding === 'identity' ? 'identity' : coding;
          // Its own ETag: 304, no body, the same ETag.
          const again = await get(path, { 'Accept-Encoding': accept, 'If-None-Match': res.headers.etag! });
          expect(again.status, `${path} ${coding} revalidated`).toBe(304);
          expect(again.body.length).toBe(0);
          expect(again.headers.etag).toBe(res.headers.etag);
          // Another representation's ETag: the full answer in this one.
          for (const [otherCoding, other] of Object.entries(answers)) {
            if (otherCoding === coding) continue;
            const mismatch = await get(path, { 'Accept-Encoding': accept, 'If-None-Match': other.headers.etag! });
            expect(mismatch.status, `${path} ${coding} with the ${otherCoding} ETag`).toBe(200);
            expect(mismatch.headers.etag).toBe(res.headers.etag);
          }
        }
      }
    },
  );

  it('sends the same bytes for the same ETag, to GET and to HEAD', async () => {
    const first = await get('/features', { 'Accept-Encoding': 'br' });
    const head = await rawRequest(server.baseUrl, 'HEAD', '/features', { 'Accept-Encoding': 'br' });
    const second = await get('/features', { 'Accept-Encoding': 'br' });
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
  });
});

describe('answers that are no success', () => {
  it.each(['/no-such-page', '/blog/no-such-post', `/blog?q=${'local+'.repeat(60)}`])(
    '%s comes in the coding asked for, as a 200 page does, and is kept by no cache',
    async (path) => {
      const identity = await get(path, { 'Accept-Encoding': 'identity' });
      expect(identity.status).toBeGreaterThanOrEqual(400);
      for (const [accept, coding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        for (const headers of [{}, { Cookie: member.cookie }] as Array<Record<string, string>>) {
          const res = await get(path, { 'Accept-Encoding': accept, ...headers });
          const who = `${path} ${accept} ${headers.Cookie ? 'signed in' : 'anonymous'}`;
          expect(res.status, who).toBe(identity.status);
          expect(res.headers['content-encoding'], who).toBe(coding);
          expect(res.headers.vary, who).toMatch(/accept-encoding/i);
          expect(res.headers['cache-control'], who).toBe('no-store');
          expect(decoded(res), who).toContain('Local search that brings customers in.');
        }
      }
    },
  );
});

describe('Accept-Encoding q-values, negotiated as the static files are', () => {
  // RFC 9110 §12.5.3: q=0 refuses a coding, the highest q wins; with nothing acceptable, identity is allowed.
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['BR', 'br'],
    ['identity', undefined],
    ['identity;q=0', undefined],
    ['br;q=0, gzip;q=0, identity;q=0', undefined],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0, *', undefined],
    ['*;q=0', undefined],
    ['br;q=0.5, identity', undefined],
    ['gzip;q=0.5, identity;q=0.4', 'gzip'],
    ['br;q=oops, gzip', 'gzip'],
  ])('Accept-Encoding: %s gets %s on pages, RSS, the sitemap and the built assets', async (accept, expected) => {
    for (const path of ['/blog', '/', '/blog/rss.xml', '/sitemap.xml', '/trpc/blogPost.list', SAMPLE_CHUNK_PATH]) {
      const res = await get(path, { 'Accept-Encoding': accept });
      // Identity when nothing is acceptable: RFC 9110 lets the server send it rather than a 406.
      expect(res.status, `${path} ${accept}`).toBe(200);
      expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(expected);
    }
    // A signed-in visitor's page is streamed and compressed as it goes: the same choice.
    const streamed = await get('/blog', { 'Accept-Encoding': accept, Cookie: member.cookie });
    expect(streamed.status).toBe(200);
    expect(streamed.headers['content-encoding'], `streamed /blog ${accept}`).toBe(expected);
    expect(decoded(streamed)).toContain('Local search that brings customers in.');
  });
});

// No secret reaches the request log: every URL shape that carries a token (a query parameter in any position,
// case or escaping, tRPC's JSON `input=` alone or batched, a URL inside a parameter) is logged redacted. The
// real app logger's output is captured line by line.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathSpelling } from '../test/path-variants.ts';
import { rawRequest } from '../test/raw-request.ts';
import { SAMPLE_CHUNK_PATH } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { sendInvitation } from '../test/invitation-link.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { webRouteFullPaths, withSampleParams } from '../test/web-route-paths.ts';
import { carriesSecret, REDACTED, redactUrl } from './url-secrets.ts';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) }, webStandIn: true },
  );
});

afterAll(async () => {
  await server?.close();
});

const secret = () => `s3cret${randomBytes(12).toString('hex')}`;
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The URLs the log gave for requests whose path starts with `path`. */
const loggedUrls = (path: string) =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string }; url?: string })
    .map((entry) => entry.req?.url ?? entry.url)
    .filter((url): url is string => typeof url === 'string' && url.startsWith(path));

describe('the request log', () => {
  it.each([
    ['the reset link', (token: string) => `/reset-password?token=${token}`],
    ['a token after other parameters', (token: string) => `/reset-password?utm_source=mail&utm_medium=email&token=${token}`],
    ['a token between other parameters', (token: string) => `/admin/invitation?ref=mail&token=${token}&lang=en`],
    ['a token named in capitals', (token: string) => `/reset-password?TOKEN=${token}`],
    ['a token whose name is percent-escaped', (token: string) => `/reset-password?tok%65n=${token}`],
    ['a token given twice', (token: string) => `/reset-password?token=${token}&token=${token}x`],
    ['a token in an unknown API path', (token: string) => `/api/nowhere?token=${token}`],
    ['tRPC input carrying a token', (token: string) => `/trpc/team.invitation?input=${input({ token })}`],
    [
      'a batched tRPC call with the token in its second input',
      (token: string) => `/trpc/blogPost.list,team.invitation?batch=1&input=${input({ 0: {}, 1: { token } })}`,
    ],
    ['tRPC input nesting the token deeper', (token: string) => `/trpc/team.invitation?input=${input({ json: { token, extra: [1] } })}`],
    ['a link inside a parameter', (token: string) => `/admin/login?next=${encodeURIComponent(`/admin/invitation?token=${token}`)}`],
  ])('hides %s', async (_shape, urlOf) => {
    const token = secret();
    const url = urlOf(token);
    await new TestClient(server.baseUrl).get(url);
    const path = url.slice(0, url.indexOf('?'));
    const logged = loggedUrls(path);
    expect(logged.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
    expect(logged.some((entry) => entry.includes(encodeURIComponent(REDACTED)) || entry.includes(REDACTED))).toBe(true);
  });

  it.each([
    ['JSON sent without escaping', (token: string) => `/trpc/team.invitation?input={"token":"${token}"}`],
    ['JSON cut short', (token: string) => `/trpc/team.invitation?input={"token":"${token}"`],
  ])('hides a token in %s (a raw client)', async (_shape, urlOf) => {
    const token = secret();
    await server.app.inject({ method: 'GET', url: urlOf(token) });
    expect(loggedUrls('/trpc/team.invitation').length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('hides the token of a real invitation looked up by its page', async () => {
    const admin = await server.signedInClient('admin');
    const email = `logged${randomBytes(3).toString('hex')}@example.com`;
    const { sent, token } = await sendInvitation(server, admin, email);
    expect(sent.status).toBe(200);
    expect((await trpcQuery(new TestClient(server.baseUrl), 'team.invitation', { token })).status).toBe(200);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('hides the token in a `url` field logged by the app itself', () => {
    const token = secret();
    server.app.log.error({ url: `/reset-password?token=${token}` }, 'a failure naming its page');
    const last = JSON.parse(lines.at(-1)!) as { url: string };
    expect(last.url).toBe(`/reset-password?token=${REDACTED}`);
  });

  it('logs an address without secrets as it is', async () => {
    await new TestClient(server.baseUrl).get('/blog?page=2&search=password%20reset');
    expect(loggedUrls('/blog')).toContain('/blog?page=2&search=password%20reset');
  });
});

/** The paths of the links whose token may ride in the path, as the app names them and as a hand may shorten them. */
const TOKEN_LINKS = [
  ['preview'],
  ['admin', 'invitation'],
  ['invitation'],
  ['reset-password'],
  ['reset'],
  ['account', 'confirm-email'],
  ['account', 'verify-email'],
  ['newsletter', 'unsubscribe'],
  ['newsletter', 'confirm'],
  ['api', 'preview'],
];

/** A token as the app makes them: 160 random bits in base64url, or an unsubscribe link's id, a dot and an HMAC. */
const tokenArbitrary = fc.oneof(
  fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  fc
    .tuple(fc.integer({ min: 1, max: 99999 }), fc.uint8Array({ minLength: 32, maxLength: 32 }))
    .map(([id, bytes]) => `${id}.${Buffer.from(bytes).toString('base64url')}`),
);

/** A link's path with a token after it, spelled any way (the link's words in any case; the token as it is, maybe escaped). */
const tokenPathArbitrary = fc
  .tuple(fc.constantFrom(...TOKEN_LINKS), tokenArbitrary)
  .chain(([link, token]) =>
    pathSpelling([...link, token], { mixCase: (_segment, index) => index < link.length }).map((path) => ({ path, token })),
  );

/** `text` with every percent-escape of an ASCII character decoded, as a reader of the log could. */
const asciiDecoded = (text: string) => text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('a token in a path', () => {
  it('is redacted after any link word, in any spelling, in the path or in an address carried by the query', () => {
    fc.assert(
      fc.property(tokenPathArbitrary, fc.boolean(), ({ path, token }, carried) => {
        const url = carried ? `/admin/login?next=${encodeURIComponent(path)}` : path;
        const redacted = redactUrl(url);
        expect(asciiDecoded(asciiDecoded(redacted))).not.toContain(token);
        expect(redacted).toMatch(/\[redacted\]|%5Bredacted%5D/);
        expect(carriesSecret(url)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is redacted anywhere in a path when it looks random, and inside tRPC input carrying an address', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.constantFrom('/somewhere/', '/blog/', '/x;y/', '//'),
        (bytes, before) => {
          const token = Buffer.from(bytes).toString('base64url');
          // A random 27-character run has both cases but for about one in a million.
          fc.pre(/[A-Z]/.test(token) && /[a-z]/.test(token));
          expect(redactUrl(`${before}${token}`)).not.toContain(token);
          const input = encodeURIComponent(JSON.stringify({ 0: { next: `/PREVIEW/${token}` } }));
          expect(asciiDecoded(decodeURIComponent(redactUrl(`/trpc/auth.next?batch=1&input=${input}`)))).not.toContain(token);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves the site's own addresses as they are: every page, the built files, media, tRPC batches, the link pages", () => {
    const own = [
      ...webRouteFullPaths().map(withSampleParams),
      SAMPLE_CHUNK_PATH,
      '/assets/index-BxY12abC.js',
      '/assets/entry-server-DqF3k9Lm.css',
      '/media/0123456789abcdef-shop-front-in-spring-2025-1200w.webp',
      `/trpc/blogPost.list,builderPage.publishedByPath,team.invitation?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: { path: '/features' } }))}`,
      '/blog/ultimate-guide-local-seo-2025',
      '/newsletter/unsubscribe',
      '/account/confirm-email',
      '/reset-password',
      '/preview/',
      '/blog?page=2&search=password%20reset',
    ];
    expect(own.filter((url) => redactUrl(url) !== url)).toEqual([]);
  });

  it('never reaches the request log, whatever the spelling the request came with', async () => {
    const samples = fc.sample(tokenPathArbitrary, 40);
    for (const { path } of samples) await rawRequest(server.baseUrl, 'GET', path);
    const log = lines.join('\n');
    for (const { path, token } of samples) {
      expect(log, path).not.toContain(token);
      expect(asciiDecoded(log), path).not.toContain(token);
    }
  });
});

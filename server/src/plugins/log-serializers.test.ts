// No secret reaches the request log: every URL shape that carries a token (a query parameter in any position,
// case or escaping, tRPC's JSON `input=` alone or batched, a URL inside a parameter) is logged redacted. The
// real app logger's output is captured line by line.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { sendInvitation } from '../test/invitation-link.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { REDACTED } from './url-secrets.ts';

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

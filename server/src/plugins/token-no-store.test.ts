// Every answer to an address carrying a token (the tRPC invitation lookup, alone or batched; the reset-password
// and invitation pages; any page reached with a token in its query) is `no-store`, and none is kept by the
// app's own response cache for the next visitor.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendInvitation } from '../test/invitation-link.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { NO_STORE, PUBLIC_CACHE } from '../http/cache-headers.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: true });
  const admin = await server.signedInClient('admin');
  const email = `cached${randomBytes(3).toString('hex')}@example.com`;
  const invitation = await sendInvitation(server, admin, email);
  expect(invitation.sent.status).toBe(200);
  token = invitation.token;
});

afterAll(async () => {
  await server?.close();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('answers to addresses carrying a token', () => {
  it.each([
    ['the tRPC invitation lookup', () => `/trpc/team.invitation?input=${input({ token })}`],
    ['the lookup batched with a public read', () => `/trpc/blogPost.list,team.invitation?batch=1&input=${input({ 0: {}, 1: { token } })}`],
    ['the lookup batched first', () => `/trpc/team.invitation,blogPost.list?batch=1&input=${input({ 0: { token }, 1: {} })}`],
    ['the reset-password page', () => `/reset-password?token=${token}`],
    ['the reset-password page with other parameters first', () => `/reset-password?utm_source=mail&token=${token}`],
    ['the invitation page', () => `/admin/invitation?token=${token}`],
    ['a public page reached with a token', () => `/?token=${token}`],
    ['the blog reached with a token in capitals', () => `/blog?TOKEN=${token}`],
  ] as Array<[string, () => string]>)('%s is kept by no cache, the second time too', async (_what, urlOf) => {
    for (const visit of [1, 2]) {
      const res = await new TestClient(server.baseUrl).get(urlOf());
      expect(res.status, `visit ${visit}`).toBe(200);
      expect(res.headers.get('cache-control'), `visit ${visit}`).toBe(NO_STORE);
      expect(res.headers.get('cdn-cache-control'), `visit ${visit}`).toBeNull();
    }
  });

  it('leaves public answers without a token public', async () => {
    for (const path of ['/blog', `/trpc/blogPost.list?batch=1&input=${input({ 0: {} })}`]) {
      expect((await new TestClient(server.baseUrl).get(path)).headers.get('cache-control')).toBe(PUBLIC_CACHE);
    }
  });
});

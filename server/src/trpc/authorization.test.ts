import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { appRouter } from './app-router.ts';

/**
 * The procedures anyone may call. Everything else in the app router must refuse an anonymous caller
 * (401) and an ordinary account (403): a new admin procedure is covered without editing this test.
 */
const PUBLIC_PROCEDURES = new Set([
  'builderForm.submit',
  'builderPage.published',
  'blogPost.list',
  'blogPost.bySlug',
  'contact.create',
  'newsletter.subscribe',
  'page.bySlug',
  // A preview link's holder reads the draft it shows (the link's token is the permission).
  'previewLink.view',
  // An invitation link's holder reads what it invites them to.
  'team.invitation',
  'user.me',
]);

/** REST routes anyone may call; any other route that writes, or lives under /api/admin, must be admin-only. */
const PUBLIC_WRITE_ROUTES = new Set([
  'POST /api/login',
  'POST /api/admin/login',
  // Accepting an e-mailed invitation (the link's token is the permission).
  'POST /api/invitation',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  // The contact form and newsletter sign-ups posted without JavaScript (they call the public procedures).
  'POST /api/contact',
  'POST /api/newsletter',
  'POST /api/builder-form',
  // The newsletter's unsubscribe button and RFC 8058 one-click (the link's token is the permission).
  'POST /newsletter/unsubscribe',
]);

let server: TestServer;
let anonymous: TestClient;
let ordinary: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new TestClient(server.baseUrl);
  ordinary = await server.signedInClient('user');
});

afterAll(async () => {
  await server?.close();
});

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(
  ([path, procedure]) => ({ path, type: procedure._def.type }),
);
const guarded = procedures.filter((procedure) => !PUBLIC_PROCEDURES.has(procedure.path));

/** Calls a procedure over HTTP as a client would, with an empty input. */
function call(client: TestClient, procedure: { path: string; type: string }) {
  return procedure.type === 'mutation'
    ? client.post(`/trpc/${procedure.path}`, {})
    : client.get(`/trpc/${procedure.path}?input=${encodeURIComponent('{}')}`);
}

describe('every non-public tRPC procedure', () => {
  it('the allow-list names only procedures that exist', () => {
    const paths = new Set(procedures.map((procedure) => procedure.path));
    expect([...PUBLIC_PROCEDURES].filter((path) => !paths.has(path))).toEqual([]);
    expect(guarded.length).toBeGreaterThan(0);
  });

  it.each(guarded)('$path answers 401 to an anonymous caller', async (procedure) => {
    const res = await call(anonymous, procedure);
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe('Please sign in to continue.');
  });

  it.each(guarded)('$path answers 403 to an ordinary account', async (procedure) => {
    const res = await call(ordinary, procedure);
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('This action needs an administrator account.');
  });
});

describe('every admin REST route', () => {
  // /trpc/:path dispatches to the procedures, each checked above.
  const routes = () =>
    server.app.routeSummaries.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.url.startsWith('/trpc/'));

  it('every route that writes is either on the public list or admin-only', () => {
    const unmarked = routes()
      .filter((route) => route.method !== 'GET' && route.access !== 'admin')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !PUBLIC_WRITE_ROUTES.has(route));
    expect(unmarked).toEqual([]);
  });

  it('every route under /api/admin/ is admin-only', () => {
    const unmarked = routes().filter(
      (route) => route.url.startsWith('/api/admin/') && route.access !== 'admin' && route.url !== '/api/admin/login',
    );
    expect(unmarked).toEqual([]);
  });

  it('every admin-only route answers 401 anonymously and 403 to an ordinary account', async () => {
    for (const route of routes().filter((r) => r.access === 'admin')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const body = route.method === 'GET' ? undefined : {};
      const anon = await anonymous.request(route.method, url, body);
      expect(anon.status, `${route.method} ${route.url} anonymous`).toBe(401);
      const user = await ordinary.request(route.method, url, body);
      expect(user.status, `${route.method} ${route.url} ordinary user`).toBe(403);
    }
  });
});

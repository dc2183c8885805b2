import { roleAtLeast, roleNeededMessage, type StaffRole } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../test/event-stream.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { appRouter } from './app-router.ts';

/** Who may call something: anyone, any signed-in account (customers too), or a staff role and every role above it. */
type Access = 'public' | 'signed-in' | StaffRole;

/**
 * THE table of who may call each procedure: 'public', or the lowest staff role allowed (every role above it is
 * allowed too; see `roleAtLeast`). A procedure missing from it fails the test, so a new one is classified here.
 * Ownership of posts (an author's or contributor's own) is checked in the blog services: blog-post-access.test.ts.
 */
const PROCEDURES: Record<string, Access> = {
  'activity.list': 'administrator',

  'blogAdmin.list': 'contributor',
  'blogAdmin.byId': 'contributor',
  'blogAdmin.create': 'contributor',
  'blogAdmin.update': 'contributor',
  'blogAdmin.publish': 'author',
  'blogAdmin.unpublish': 'author',
  'blogAdmin.applyChanges': 'author',
  'blogAdmin.scheduleChanges': 'author',
  'blogAdmin.cancelScheduledChanges': 'author',
  'blogAdmin.discardChanges': 'contributor',
  'blogAdmin.delete': 'contributor',
  'blogAdmin.categories': 'contributor',
  'blogAdmin.revisions': 'contributor',
  'blogAdmin.revision': 'contributor',
  'blogAdmin.restoreRevision': 'contributor',

  'blogPost.list': 'public',
  'blogPost.bySlug': 'public',
  'blogPost.byTag': 'public',

  'builderForm.submit': 'public',

  'builderPage.list': 'editor',
  'builderPage.bySlug': 'editor',
  'builderPage.lastEdited': 'editor',
  'builderPage.byId': 'editor',
  'builderPage.create': 'editor',
  'builderPage.update': 'editor',
  'builderPage.delete': 'editor',
  'builderPage.duplicate': 'editor',
  'builderPage.submit': 'editor',
  'builderPage.events': 'editor',
  'builderPage.save': 'editor',
  'builderPage.checkpoints': 'editor',
  'builderPage.publish': 'editor',
  'builderPage.cancelSchedule': 'editor',
  'builderPage.publishedVersions': 'editor',
  'builderPage.revert': 'editor',
  'builderPage.unpublish': 'editor',
  'builderPage.published': 'public',

  'builderTemplate.list': 'editor',
  'builderTemplate.create': 'editor',
  'builderTemplate.delete': 'editor',

  'contact.create': 'public',
  'contact.list': 'administrator',
  'contact.unreadCount': 'administrator',
  'contact.setRead': 'administrator',
  'contact.delete': 'administrator',

  'media.list': 'contributor',
  'media.library': 'author',
  'media.updateAlt': 'author',
  'media.usages': 'editor',
  'media.delete': 'editor',

  'newsletter.subscribe': 'public',
  'newsletter.list': 'administrator',
  'newsletter.mine': 'signed-in',
  'newsletter.setMine': 'signed-in',

  // Sending a post to the subscribers and the send reports: ROLE_ABILITIES.sendNewsletters.
  'newsletterIssue.forPost': 'editor',
  'newsletterIssue.preview': 'editor',
  'newsletterIssue.sendTest': 'editor',
  'newsletterIssue.send': 'editor',
  'newsletterIssue.list': 'editor',
  'newsletterIssue.report': 'editor',
  'notFound.list': 'editor',
  'notFound.dismiss': 'editor',
  'redirect.list': 'editor',
  'redirect.create': 'editor',
  'redirect.update': 'editor',
  'redirect.remove': 'editor',
  'redirect.importCsv': 'editor',
  'siteSearch.list': 'editor',
  'analytics.overview': 'editor',
  'analytics.table': 'editor',
  'analytics.live': 'editor',
  'analytics.posts': 'editor',

  // Review: any staff role at the door; the service keeps contributors to their own posts (post-review.router.test.ts).
  'postReview.get': 'contributor',
  'postReview.submit': 'contributor',
  'postReview.withdraw': 'contributor',
  'postReview.sendBack': 'editor',
  'postReview.mailPreference': 'editor',
  'postReview.setMailPreference': 'editor',

  'page.bySlug': 'public',
  'page.list': 'editor',
  'page.save': 'editor',

  'previewLink.create': 'contributor',
  'previewLink.list': 'contributor',
  'previewLink.revoke': 'contributor',
  // A preview link's holder reads the draft it shows (the link's token is the permission).
  'previewLink.view': 'public',

  // Every account's own profile and security (server/src/account's tests show each acts on the caller's account alone).
  'profile.get': 'signed-in',
  'profile.rename': 'signed-in',
  'profile.changePassword': 'signed-in',
  'profile.sessions': 'signed-in',
  'profile.endSession': 'signed-in',
  'profile.endOtherSessions': 'signed-in',

  'privacy.deleteAccount': 'signed-in',
  'support.create': 'signed-in',
  'support.list': 'signed-in',
  'support.get': 'signed-in',
  'support.answer': 'administrator',
  'support.close': 'administrator',
  'profile.events': 'signed-in',
  // The account's own address: its verification and a confirmed change (server/src/account/email-address.test.ts).
  'emailAddress.status': 'signed-in',
  'emailAddress.resendVerification': 'signed-in',
  'emailAddress.requestChange': 'signed-in',
  // An e-mail change without a confirmation link: staff only, until customers get the confirmed change.
  'profile.update': 'contributor',

  'seoReport.list': 'editor',
  'seoReport.keyphraseUses': 'contributor',

  'team.list': 'administrator',
  'team.setRole': 'administrator',
  'team.setDisabled': 'administrator',
  'team.signOutEverywhere': 'administrator',
  'team.transferOwnership': 'owner',
  'team.invite': 'administrator',
  'team.invitations': 'administrator',
  'team.revokeInvitation': 'administrator',
  'team.exportAccountData': 'administrator',
  'team.deleteAccount': 'administrator',
  // An invitation link's holder reads what it invites them to.
  'team.invitation': 'public',

  'trial.get': 'signed-in',
  'trial.changePlan': 'signed-in',

  'user.me': 'public',
  'user.list': 'administrator',
};

/**
 * The same for every REST route but /trpc/:path (which dispatches to the procedures above): 'public' or the
 * lowest staff role, which must be the route's `config.access` (routeAccess in http/admin-access.ts).
 */
const ROUTES: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Public in the sense of needing no session: only the addresses METRICS_ALLOW names get an answer.
  'GET /metrics': 'public',
  'GET /api/media': 'public',
  'GET /media/:file': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /sitemap-:number.xml': 'public',
  'GET /blog/rss.xml': 'public',
  'GET /api/user': 'public',
  // "Download my data": the signed-in account's own data only.
  'GET /api/account/data': 'signed-in',
  'POST /api/login': 'public',
  'POST /api/admin/login': 'public',
  // Accepting an e-mailed invitation (the link's token is the permission).
  'POST /api/invitation': 'public',
  'POST /api/register': 'public',
  'POST /api/logout': 'public',
  'POST /api/forgot-password': 'public',
  'POST /api/reset-password': 'public',
  // The contact form, builder forms and newsletter sign-ups posted without JavaScript (they call the public procedures).
  'POST /api/contact': 'public',
  'POST /api/builder-form': 'public',
  'POST /api/newsletter': 'public',
  // The newsletter's links (the link's token is the permission): confirm, the unsubscribe page, its button and
  // RFC 8058 one-click.
  'GET /newsletter/confirm': 'public',
  'GET /newsletter/unsubscribe': 'public',
  // A sent newsletter's web copy ("View in browser"): its random key is the permission.
  'GET /newsletter/view/:key': 'public',
  'POST /newsletter/unsubscribe': 'public',
  // The account e-mails' links (the link's token is the permission): verify the address, confirm a new one.
  'GET /account/verify-email': 'public',
  'GET /account/confirm-email': 'public',
  // A page's background image is page content.
  'POST /api/media/save-background': 'editor',
  'POST /api/media/upload': 'author',
  'GET /api/builder/pages/:id/events': 'editor',
  'GET /api/admin/activity/export.csv': 'administrator',
  'GET /api/admin/newsletter/export.csv': 'administrator',
  'GET /api/admin/redirects/export.csv': 'editor',
  'GET /api/admin/site-search/export.csv': 'editor',
  'GET /api/admin/analytics/export.csv': 'editor',
  // A public page's time-on-page beacon (same-origin only, as every POST).
  'POST /api/analytics/beacon': 'public',
  // A WordPress import creates posts under other people's names (author names), as an editor may.
  'POST /api/admin/blog/import-wordpress': 'editor',
  // Its dry run, and the confirmation or cancelling of the upload the dry run kept (the same sign-in's only).
  'POST /api/admin/blog/import-wordpress/preview': 'editor',
  'POST /api/admin/blog/import-wordpress/confirm': 'editor',
  'POST /api/admin/blog/import-wordpress/cancel': 'editor',
  // Moving the whole site's content between sites: administrators, as the site's other whole-site exports.
  'GET /api/admin/content/export': 'administrator',
  'POST /api/admin/content/import': 'administrator',
  // Presence: any staff role at the door; each room then needs what its editor needs (presence.routes.test.ts).
  'GET /api/admin/presence/events': 'contributor',
  'POST /api/admin/presence': 'contributor',
  // Editors and up are told of posts waiting for review (admin-notices.routes.test.ts).
  'GET /api/admin/notices/events': 'editor',
};

/** The event streams that name nothing in their path, so an allowed caller's request opens a live stream. */
const STREAMS_WITHOUT_ID = new Set(['GET /api/admin/notices/events']);

/** Every caller the matrix tries, lowest first. */
const CALLERS = ['anonymous', 'user', 'contributor', 'author', 'editor', 'administrator', 'owner'] as const;
type Caller = (typeof CALLERS)[number];

let server: TestServer;
const clients = {} as Record<Caller, TestClient>;

beforeAll(async () => {
  server = await startTestServer();
  clients.anonymous = new TestClient(server.baseUrl);
  for (const caller of CALLERS) if (caller !== 'anonymous') clients[caller] = await server.signedInClient(caller);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(
  ([path, procedure]) => ({ path, type: procedure._def.type }),
);

/** Calls a procedure over HTTP as a client would, with an empty input. */
function call(client: TestClient, procedure: { path: string; type: string }) {
  return procedure.type === 'mutation'
    ? client.post(`/trpc/${procedure.path}`, {})
    : client.get(`/trpc/${procedure.path}?input=${encodeURIComponent('{}')}`);
}

/** Whether `caller` may use something open to `access`. */
const allowed = (access: Access, caller: Caller): boolean =>
  access === 'public' || (caller !== 'anonymous' && (access === 'signed-in' || roleAtLeast(caller, access)));

/** What the matrix expects of `caller` on something open to `access`: the refusal's status and message, or null. */
function refusal(access: Access, caller: Caller): { status: number; message: string } | null {
  if (allowed(access, caller)) return null;
  if (caller === 'anonymous') return { status: 401, message: 'Please sign in to continue.' };
  return { status: 403, message: roleNeededMessage(access as StaffRole) };
}

const matrix = procedures.flatMap((procedure) =>
  CALLERS.map((caller) => ({ ...procedure, caller, access: PROCEDURES[procedure.path] ?? 'public' })),
);

describe('every tRPC procedure × every role', () => {
  it('the table names every procedure, and only procedures that exist', () => {
    const paths = procedures.map((procedure) => procedure.path);
    expect(
      paths.filter((path) => !(path in PROCEDURES)),
      'procedures missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(PROCEDURES).filter((path) => !paths.includes(path)),
      'table rows of no procedure',
    ).toEqual([]);
  });

  it.each(matrix)('$path as $caller (open to $access)', async ({ caller, access, ...procedure }) => {
    const res = await call(clients[caller], procedure);
    const expected = refusal(access, caller);
    if (expected) {
      expect(res.status).toBe(expected.status);
      expect(res.json.error.message).toBe(expected.message);
    } else {
      expect([401, 403], `${res.status} ${res.text.slice(0, 200)}`).not.toContain(res.status);
    }
  });
});

describe('every REST route × every role', () => {
  const routes = () =>
    server.app.routeSummaries.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && route.url !== '/trpc/:path');

  it('the table names every route with its access, and only routes that exist', () => {
    const found = Object.fromEntries(routes().map((route) => [`${route.method} ${route.url}`, route.access ?? 'public']));
    expect(found).toEqual(ROUTES);
  });

  it('every route under /api/admin/ but the sign-in is for staff', () => {
    const open = routes().filter((route) => route.url.startsWith('/api/admin/') && !route.access && route.url !== '/api/admin/login');
    expect(open).toEqual([]);
  });

  it('every staff route answers each role as the table says', async () => {
    for (const [route, access] of Object.entries(ROUTES).filter(([, access]) => access !== 'public')) {
      const [method, path] = route.split(' ') as [string, string];
      // An id no row has: an allowed call answers 404 rather than opening a live stream.
      const url = path.replace(/:(\w+)/g, '999999');
      for (const caller of CALLERS) {
        const expected = refusal(access, caller);
        // A stream without an id in its path stays open for whoever may read it: opened, its status read, closed.
        if (!expected && STREAMS_WITHOUT_ID.has(route)) {
          const stream = await openEventStream(clients[caller], server.baseUrl, url);
          stream.close();
          expect(stream.status, `${route} as ${caller}`).toBe(200);
          continue;
        }
        const res = await clients[caller].request(method, url, method === 'GET' ? undefined : {});
        if (expected) {
          expect(res.status, `${route} as ${caller}`).toBe(expected.status);
          expect(res.json?.message, `${route} as ${caller}`).toBe(expected.message);
        } else {
          expect([401, 403], `${route} as ${caller}: ${res.status}`).not.toContain(res.status);
        }
      }
    }
  });
});

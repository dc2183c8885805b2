import { NEWSLETTER_LINKS } from '@app/contracts';
import { addCommand, writeComponentContent, type BuilderElement } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../auth/account.service.ts';
import { issueResetTokens } from '../auth/password-reset.service.ts';
import { acceptedStep, newBuilderPage } from '../test/builder-client.ts';
import { postFormWithoutScript } from '../test/post-form.ts';
import { leavesOrigin, offSitePaths } from '../test/off-site-paths.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Every route that takes a form posted without JavaScript, as the server registered it, is posted a
// valid form with `_back` set to each generated off-site path; the 303 it answers must stay on the site.

const FORM_ID = 'element-1700000000000-9';
const ACCOUNT = { username: 'redirectuser', password: 'Redirect-Passw0rd', email: 'redirect-user@example.com' };

let server: TestServer;

/**
 * Every route the server registered for forms posted without JavaScript (`config.acceptsForm`), but the newsletter's
 * one-click unsubscribe: it takes one fixed body (`List-Unsubscribe=One-Click`, no `_back`) and leads to one page
 * (newsletter-links.routes.test.ts).
 */
const formRoutes = () => server.app.routeSummaries.filter((route) => route.acceptsForm && route.url !== NEWSLETTER_LINKS.unsubscribe);

beforeAll(async () => {
  server = await startTestServer({ SIGN_UPS_PER_HOUR: '100000' });
  await registerUser(server.orm.em.fork(), { ...ACCOUNT, name: 'Redirect User' });
  const admin = await server.signedInClient('admin');
  const pageId = await newBuilderPage(admin, 'redirect-form');
  const form: BuilderElement = {
    id: FORM_ID,
    type: 'form',
    name: 'Form',
    content: writeComponentContent('form', {
      title: 'Call me back',
      fields: [{ label: 'Your name', type: 'text', required: true }],
      submitText: 'Send',
      successMessage: 'Thanks',
    }),
    style: {},
    children: [],
  };
  await acceptedStep(admin, pageId, 0, addCommand(null, form));
  expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

/** A fresh reset token for the test account, issued by the service the forgot-password form uses. */
async function resetToken(): Promise<string> {
  const [mail] = await issueResetTokens(server.orm.em.fork(), ACCOUNT.email, server.baseUrl);
  return /token=([\w-]+)/.exec(mail!.text)![1]!;
}

/** Fields each form route accepts (the `n`th post gets unique values where the form stores them). */
const VALID_FIELDS: Record<string, (n: number) => Promise<Record<string, string>>> = {
  '/api/login': async () => ({ username: ACCOUNT.username, password: ACCOUNT.password }),
  '/api/register': async (n) => ({
    name: 'New Person',
    email: `redirect-new-${n}@example.com`,
    username: `redirectnew${n}`,
    password: 'Str0ng-Passw0rd',
    confirmPassword: 'Str0ng-Passw0rd',
    acceptTerms: 'on',
  }),
  '/api/logout': async () => ({}),
  // An address with no account (answered alike): a reset mail for the account would end the token the reset route is using.
  '/api/forgot-password': async (n) => ({ email: `nobody-${n}@example.com` }),
  '/api/reset-password': async () => ({ token: await resetToken(), password: ACCOUNT.password, confirmPassword: ACCOUNT.password }),
  '/api/contact': async (n) => ({
    name: 'Jo Bloggs',
    email: 'jo@example.com',
    subject: `Redirect ${n}`,
    message: 'Sent from a browser with JavaScript turned off.',
  }),
  '/api/builder-form': async (n) => ({ pageSlug: 'redirect-form', formId: FORM_ID, 'field-0': `Sam ${n}` }),
  '/api/newsletter': async (n) => ({ email: `redirect-reader-${n}@example.com`, source: 'footer' }),
};

/** Posts a form as a browser does without JavaScript, not following the redirect. */
async function postForm(path: string, fields: Record<string, string>) {
  const res = await postFormWithoutScript(server.baseUrl, path, fields);
  return { status: res.status, location: res.headers.get('location') };
}

describe('where a form posted without JavaScript leads', () => {
  it('the server registers the no-script form routes, each with fields here', () => {
    const urls = formRoutes().map((route) => route.url);
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const url of urls) expect(Object.keys(VALID_FIELDS), `no valid fields for ${url}`).toContain(url);
  });

  it('never leaves the site, whatever `_back` normalises to', async () => {
    const paths = [...offSitePaths()];
    expect(paths.length).toBeGreaterThan(90);
    const escapes: string[] = [];
    let n = 0;
    // The routes side by side (each its own posts in turn), so password hashing on one overlaps the others' round trips.
    await Promise.all(
      formRoutes().map(async (route) => {
        for (const back of paths) {
          n += 1;
          // Each post is a success, so what is checked is the redirect and not a rate limit's refusal.
          await server.orm.em.getConnection().execute('delete from rate_limits', [], 'run');
          const res = await postForm(route.url, { _form: 'x', _back: back, ...(await VALID_FIELDS[route.url]!(n)) });
          const label = `${route.url} with _back ${JSON.stringify(back)}`;
          expect(res.status, label).toBe(303);
          if (!res.location?.startsWith('/') || leavesOrigin(res.location, server.baseUrl)) escapes.push(`${label} led to ${res.location}`);
        }
      }),
    );
    expect(escapes).toEqual([]);
    // About 900 posts, a third of them hashing a password.
  }, 600_000);
});

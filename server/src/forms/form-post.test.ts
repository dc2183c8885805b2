import { addCommand, writeComponentContent, type BuilderElement } from '@app/builder-engine';
import type { FormResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../auth/account.service.ts';
import { hashToken } from '../auth/token-hash.ts';
import { acceptedStep, newBuilderPage } from '../test/builder-client.ts';
import { postFormWithoutScript } from '../test/post-form.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

// A stand-in for the SSR build's entry: it reports the address it rendered and the state the server gave it.
const REPORTING_ENTRY = `
export async function renderPage(options) {
  const report = { url: new URL(options.url).pathname + new URL(options.url).search, formResult: options.initialState.formResult ?? null, notice: options.initialState.notice ?? null, user: options.initialState.user ? options.initialState.user.username : null };
  const body = '<main id="report">' + JSON.stringify(report).replace(/</g, '\\\\u003c') + '</main>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { webStandIn: { ssrEntry: REPORTING_ENTRY } });
  await registerUser(server.orm.em.fork(), {
    username: 'formuser',
    password: 'Form-Passw0rd',
    name: 'Form User',
    email: 'form-user@example.com',
  });
});

afterAll(async () => {
  await server?.close();
});

/** Posts a form as a browser does without JavaScript (urlencoded, with this site's Origin), not following a redirect. */
function postForm(client: TestClient, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postFormWithoutScript(server.baseUrl, path, fields, { ...(client.cookie ? { Cookie: client.cookie } : {}), ...headers });
}

/** What the rendered page reported. */
function report(html: string): { url: string; formResult: FormResult | null; notice: string | null; user: string | null } {
  const match = /<main id="report">(.*?)<\/main>/.exec(html);
  if (!match) throw new Error(`not a rendered page: ${html.slice(0, 200)}`);
  return JSON.parse(match[1]!);
}

describe('sign-in and sign-up posted without JavaScript', () => {
  it('signs in: 303 to the dashboard with the notice and a session cookie', async () => {
    const client = new TestClient(server.baseUrl);
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.baseUrl },
      body: new URLSearchParams({ _form: 'sign-in', _back: '/auth', username: 'formuser', password: 'Form-Passw0rd', remember: 'on' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard?notice=signed-in');
    expect(res.headers.get('set-cookie')).toMatch(/^session=[a-z0-9]+;.*Max-Age=/);
    client.cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect((await client.get('/api/user')).json.username).toBe('formuser');
  });

  it('without Remember me, the cookie ends with the browser', async () => {
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.baseUrl },
      body: new URLSearchParams({ username: 'formuser', password: 'Form-Passw0rd' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/i);
  });

  it('a wrong password renders /auth again with 401, the username kept and the password not', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/login', {
      _form: 'sign-in',
      _back: '/auth',
      username: 'formuser',
      password: 'Wrong-Passw0rd',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = report(res.text);
    expect(page.url).toBe('/auth');
    expect(page.formResult).toEqual({
      form: 'sign-in',
      message: 'Invalid username or password',
      fieldErrors: {},
      values: { username: 'formuser' },
    });
    // Shown at /api/login: the page names its own address, for the app to put back in the address bar.
    expect(res.text).toContain('<meta name="page-address" content="/auth" />');
    expect(res.text).not.toContain('Wrong-Passw0rd');
  });

  it('sign-up checks the whole form (the confirmation too) and renders it again with the field messages', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/register', {
      _form: 'sign-up',
      _back: '/auth?mode=sign-up',
      name: 'New Person',
      email: 'new-person@example.com',
      username: 'newperson',
      password: 'Str0ng-Passw0rd',
      confirmPassword: 'Other-Passw0rd',
      acceptTerms: 'on',
    });
    expect(res.status).toBe(400);
    const page = report(res.text);
    expect(page.url).toBe('/auth?mode=sign-up');
    expect(page.formResult!.form).toBe('sign-up');
    expect(page.formResult!.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(page.formResult!.values).toEqual({
      name: 'New Person',
      email: 'new-person@example.com',
      username: 'newperson',
      acceptTerms: 'on',
    });
  });

  it('sign-up succeeds: 303 to the dashboard with the notice, signed in', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/register', {
      name: 'Second Person',
      email: 'second-person@example.com',
      username: 'secondperson',
      password: 'Str0ng-Passw0rd',
      confirmPassword: 'Str0ng-Passw0rd',
      acceptTerms: 'on',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard?notice=registered');
  });
});

describe('password reset posted without JavaScript', () => {
  it('asks for a link: 303 back with the notice, and the mail goes out', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/forgot-password', {
      _form: 'forgot-password',
      email: 'form-user@example.com',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/forgot-password?notice=reset-sent');
    await expect.poll(() => server.outbox().some((mail) => mail.to === 'form-user@example.com')).toBe(true);
  });

  it('a bad address renders the page again with its message', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(report(res.text).formResult!.fieldErrors.email).toBeTruthy();
  });

  it('sets the new password from the link; a mistyped confirmation renders the page again at its link', async () => {
    await postForm(new TestClient(server.baseUrl), '/api/forgot-password', { email: 'form-user@example.com' });
    await expect.poll(() => server.outbox().filter((mail) => mail.to === 'form-user@example.com').length).toBe(2);
    const token = /token=([\w-]+)/.exec(
      server
        .outbox()
        .filter((mail) => mail.to === 'form-user@example.com')
        .at(-1)!.text,
    )![1]!;
    const back = `/reset-password?token=${token}`;
    const mistyped = await postForm(new TestClient(server.baseUrl), '/api/reset-password', {
      _back: back,
      token,
      password: 'Newer-Passw0rd',
      confirmPassword: 'Typo-Passw0rd',
    });
    expect(mistyped.status).toBe(400);
    expect(report(mistyped.text).url).toBe(back);
    expect(report(mistyped.text).formResult!.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(mistyped.text).not.toContain('Newer-Passw0rd');
    // The refused attempt did not use the token up.
    const [row] = await server.orm.em
      .getConnection()
      .execute('select 1 as found from password_reset_tokens where token_hash = ?', [hashToken(token)]);
    expect(row).toBeTruthy();
    const done = await postForm(new TestClient(server.baseUrl), '/api/reset-password', {
      _back: back,
      token,
      password: 'Newer-Passw0rd',
      confirmPassword: 'Newer-Passw0rd',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/auth?notice=password-updated');
    const signIn = await new TestClient(server.baseUrl).post('/api/login', { username: 'formuser', password: 'Newer-Passw0rd' });
    expect(signIn.status).toBe(200);
  });
});

describe('log out, contact and newsletter posted without JavaScript', () => {
  it('logs out: 303 to / with the notice, and the session is over', async () => {
    const client = await server.signedInClient('user');
    const cookie = client.cookie;
    const res = await postForm(client, '/api/logout', {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?notice=signed-out');
    expect((await new TestClient(server.baseUrl).get('/api/user', { Cookie: cookie })).status).toBe(401);
  });

  it('sends a contact message: 303 back to the page it came from, and the message is in the inbox', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/contact', {
      _form: 'contact',
      _back: '/contact',
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      subject: 'No script here',
      message: 'Sent from a browser with JavaScript turned off.',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?notice=message-sent');
    const rows = await server.orm.em.getConnection().execute(`select subject from contact_messages where subject = 'No script here'`);
    expect(rows).toHaveLength(1);
  });

  it('a contact message with bad fields renders the page again with every message and what was typed', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/contact', {
      _back: '/contact',
      name: 'Jo',
      email: 'not-an-address',
      subject: '',
      message: 'Hi',
    });
    expect(res.status).toBe(400);
    const page = report(res.text);
    expect(page.url).toBe('/contact');
    expect(Object.keys(page.formResult!.fieldErrors).sort()).toEqual(expect.arrayContaining(['email']));
    expect(page.formResult!.values).toMatchObject({ name: 'Jo', email: 'not-an-address', message: 'Hi' });
  });

  it('subscribes to the newsletter from the blog band: 303 back to /blog with the notice', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/newsletter', {
      _form: 'newsletter',
      _back: '/blog',
      email: 'no-script-reader@example.com',
      source: 'blog',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog?notice=subscribed');
    const rows = await server.orm.em
      .getConnection()
      .execute(`select source from newsletter_subscriptions where email = 'no-script-reader@example.com'`);
    expect(rows).toEqual([{ source: 'blog' }]);
    // Pending until the address confirms: the confirmation link went out by e-mail.
    await vi.waitFor(() =>
      expect(server.outbox().find((message) => message.to === 'no-script-reader@example.com')?.text).toMatch(
        /\/newsletter\/confirm\?token=/,
      ),
    );
  });

  it('answers an address already on the list exactly as a new one, so the form never tells who is subscribed', async () => {
    const post = () =>
      postForm(new TestClient(server.baseUrl), '/api/newsletter', {
        _form: 'newsletter',
        _back: '/',
        email: 'twice-reader@example.com',
        source: 'footer',
      });
    const first = await post();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/?notice=subscribed');
    const again = await post();
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/?notice=subscribed');
    expect(again.text).toBe(first.text);
  });
});

describe('a builder page form posted without JavaScript', () => {
  const FORM_ID = 'element-1700000000000-7';
  const form: BuilderElement = {
    id: FORM_ID,
    type: 'form',
    name: 'Form',
    content: writeComponentContent('form', {
      title: 'Call me back',
      fields: [
        { label: 'Your name', type: 'text', required: true },
        { label: 'Email', type: 'email', required: true },
      ],
      submitText: 'Send',
      successMessage: 'Thanks',
    }),
    style: {},
    children: [],
  };

  beforeAll(async () => {
    const admin = await server.signedInClient('admin');
    const pageId = await newBuilderPage(admin, 'call-me');
    await acceptedStep(admin, pageId, 0, addCommand(null, form));
    expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
  });

  it('lands in the inbox and goes back to the form with the notice', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/builder-form', {
      _form: 'builder-form',
      _back: '/call-me',
      pageSlug: 'call-me',
      formId: FORM_ID,
      'field-0': 'Sam No-Script',
      'field-1': 'sam@example.com',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/call-me?notice=message-sent&sent=${FORM_ID}#${FORM_ID}`);
    const rows = await server.orm.em.getConnection().execute(`select name from contact_messages where email = 'sam@example.com'`);
    expect(rows).toEqual([{ name: 'Sam No-Script' }]);
  });

  it('a missing required field renders the page again with its message and what was typed', async () => {
    const res = await postForm(new TestClient(server.baseUrl), '/api/builder-form', {
      _back: '/call-me',
      pageSlug: 'call-me',
      formId: FORM_ID,
      'field-0': 'Sam',
      'field-1': '',
    });
    expect(res.status).toBe(400);
    const page = report(res.text);
    expect(page.url).toBe('/call-me');
    expect(page.formResult!.fieldErrors).toEqual({ 'field-1': 'Email is required.' });
    expect(page.formResult!.values).toMatchObject({ formId: FORM_ID, 'field-0': 'Sam' });
  });
});

describe('what a form post may not do', () => {
  it('never sends the browser to another site: an outside `_back` falls back to the form page', async () => {
    for (const [n, back] of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'].entries()) {
      const res = await postForm(new TestClient(server.baseUrl), '/api/newsletter', { _back: back, email: `reader2-${n}@example.com` });
      expect(res.status, back).toBe(303);
      expect(res.headers.get('location'), back).toBe('/?notice=subscribed');
    }
  });

  it('is refused cross-site (403) and on routes that take JSON only (415)', async () => {
    const crossSite = await postForm(
      new TestClient(server.baseUrl),
      '/api/login',
      { username: 'formuser', password: 'x' },
      { Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const adminLogin = await postForm(new TestClient(server.baseUrl), '/api/admin/login', { username: 'formuser', password: 'x' });
    expect(adminLogin.status).toBe(415);
    const trpc = await postForm(new TestClient(server.baseUrl), '/trpc/contact.create', { name: 'x' });
    expect(trpc.status).toBe(415);
  });
});

describe('the notice a page shows after a form post', () => {
  it('travels in the page state when ?notice= names one, and not otherwise', async () => {
    const visitor = new TestClient(server.baseUrl);
    expect(report((await visitor.get('/?notice=registered')).text).notice).toBe('registered');
    expect(report((await visitor.get('/contact?notice=message-sent')).text).notice).toBe('message-sent');
    expect(report((await visitor.get('/?notice=<script>')).text).notice).toBeNull();
    expect(report((await visitor.get('/')).text).notice).toBeNull();
  });
});

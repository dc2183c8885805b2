import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { confirmFromMail, linkIn } from './support/newsletter.ts';
import { mailsAbout, mailsTo } from './support/outbox.ts';
import { E2E_ADMIN, E2E_ORIGIN } from './support/admin.ts';
import { collectProblems, holdScripts, startIsland, waitForHydration } from './support/hydration.ts';

/** The subject of the password-reset e-mail (the sign-up's verification e-mail goes to the address too). */
const RESET_SUBJECT = 'Reset your LocalRank password';

// The contact form, the newsletter forms and the password pages are real forms: the browser posts them
// itself when no script runs (JavaScript off, or not arrived yet), and the server answers with a page.
// The server takes five contact messages per address in ten minutes and every spec shares one address:
// this file sends two (the refusals are not counted), so the whole run stays within the limit.

/** A value no other run of these tests uses. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Reads one page of an admin list (`contact.list`, `newsletter.list`) as the e2e admin, in a context of its own. */
async function adminList<T>(request: APIRequestContext, procedure: string): Promise<T[]> {
  const headers = { Origin: E2E_ORIGIN };
  expect((await request.post('/api/login', { data: E2E_ADMIN, headers })).status()).toBe(200);
  const res = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`);
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { result: { data: { items: T[] } } }).result.data.items;
  await request.post('/api/logout', { headers });
  return items;
}

function contactFields(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a Message' });
  return {
    form,
    name: form.getByLabel('Full Name'),
    email: form.getByLabel('Email Address'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message', { exact: true }),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

/** The notice a page shows after a form post succeeded (server-rendered as a toast). */
function notice(page: Page, title: string) {
  return page.getByRole('status').filter({ has: page.getByText(title, { exact: true }) });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form sends the message: "Message sent!" and it is in the admin inbox', async ({ page, request }) => {
    const subject = `No-script message ${unique()}`;
    await page.goto('/contact');
    const f = contactFields(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('ada@example.com');
    await f.subject.fill(subject);
    await f.message.fill('Our opening hours are wrong on the map. Can you help?');
    await f.send.click();

    await expect(page).toHaveURL(/\/contact\?notice=message-sent$/);
    await expect(notice(page, 'Message sent!')).toContainText("Thank you for reaching out. We'll get back to you soon.");
    // The page is the form again, empty, ready for another message.
    await expect(f.subject).toHaveValue('');

    const inbox = await adminList<{ subject: string; name: string; email: string }>(request, 'contact.list');
    expect(inbox.find((item) => item.subject === subject)).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  test('a contact form the server refuses comes back with what was typed and the field messages', async ({ page }) => {
    const subject = `Refused ${unique()}`;
    await page.goto('/contact');
    const f = contactFields(page);
    await f.name.fill('A');
    await f.email.fill('ada@example');
    await f.subject.fill(subject);
    await f.message.fill('Too short');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await f.send.click();
    expect((await answer).status()).toBe(400);

    await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.message).toHaveAccessibleDescription('Message must be at least 10 characters.');
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.subject).not.toHaveAttribute('aria-invalid');
    await expect(f.form.getByRole('alert')).toContainText('Failed to send message');
    await expect(f.name).toHaveValue('A');
    await expect(f.email).toHaveValue('ada@example');
    await expect(f.subject).toHaveValue(subject);
    await expect(f.message).toHaveValue('Too short');
    await expect(f.send).toBeEnabled();
  });

  test('the footer subscribes and returns to the page it is on', async ({ page, request }) => {
    const address = `footer-${unique()}@example.com`;
    await page.goto('/pricing');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/pricing\?notice=subscribed$/);
    await expect(notice(page, 'Check your inbox to confirm')).toBeVisible();
    await confirmFromMail(request, address);
    const subscribers = await adminList<{ email: string; source: string }>(request, 'newsletter.list');
    expect(subscribers.find((item) => item.email === address)).toMatchObject({ source: 'footer' });

    // The e-mail's unsubscribe link: a page whose button is a plain form, so it works without script too.
    await page.goto(linkIn(mailsTo(address)[0]!, '/newsletter/unsubscribe'));
    await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    const after = await adminList<{ email: string }>(request, 'newsletter.list');
    expect(after.find((item) => item.email === address)).toBeUndefined();
  });

  test('an address already on the list is answered exactly as a new one: "Check your inbox to confirm", never who is subscribed', async ({
    page,
    request,
  }) => {
    const address = `again-${unique()}@example.com`;
    const footer = page.getByRole('contentinfo');
    const answers: string[] = [];
    for (const typed of [address, address.toUpperCase()]) {
      await page.goto('/pricing');
      await footer.getByRole('textbox', { name: 'Email address' }).fill(typed);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/pricing\?notice=subscribed$/);
      await expect(notice(page, 'Check your inbox to confirm')).toContainText(
        'We have e-mailed a confirmation link to that address. Your subscription starts when you open it.',
      );
      await expect(page.getByText(/already subscribed|already on our list/i)).toHaveCount(0);
      answers.push(await notice(page, 'Check your inbox to confirm').innerText());
    }
    expect(answers[1]).toBe(answers[0]);
    await confirmFromMail(request, address, 2);
    const subscribers = await adminList<{ email: string; source: string }>(request, 'newsletter.list');
    expect(subscribers.filter((item) => item.email === address)).toHaveLength(1);
  });

  test("the blog's newsletter band subscribes, and a refused address comes back to that form", async ({ page, request }) => {
    await page.goto('/blog');
    const band = page.getByRole('region', { name: 'Stay in the Local SEO Loop' });
    const field = band.getByRole('textbox', { name: 'Email address' });
    await expect(band.getByText('We respect your privacy. Unsubscribe at any time.')).toBeVisible();

    // The browser takes `a@b` as an address; the server does not, and says so in the band, not the footer.
    await field.fill('a@b');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByRole('alert')).toContainText('Please enter a valid email address.');
    await expect(field).toHaveValue('a@b');
    await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveCount(0);

    const address = `band-${unique()}@example.com`;
    await field.fill(address);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/blog\?notice=subscribed$/);
    await expect(notice(page, 'Check your inbox to confirm')).toBeVisible();
    await confirmFromMail(request, address);
    const subscribers = await adminList<{ email: string; source: string }>(request, 'newsletter.list');
    expect(subscribers.find((item) => item.email === address)).toMatchObject({ source: 'blog' });
  });

  test('a reset link is asked for, and the new password set from it, without script', async ({ page, request }) => {
    const suffix = unique();
    const account = {
      username: `noscript_${suffix}`,
      password: 'Old-Passw0rd',
      name: 'No Script',
      email: `noscript-${suffix}@example.com`,
    };
    expect((await request.post('/api/register', { data: account, headers: { Origin: E2E_ORIGIN } })).status()).toBe(201);
    await request.post('/api/logout', { headers: { Origin: E2E_ORIGIN } });

    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(notice(page, 'Reset email sent')).toBeVisible();
    // Resend Email leads back to the form.
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();

    await expect.poll(() => mailsAbout(account.email, RESET_SUBJECT).length).toBe(1);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mailsAbout(account.email, RESET_SUBJECT)[0]!.text)![0];
    await page.goto(link);

    // Two different passwords: the form comes back (same link) with the message under the confirmation.
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Passw0rd');
    await page.getByLabel('Confirm password', { exact: true }).fill('Other-New-Passw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Passw0rd');
    await page.getByLabel('Confirm password', { exact: true }).fill('Brand-New-Passw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/auth\?notice=password-updated$/);
    await expect(notice(page, 'Password updated')).toBeVisible();
    const signIn = await request.post('/api/login', {
      data: { username: account.username, password: 'Brand-New-Passw0rd' },
      headers: { Origin: E2E_ORIGIN },
    });
    expect(signIn.status()).toBe(200);

    // The link works once: sent again, the page says it is spent and offers a new one.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd1');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another-Passw0rd1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset link not valid' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/invalid or has expired/);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

test.describe('with JavaScript, before the scripts arrive', () => {
  test('text typed into the contact form before the scripts run is kept and sent by them', async ({ page, request }) => {
    const errors = collectProblems(page);
    const subject = `Typed early ${unique()}`;
    const release = await holdScripts(page);
    // /contact is served as islands: its held runtime keeps the load event back, so the page is used as it arrives.
    await page.goto('/contact', { waitUntil: 'commit' });
    const f = contactFields(page);
    await f.name.fill('Early Bird');
    await f.email.fill('early@example.com');
    await f.subject.fill(subject);
    await f.message.fill('Typed while the page was still loading its scripts.');
    await expect(f.form.locator('xpath=ancestor::*[@data-island][1]'), 'its island has not started yet').not.toHaveAttribute(
      'data-island-ready',
    );

    release();
    await startIsland(f.form);
    await expect(f.name).toHaveValue('Early Bird');
    await expect(f.message).toHaveValue('Typed while the page was still loading its scripts.');

    // Sent by the script (JSON to the REST adapter), not posted by the browser: the page stays and the form is emptied.
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().headers()['content-type'] === 'application/json',
    );
    await f.send.click();
    expect((await sent).status()).toBe(200);
    await expect(notice(page, 'Message sent!')).toBeVisible();
    await expect(f.subject).toHaveValue('');
    await expect(page).toHaveURL(/\/contact$/);
    const inbox = await adminList<{ subject: string; name: string }>(request, 'contact.list');
    expect(inbox.find((item) => item.subject === subject)).toMatchObject({ name: 'Early Bird' });
    expect(errors).toEqual([]);
  });

  test('a contact form sent before the scripts run is answered by the server', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const f = contactFields(page);
    await f.name.fill('Q');
    await f.email.fill('quick@example.com');
    await f.subject.fill('Sent before the scripts');
    await f.message.fill('Sent before any script of the page had run.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await f.send.click();
    // Not a dead click: the browser posted the form and the server answered with the form and its messages.
    expect((await answer).status()).toBe(400);
    await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(f.name).toHaveValue('Q');
    await expect(f.subject).toHaveValue('Sent before the scripts');
    await expect(f.form.getByRole('alert')).toContainText('Failed to send message');
    release();
    // Once the page's script runs the address is the contact page's (the refusal was answered at
    // /api/contact), and the form is filled in as it was.
    await startIsland(f.form);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch with Us' })).toBeVisible();
    await expect(f.name).toHaveValue('Q');
    await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters.');
  });

  test('the footer subscribes when Subscribe is pressed before the scripts run', async ({ page, request }) => {
    const errors = collectProblems(page);
    const address = `early-${unique()}@example.com`;
    const release = await holdScripts(page);
    // /about is served as islands: its held runtime keeps the load event back, so the page is used as it arrives.
    await page.goto('/about', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/about\?notice=subscribed$/);
    await expect(notice(page, 'Check your inbox to confirm')).toBeVisible();
    await confirmFromMail(request, address);
    const subscribers = await adminList<{ email: string; source: string }>(request, 'newsletter.list');
    expect(subscribers.find((item) => item.email === address)).toMatchObject({ source: 'footer' });

    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/about$/);
    expect(errors).toEqual([]);
  });

  test('a reset link asked for before the scripts run shows "Check Your Email", before and after they do', async ({ page }) => {
    const errors = collectProblems(page);
    const release = await holdScripts(page);
    // The held runtime keeps the load event back: the page is used as it arrives.
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(`nobody-${unique()}@example.com`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

    release();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    // Resend Email now stays in the page.
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(errors).toEqual([]);
  });
});

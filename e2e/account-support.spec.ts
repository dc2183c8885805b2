import { expect, test, type Locator, type Page } from './support/test.ts';
import { signInRequestAsAdmin, signUpOrdinaryUser } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { linkIn } from './support/newsletter.ts';
import { mailsTo } from './support/outbox.ts';

// A customer's support request and newsletter, with the keyboard: the request is sent from the dashboard,
// answered by an admin in the inbox, e-mailed to the customer and shown on the dashboard as Answered; the
// customer subscribes (double opt-in) and unsubscribes in the settings. The rules behind each step are tested
// against the server in server/src/trpc/routers/support.router.test.ts and newsletter-links.routes.test.ts.

/** Focuses `field` and types `text` into it, as a keyboard user who tabbed there would. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.type(text);
}

test('a customer sends a request, an admin answers it in the inbox, the customer is e-mailed and sees it Answered', async ({
  page,
  browser,
}) => {
  const account = await signUpOrdinaryUser(page);
  const email = `${account.username}@example.com`;
  const subject = `Reviews missing ${account.username.slice(-6)}`;
  const answerText = 'We re-linked your Google profile; the reviews show again.';

  // Another engineer makes sign-in land here; the test goes to the dashboard itself.
  await page.goto('/dashboard');
  await waitForHydration(page);
  const card = page.getByRole('form', { name: 'New support request' });
  await typeInto(page, card.getByLabel('Subject', { exact: true }), subject);
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('Message', { exact: true })).toBeFocused();
  await page.keyboard.type('The reviews widget on my site has shown nothing since Monday.');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Send request' })).toBeFocused();
  await page.keyboard.press('Enter');
  const mine = page.getByRole('list', { name: 'Your support requests' }).getByRole('listitem').filter({ hasText: subject });
  await expect(mine).toContainText('Open');
  await expect(card.getByLabel('Subject', { exact: true })).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  // The admin finds it in the inbox, filtered to customer requests, marked as from the account.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInRequestAsAdmin(admin);
  await admin.goto('/admin/messages');
  await waitForHydration(admin);
  const show = admin.getByLabel('Show', { exact: true });
  await show.focus();
  await admin.keyboard.press('ArrowDown');
  await expect(show).toHaveValue('customers');
  const request = admin.getByRole('list', { name: 'Contact messages' }).getByRole('listitem').filter({ hasText: subject });
  await expect(request).toContainText('Customer request · Open');
  await expect(request.getByRole('link', { name: `@${account.username}` })).toBeVisible();
  await typeInto(admin, request.getByLabel('Your answer', { exact: true }), answerText);
  await admin.keyboard.press('Tab');
  await expect(request.getByRole('button', { name: 'Send answer' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(request).toContainText('Customer request · Answered');
  await expect(request).toContainText(answerText);
  expect(await axeViolations(admin)).toEqual([]);
  await adminContext.close();

  // The customer's e-mail arrives, with the answer and a link to the dashboard.
  await expect.poll(() => mailsTo(email).filter((mail) => mail.subject === 'Your support request was answered').length).toBe(1);
  const mail = mailsTo(email).find((message) => message.subject === 'Your support request was answered')!;
  expect(mail.text).toContain(answerText);
  expect(mail.text).toMatch(/https?:\/\/\S+\/dashboard$/m);

  await page.reload();
  await waitForHydration(page);
  const answered = page.getByRole('list', { name: 'Your support requests' }).getByRole('listitem').filter({ hasText: subject });
  await expect(answered).toContainText('Answered');
  await expect(answered).toContainText(answerText);
});

test('a customer subscribes from the settings, confirms from the e-mail, unsubscribes, and once verified subscribes at once', async ({
  page,
}) => {
  const account = await signUpOrdinaryUser(page);
  const email = `${account.username}@example.com`;
  await page.goto('/dashboard/settings');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Newsletter' });
  await expect(section).toContainText('Not subscribed.');

  await section.getByRole('button', { name: 'Subscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(section).toContainText('Waiting for confirmation');
  expect(await axeViolations(page)).toEqual([]);
  // The address is not verified yet: a confirmation e-mail (double opt-in), opened as its reader would.
  const newsletterMails = () => mailsTo(email).filter((mail) => /newsletter subscription/.test(mail.subject));
  await expect.poll(() => newsletterMails().length).toBe(1);
  const confirmed = await page.request.get(linkIn(newsletterMails()[0]!, '/newsletter/confirm'), { maxRedirects: 0 });
  expect(confirmed.headers()['location']).toBe('/newsletter/confirmed');

  await page.reload();
  await waitForHydration(page);
  await expect(section).toContainText('Subscribed since');
  await section.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(section).toContainText('Not subscribed.');

  // Once the address is verified (the link e-mailed at sign-up), Subscribe is at once, with no e-mail.
  const verifyLink = mailsTo(email)
    .map((mail) => /https?:\/\/\S+\/account\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0])
    .find(Boolean);
  expect(verifyLink).toBeDefined();
  await page.request.get(verifyLink!, { maxRedirects: 0 });
  await page.reload();
  await waitForHydration(page);
  await section.getByRole('button', { name: 'Subscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(section).toContainText('Subscribed since');
  expect(newsletterMails()).toHaveLength(1);
});

import { expect, test } from './support/test.ts';
import { linkIn, subscribeInFooter } from './support/newsletter.ts';
import { mailsTo } from './support/outbox.ts';

// The newsletter's double opt-in and unsubscribe, as a reader meets them: the footer form, the e-mail, its two links.
test('subscribe in the footer, confirm from the e-mail, then unsubscribe from the page its link opens', async ({ page }) => {
  const address = `opt-in-${Date.now()}@example.com`;
  await page.goto('/pricing');
  await subscribeInFooter(page, address);

  await expect.poll(() => mailsTo(address).length).toBe(1);
  const mail = mailsTo(address)[0]!;
  const unsubscribe = linkIn(mail, '/newsletter/unsubscribe');
  expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

  const confirm = linkIn(mail, '/newsletter/confirm');
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  // The link works once: opened again it says so and offers the form to sign up again.
  await page.goto(confirm);
  await expect(page.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Email address to subscribe')).toBeVisible();

  // Opening the unsubscribe link changes nothing; its button (reached with the keyboard) unsubscribes.
  await page.goto(unsubscribe);
  const button = page.getByRole('main').getByRole('button', { name: 'Unsubscribe' });
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // A link cut short in the mail program says so, with no button.
  await page.goto('/newsletter/unsubscribe');
  await expect(page.getByText('This unsubscribe link is incomplete.', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

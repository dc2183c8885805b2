import { expect, test, type APIRequestContext } from './support/test.ts';
import { mailsAbout } from './support/outbox.ts';
import { waitForHydration } from './support/hydration.ts';

/** The subject of the password-reset e-mail (the sign-up's verification e-mail goes to the address too). */
const RESET_SUBJECT = 'Reset your LocalRank password';

async function register(request: APIRequestContext, baseURL: string, suffix: string) {
  const account = {
    username: `reset_${suffix}`,
    password: 'Old-Passw0rd',
    name: 'Reset Tester',
    email: `reset-${suffix}@example.com`,
  };
  const res = await request.post('/api/register', { data: account, headers: { Origin: baseURL } });
  expect(res.status()).toBe(201);
  return account;
}

test('a forgotten password is reset through the e-mailed link, once', async ({ page, request, baseURL }) => {
  const account = await register(request, baseURL!, Date.now().toString(36));

  await page.goto('/forgot-password');
  // The script's path is under test (e2e/no-script-forms.spec.ts covers the browser's own post).
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await expect.poll(() => mailsAbout(account.email, RESET_SUBJECT).length).toBe(1);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mailsAbout(account.email, RESET_SUBJECT)[0]!.text)![0];

  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Passw0rd');
  await page.getByLabel('Confirm password', { exact: true }).fill('Brand-New-Passw0rd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill('Brand-New-Passw0rd');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Reset Tester/ })).toBeVisible();

  // The same link a second time is refused with a way forward.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd');
  await page.getByLabel('Confirm password', { exact: true }).fill('Another-Passw0rd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/invalid or has expired/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /request a new link/i })).toHaveAttribute('href', '/forgot-password');
});

import { expect, test, type Page } from './support/test.ts';
import { holdScripts } from './support/hydration.ts';

/** A new account's details, unique to this run. */
function newAccount() {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { name: 'No Script', email: `noscript${unique}@example.com`, username: `noscript${unique}`, password: 'Str0ng-Passw0rd' };
}

/** Fills and sends the sign-up form of /auth?mode=sign-up. */
async function signUp(page: Page, account: ReturnType<typeof newAccount>, confirm = account.password) {
  await page.getByLabel('Full Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('/auth with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the Sign up and Sign in links switch forms', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  });

  test('signs up, is signed in on the dashboard with the notice, and signs in again after a wrong password', async ({ page, context }) => {
    const account = newAccount();
    await page.goto('/auth?mode=sign-up');
    await signUp(page, account);
    await expect(page).toHaveURL(/\/dashboard(\?notice=registered)?$/);
    await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible();
    await expect(page.getByText('Welcome to LocalRank')).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(true);

    await context.clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid username or password');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(account.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toBeVisible();
    await expect(page.getByText('Welcome back to LocalRank')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard(\?notice=signed-in)?$/);
  });

  test('a refused sign-up comes back as the sign-up form, filled in, with the message under its field', async ({ page }) => {
    const account = newAccount();
    await page.goto('/auth?mode=sign-up');
    await signUp(page, account, 'Different-Passw0rd');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toBeVisible();
    await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(account.username);
    await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveValue('');
  });
});

test.describe('/auth before its scripts have run', () => {
  test('fields take typing at once; what was typed is kept when the app starts and sent by it', async ({ page }) => {
    const account = newAccount();
    const release = await holdScripts(page);
    // The held runtime keeps the load event back: the page is used as it arrives.
    await page.goto('/auth?mode=sign-up', { waitUntil: 'commit' });
    await page.getByLabel('Full Name', { exact: true }).fill(account.name);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    await page.getByLabel(/I agree to the/).check();
    const island = page.locator('[data-island="auth-forms"]');
    await expect(island, 'its island has not started yet').not.toHaveAttribute('data-island-ready');

    release();
    await expect(island).toHaveAttribute('data-island-ready', 'true');
    // Sent by the script (JSON to the REST adapter), not posted by the browser.
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/register') && request.headers()['content-type'] === 'application/json',
    );
    await page.getByRole('button', { name: 'Create Account' }).click();
    await sent;
    await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a sign-up sent while the scripts are still on their way is answered by the server (no dead click)', async ({
    page,
    pageErrors,
  }) => {
    const account = newAccount();
    // The scripts never arrive: the click must work all the same (the page's import of its islands fails, as meant).
    pageErrors.allow(/Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/auth?mode=sign-up');
    await signUp(page, account);
    await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible();
  });
});

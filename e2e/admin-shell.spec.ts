import { expect, test } from './support/test.ts';
import { E2E_ADMIN, signInThroughForm, signUpOrdinaryUser } from './support/admin.ts';

test('an anonymous visitor to an admin page is sent to /admin/login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login to Admin Panel' })).toBeVisible();
  // A forgotten password is reset by the flow customers use.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('the admin signs in, sees the content manager and the sidebar, and logs out', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toContainText('Welcome to the admin panel');

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const pages = ['Home Page', 'Features Page', 'Use Cases Page', 'Pricing Page', 'About Us Page', 'Contact Page', 'Blog Page'];
  for (const name of pages) await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Visual Page Builder' })).toHaveAttribute('href', '/admin/elementor');
  await expect(nav.getByRole('link', { name: 'Image Uploader' })).toHaveAttribute('href', '/admin/image-uploader');
  await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/admin/messages');
  await expect(nav.getByRole('link', { name: 'Media', exact: true })).toHaveAttribute('href', '/admin/media');
  // The blog manager is one click away for every role that writes.
  await nav.getByRole('link', { name: 'Posts', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Blog Manager' })).toBeVisible();
  await page.goto('/admin/dashboard');

  const main = page.getByRole('main');
  await expect(
    main.getByText(
      'Select a page from the sidebar to edit its content. Your edits stay a draft in this browser until you press Save Changes; then they are live on the public site at once.',
    ),
  ).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(7);

  await nav.getByRole('link', { name: /^Pricing Page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Pricing Page' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();

  // A reload keeps the admin signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toContainText('You have been logged out of the admin panel');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a wrong password shows Login failed and stays on the sign-in page', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an ordinary account cannot enter the admin panel', async ({ page }) => {
  await page.goto('/');
  const account = await signUpOrdinaryUser(page);
  // Signed in as an ordinary user, the guard still sends the visitor to the admin sign-in.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('This account has no admin access');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the guard returns the admin to the page first asked for', async ({ page }) => {
  await page.goto('/admin/dashboard?page=about');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await page.getByLabel('Username', { exact: true }).fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing About Us Page' })).toBeVisible();
});

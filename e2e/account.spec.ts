import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';
import { waitForHydration } from './support/hydration.ts';

interface Account {
  name: string;
  email: string;
  username: string;
  password: string;
}

/** A fresh account for one test; usernames must not collide within one database. */
function newAccount(label: string): Account {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${label} Tester`,
    email: `${label.toLowerCase()}-${unique}@example.com`,
    username: `${label.toLowerCase()}${unique}`,
    password: 'Str0ng-Passw0rd',
  };
}

async function openSignUp(page: Page): Promise<void> {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // The link loads the sign-up page: its form checks fields as they are typed once that page has hydrated
  // (before, the browser's own checks of required fields stop an empty submit).
  await waitForHydration(page);
}

async function fillSignUp(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
}

/** Signs a new account up through the /auth form and waits until the header greets it on the dashboard, where a new account lands. */
async function signUp(page: Page, account: Account): Promise<void> {
  await openSignUp(page);
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, account)).toBeVisible();
}

function accountButton(page: Page, account: Account) {
  return page.getByRole('banner').getByRole('button', { name: account.name });
}

async function logOutFromHeader(page: Page, account: Account): Promise<void> {
  await accountButton(page, account).click();
  await expect(page.getByRole('menu', { name: 'My Account' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('signs up, stays signed in across a reload, logs out and signs back in', async ({ page }) => {
  const account = newAccount('Ada');
  await signUp(page, account);
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible();

  await page.reload();
  await expect(accountButton(page, account)).toBeVisible();
  await waitForHydration(page);

  await logOutFromHeader(page, account);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/auth');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // A sign-in lands on the dashboard.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toBeVisible();
  await expect(accountButton(page, account)).toBeVisible();
});

test('the account menu works from the keyboard and leads to the dashboard', async ({ page }) => {
  const account = newAccount('Grace');
  await signUp(page, account);
  await page.goto('/');
  await waitForHydration(page);

  const trigger = accountButton(page, account);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  // The dashboard is the app: it was loaded as a page from the home page (served as islands).
  await waitForHydration(page);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Grace');
  await expect(main.getByText(account.username, { exact: true })).toBeVisible();
  await expect(main.getByText(account.email, { exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('sign-in shows a message under each empty field', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription('Username is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  await expect(page).toHaveURL('/auth');
});

test('a wrong password shows the Login failed toast and stays on /auth', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Username', { exact: true }).fill(`nobody${Date.now()}`);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Invalid username or password');
  await expect(page).toHaveURL('/auth');
});

test('sign-up shows each validation message of docs/product.md §5', async ({ page }) => {
  await openSignUp(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('lowercase1only');
  await expect(password).toHaveAccessibleDescription(/Password must contain at least one uppercase letter/);
  await password.fill('UPPERCASE1ONLY');
  await expect(password).toHaveAccessibleDescription(/Password must contain at least one lowercase letter/);
  await password.fill('NoDigitsInHere');
  await expect(password).toHaveAccessibleDescription(/Password must contain at least one number/);

  await password.fill('Str0ng-Passw0rd');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Str0ng-Passw0rd-typo');
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords do not match');

  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email address');
  await page.getByLabel('Username', { exact: true }).fill('ab');
  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription('Username must be at least 3 characters');
  await expect(page).toHaveURL('/auth?mode=sign-up');
});

test('a taken username shows the Registration failed toast', async ({ page }) => {
  const account = newAccount('Linus');
  await signUp(page, account);
  await logOutFromHeader(page, account);

  await openSignUp(page);
  await fillSignUp(page, { ...account, email: `other-${account.email}` });
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=sign-up');
});

test('both Google buttons are disabled', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Or continue with Google' })).toBeDisabled();
  await expect(page.getByText('Google sign-in is currently unavailable.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
});

test('a signed-in visit to /auth goes home', async ({ page }) => {
  const account = newAccount('Hopper');
  await signUp(page, account);

  await page.goto('/auth');
  await expect(page).toHaveURL('/');
  await expect(accountButton(page, account)).toBeVisible();
});

test('/dashboard sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
});

test('forgot password: asks for a valid address, confirms, and Resend Email returns to the form', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter a valid email address');

  const email = `reset-${Date.now()}@example.com`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reset email sent' })).toBeVisible();

  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/auth');
});

test("an admin's account menu on the public site links to the admin panel; a customer's has no such link", async ({ page }) => {
  await signInRequestAsAdmin(page);
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Administrator' }).click();
  await expect(page.getByRole('menu', { name: 'My Account' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();

  await page.context().clearCookies();
  const customer = newAccount('Customer');
  await signUp(page, customer);
  await accountButton(page, customer).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});

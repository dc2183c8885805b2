import { expect, test, type Page } from './support/test.ts';
import { E2E_ORIGIN } from './support/admin.ts';
import { collectProblems, waitForHydration } from './support/hydration.ts';

// The public header (docs/product.md §2) before and without script: links, the mobile slide-out menu, the
// account menu and Log out all work as plain HTML; with script the same markup hydrates cleanly.

const HEADER_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'Features', path: '/features' },
  { name: 'Use Cases', path: '/use-cases' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'About', path: '/about' },
  { name: 'Blog', path: '/blog' },
  { name: 'Contact', path: '/contact' },
] as const;

const PHONE = { width: 375, height: 800 };

interface Account {
  username: string;
  password: string;
  name: string;
  email: string;
}

/** Creates an account over the API; the page's browser context is then signed in as it (no script needed). */
async function signUpOverApi(page: Page, label: string): Promise<Account> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    username: `${label.toLowerCase()}${unique}`,
    password: 'Str0ng-Passw0rd',
    name: `${label} Header`,
    email: `${label.toLowerCase()}-${unique}@example.com`,
  };
  const res = await page.request.post('/api/register', { data: account, headers: { Origin: E2E_ORIGIN } });
  expect(res.status()).toBe(201);
  return account;
}

/** Whether the browser context still holds a session, as the server sees it. */
async function signedInStatus(page: Page): Promise<number> {
  return (await page.request.get('/api/user')).status();
}

function banner(page: Page) {
  return page.getByRole('banner');
}

function mainNav(page: Page) {
  return banner(page).getByRole('navigation', { name: 'Main' });
}

function mobileMenu(page: Page) {
  return page.getByRole('dialog', { name: 'Menu' });
}

test.describe('the header with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every header link navigates and marks its page as current', async ({ page }) => {
    await page.goto('/about');
    for (const link of HEADER_LINKS) {
      await mainNav(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      await expect(mainNav(page).getByRole('link', { name: link.name, exact: true })).toHaveAttribute('aria-current', 'page');
    }

    await banner(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/auth');
    await page.goto('/pricing');
    await banner(page).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/auth?mode=sign-up');
    // The brand goes home.
    await banner(page).getByRole('link').first().click();
    await expect(page).toHaveURL('/');
  });

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: PHONE });

    test('the slide-out menu opens, closes, and each of its links works', async ({ page }) => {
      // Eleven page loads, each with the menu's slide-in: about 17 s alone, and a loaded CI run went past 30.
      test.setTimeout(180_000);
      await page.goto('/');
      await expect(mainNav(page)).toBeHidden();
      const opener = banner(page).getByRole('button', { name: 'Open menu' });

      await opener.click();
      await expect(mobileMenu(page)).toBeVisible();
      await expect(mobileMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(mobileMenu(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
      await mobileMenu(page).getByRole('button', { name: 'Close menu' }).click();
      await expect(mobileMenu(page)).toBeHidden();

      await opener.click();
      await expect(mobileMenu(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(mobileMenu(page)).toBeHidden();

      for (const link of [...HEADER_LINKS, { name: 'Log in', path: '/auth' }, { name: 'Get Started', path: '/auth?mode=sign-up' }]) {
        await page.goto(link.path === '/' ? '/about' : '/');
        await banner(page).getByRole('button', { name: 'Open menu' }).click();
        await mobileMenu(page).getByRole('link', { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(link.path);
        await expect(mobileMenu(page)).toBeHidden();
      }
    });

    test("a signed-in user's slide-out menu shows who they are and Log Out posts the form", async ({ page }) => {
      const account = await signUpOverApi(page, 'Mobile');
      await page.goto('/features');
      await banner(page).getByRole('button', { name: 'Open menu' }).click();
      const menu = mobileMenu(page);
      await expect(menu.getByText(account.name, { exact: true })).toBeVisible();
      await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

      await menu.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL('/?notice=signed-out');
      await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(await signedInStatus(page)).toBe(401);
    });
  });

  test("a signed-in user's account menu opens, leads to the dashboard, and Log out posts the form", async ({ page }) => {
    const account = await signUpOverApi(page, 'Desk');
    await page.goto('/pricing');
    const trigger = banner(page).getByRole('button', { name: account.name });

    await trigger.click();
    await expect(page.getByText('My Account', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/pricing');
    await banner(page).getByRole('button', { name: account.name }).click();
    const logOut = page.getByRole('button', { name: 'Log out' });
    await expect(logOut).toBeVisible();
    // Escape closes the menu without script too.
    await page.keyboard.press('Escape');
    await expect(logOut).toBeHidden();

    await banner(page).getByRole('button', { name: account.name }).click();
    await logOut.click();
    await expect(page).toHaveURL('/?notice=signed-out');
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await signedInStatus(page)).toBe(401);
  });
});

test.describe('the header with JavaScript on', () => {
  // '/' is served as islands (the islands runtime gives the header its behaviour), /dashboard is the app.
  for (const path of ['/', '/dashboard']) {
    test(`on ${path} both menus start without console errors and keep their keyboard behaviour`, async ({ page }) => {
      const errors = collectProblems(page);
      const account = await signUpOverApi(page, 'Hydrate');
      await page.goto(path);
      await waitForHydration(page);

      const trigger = banner(page).getByRole('button', { name: account.name });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await expect(page.getByRole('menu', { name: 'My Account' })).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      // The script opens and closes the menu itself (the trigger is no longer a popover invoker): a second click closes it.
      await expect(trigger).not.toHaveAttribute('popovertarget');
      await trigger.click();
      await expect(page.getByRole('menu', { name: 'My Account' })).toBeVisible();
      await trigger.click();
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      await page.setViewportSize(PHONE);
      const opener = banner(page).getByRole('button', { name: 'Open menu' });
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await expect(opener).not.toHaveAttribute('popovertarget');
      await opener.click();
      await expect(mobileMenu(page)).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      // Opened by the script, the menu is modal: focus moved into it.
      await expect(mobileMenu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
      await mobileMenu(page).getByRole('button', { name: 'Log Out' }).click();
      await expect(mobileMenu(page)).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      expect(await signedInStatus(page)).toBe(401);

      expect(errors).toEqual([]);
    });
  }

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: PHONE });

    test('a menu opened before the script arrives stays open through hydration and closes after it', async ({ page }) => {
      const errors = collectProblems(page);
      // Hold every script back until the menu has been opened by the browser alone.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.js', async (route) => {
        await held;
        await route.continue();
      });

      // Module scripts hold back DOMContentLoaded, so the test goes on as soon as the page has arrived.
      await page.goto('/', { waitUntil: 'commit' });
      const opener = banner(page).getByRole('button', { name: 'Open menu' });
      await opener.click();
      await expect(mobileMenu(page)).toBeVisible();

      release();
      await waitForHydration(page);
      await expect(mobileMenu(page)).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');

      await mobileMenu(page).getByRole('button', { name: 'Close menu' }).click();
      await expect(mobileMenu(page)).toBeHidden();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');

      // Opened again by the app, a route change closes it (docs/product.md §2).
      await opener.click();
      await mobileMenu(page).getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL('/about');
      await expect(mobileMenu(page)).toBeHidden();

      expect(errors).toEqual([]);
    });
  });
});

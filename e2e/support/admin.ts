import { expect, test, type Page } from '@playwright/test';

/** The admin account the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'E2e-admin-Passw0rd' } as const;

/** The content manager's heading, which the admin dashboard shows once it has loaded. */
async function expectContentManager(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();
}

/**
 * Signs the page's browser context in (by default as the e2e server's admin) with the request the sign-in form sends,
 * and opens no page: for a test whose next step opens the page it needs (the content manager would be a page load
 * drawn for nothing, about 30 of them a run).
 */
export async function signInRequestAsAdmin(page: Page, admin: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  const res = await page.request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
    headers: { Origin: currentOrigin() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs the page's browser context in as `signInRequestAsAdmin` does, then opens the content manager: for the tests
 * that need an admin, not the form (admin-shell.spec.ts signs in through it, `signInThroughForm`). The form's page cost
 * each of about 140 sign-ins a page load and its drawing.
 */
export async function signInAsAdmin(page: Page, admin: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  await signInRequestAsAdmin(page, admin);
  await page.goto('/admin/dashboard');
  await expectContentManager(page);
}

/** Signs in through /admin/login's form as a person would and waits for the content manager. */
export async function signInThroughForm(page: Page, admin: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  await expectContentManager(page);
}

/** The e2e server's origin, as playwright.config.ts computes it; writes must carry it as their Origin. */
export const E2E_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;

/** The origin of the server the running test's project talks to (the suite runs two: playwright.config.ts). */
export function currentOrigin(): string {
  return new URL(test.info().project.use.baseURL ?? E2E_ORIGIN).origin;
}

/** Creates an ordinary (non-admin) account over the API; the page's browser context is signed in as it. */
export async function signUpOrdinaryUser(page: Page): Promise<{ username: string; password: string }> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { username: `user${unique}`, password: 'Str0ng-Passw0rd', name: 'Ordinary User', email: `user${unique}@example.com` };
  const res = await page.request.post('/api/register', { data: account, headers: { Origin: currentOrigin() } });
  expect(res.status()).toBe(201);
  return account;
}

/** From the content manager, opens a website page's editing view by its sidebar name ('Blog Page') and waits for its heading. */
export async function openPageEditor(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Editing ${name}` })).toBeVisible();
}

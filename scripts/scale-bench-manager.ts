// The blog manager as an admin uses it, timed in Chromium for scripts/scale-bench.ts.
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

/** Milliseconds from the click to what the admin waits for, one figure per round. */
export interface ManagerTimes {
  /** Manage Blog Posts until the list shows its first post. */
  open: number[];
  /** New Post until its editor shows 'New Blog Post'. */
  newPost: number[];
  /** Typing an old post's title into the list's search until that post is listed. */
  findOld: number[];
}

const ROUNDS = 3;

const manager = (page: Page): Locator => page.getByRole('dialog', { name: 'Blog Manager' });
const postList = (page: Page): Locator => manager(page).getByRole('navigation', { name: 'Blog posts' });

async function since(started: number, until: Promise<unknown>): Promise<number> {
  await until;
  return performance.now() - started;
}

/**
 * Signs in at /admin/login as `admin`, then three times: opens the Blog page's manager, clicks New Post, and searches
 * the list for `oldTitle`. Null when Chromium cannot be started here.
 */
export async function measureBlogManager(
  origin: string,
  admin: { username: string; password: string },
  oldTitle: string,
): Promise<ManagerTimes | null> {
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  } catch (error) {
    console.warn(`No Chromium, the blog manager is not measured: ${(error as Error).message}`);
    return null;
  }
  const times: ManagerTimes = { open: [], newPost: [], findOld: [] };
  try {
    const page = await browser.newPage({ baseURL: origin });
    page.setDefaultTimeout(60_000);
    await page.goto('/admin/login');
    await page.getByLabel('Username', { exact: true }).fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.goto('/admin/dashboard');
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: /^Blog Page/ })
        .click();
      const open = page.getByRole('button', { name: 'Manage Blog Posts' });
      await open.waitFor();
      let started = performance.now();
      await open.click();
      times.open.push(await since(started, postList(page).getByRole('button').first().waitFor()));

      started = performance.now();
      await manager(page).getByRole('button', { name: 'New Post', exact: true }).click();
      times.newPost.push(await since(started, waitForValue(manager(page).getByLabel('Title', { exact: true }), 'New Blog Post')));

      started = performance.now();
      await manager(page).getByRole('searchbox').fill(oldTitle);
      times.findOld.push(await since(started, postList(page).getByRole('button', { name: oldTitle }).waitFor()));
    }
  } finally {
    await browser.close();
  }
  return times;
}

async function waitForValue(field: Locator, value: string): Promise<void> {
  await field.waitFor();
  await field
    .page()
    .waitForFunction(([element, expected]) => (element as HTMLInputElement | null)?.value === expected, [
      await field.elementHandle(),
      value,
    ] as const);
}

import { expect, test, type Locator, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';

// Every admin screen at a phone's 375 px: nothing makes the page scroll sideways (a wide table scrolls inside its
// own box), and each screen's key controls are on screen.

test.use({ viewport: { width: 375, height: 800 } });

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });

/** Each admin screen: its address, what shows it has opened, and a control a person comes to it for. */
const SCREENS: Array<{ path: string; ready: (page: Page) => Locator; control: (page: Page) => Locator }> = [
  {
    path: '/admin/dashboard',
    ready: h1('Website Content Manager'),
    control: (page) => page.getByRole('main').getByRole('link', { name: /^Pricing Page \/pricing/ }),
  },
  {
    // The blog manager is a modal dialog over the Blog page's editor.
    path: '/admin/dashboard?page=blog&blog=1',
    ready: (page) => page.getByRole('dialog', { name: 'Blog Manager' }),
    control: (page) => page.getByRole('dialog', { name: 'Blog Manager' }).getByRole('button', { name: 'New Post' }),
  },
  {
    path: '/admin/dashboard?page=pricing',
    ready: h1('Editing Pricing Page'),
    control: (page) => page.getByRole('link', { name: 'Back to Dashboard' }),
  },
  { path: '/admin/image-uploader', ready: h1('Image Uploader'), control: (page) => page.getByRole('button', { name: 'Apply Image' }) },
  { path: '/admin/media', ready: h1('Media'), control: (page) => page.getByLabel('Upload images') },
  { path: '/admin/messages', ready: h1('Messages'), control: (page) => page.getByRole('button', { name: 'Admin menu' }) },
  { path: '/admin/team', ready: h1('Team'), control: (page) => page.getByLabel('Search accounts') },
  { path: '/admin/profile', ready: h1('Profile'), control: (page) => page.getByRole('button', { name: 'Save Details' }) },
  { path: '/admin/activity', ready: h1('Activity'), control: (page) => page.getByRole('button', { name: 'Apply filters' }) },
  { path: '/admin/newsletters', ready: h1('Newsletters'), control: (page) => page.getByRole('button', { name: 'Admin menu' }) },
  { path: '/admin/redirects', ready: h1('404s and redirects'), control: (page) => page.getByLabel('Search 404 paths') },
  { path: '/admin/site-search', ready: h1('Site search'), control: (page) => page.getByLabel('Search terms') },
  {
    path: '/admin/analytics',
    ready: h1('Analytics'),
    control: (page) => page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Last 12 months' }),
  },
  {
    path: '/admin/content-transfer',
    ready: h1('Export and import'),
    control: (page) => page.getByRole('main').getByRole('button').first(),
  },
];

test('every admin screen fits 375 px without sideways scrolling, its key controls visible', async ({ page }) => {
  await signInRequestAsAdmin(page);
  for (const screen of SCREENS) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      const control = screen.control(page);
      await expect(control).toBeVisible();
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.x, `${screen.path}: the control starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${screen.path}: the control ends on screen`).toBeLessThanOrEqual(375);
      // The Team table is wider than a phone: it scrolls inside its own box, and the page does not.
      if (screen.path === '/admin/team') {
        const table = page.getByRole('table', { name: 'Staff' });
        await expect(table).toBeVisible();
        expect(await table.evaluate((element) => element.parentElement!.clientWidth)).toBeLessThanOrEqual(375);
      }
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(width.scroll, `${screen.path}: the page is ${width.scroll} px wide`).toBeLessThanOrEqual(width.viewport);
    });
  }
});

import { expect, test } from './support/test.ts';
import { waitForHydration } from './support/hydration.ts';
import { followRequests } from './support/network.ts';

// The forms' validation (zod and the contract schemas, about 21 KB compressed) is not part of a page's
// first load: it is fetched when a visitor first focuses a form, and the form checks as before.
for (const path of ['/contact', '/auth', '/forgot-password']) {
  test(`${path} fetches the form checks only once a form is used`, async ({ page }) => {
    const schemaRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/form-schemas-[\w-]+\.js$/.test(request.url())) schemaRequests.push(request.url());
    });
    const network = followRequests(page);
    await page.goto(path);
    await waitForHydration(page);
    await network.quiet();
    expect(schemaRequests).toEqual([]);

    const loaded = page.waitForRequest(/\/assets\/form-schemas-[\w-]+\.js$/);
    await page.getByRole('main').getByRole('textbox').first().focus();
    await loaded;
    expect(schemaRequests).toHaveLength(1);
  });
}

test('a form submitted before it was focused still checks every field', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
});

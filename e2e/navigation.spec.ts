import { expect, test, type Page } from './support/test.ts';
import { signUpOrdinaryUser } from './support/admin.ts';
import { documentIsMarked, markDocument, waitForHydration } from './support/hydration.ts';

const headerLinks = ['Home', 'Features', 'Use Cases', 'Pricing', 'About', 'Blog', 'Contact'];

function mainNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown path says what happened and offers a blog search and the popular pages', async ({ page }) => {
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(main.getByText('We could not find a page at /no-such-page-here.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Popular pages' }).getByRole('link')).toHaveText([
      'Home',
      'Features',
      'Pricing',
      'Blog',
      'Contact',
    ]);

    // The search is a plain form: Enter loads the blog's results for the words.
    await main.getByRole('searchbox', { name: 'Search the blog' }).fill('citation');
    await main.getByRole('searchbox', { name: 'Search the blog' }).press('Enter');
    await expect(page).toHaveURL('/blog?q=citation');
    await expect(page.getByRole('link', { name: /Local Citation Building/ }).first()).toBeVisible();
  });
});

test('the header marks the current page: / exactly, the others by prefix', async ({ page }) => {
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');

  await mainNav(page).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/features');
  await expect(mainNav(page).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  await page.goto('/blog/ultimate-guide-local-seo-2025');
  await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await expect(mainNav(page).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
});

test('the header turns compact after scrolling more than 20 px', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  // The page must have rendered its full height before there is anything to scroll.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await page.mouse.wheel(0, -4000);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the header turns compact without animating its size, so no frame lays the page out again', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Flip the attribute and read the header in the same task: a transition on a size would be running now.
  const compact = await page.getByRole('banner').evaluate((header: HTMLElement) => {
    header.dataset.scrolled = 'true';
    const height = Math.round(header.getBoundingClientRect().height);
    const sizes = ['width', 'height', 'min-height', 'max-height', 'padding', 'margin', 'top', 'inset'];
    const animated = header
      .getAnimations({ subtree: true })
      .map((animation) => (animation as CSSTransition).transitionProperty ?? 'animation')
      .filter((property) => sizes.some((size) => property.startsWith(size) || property === 'animation'));
    return { height, animated };
  });
  // 56 px of row plus the 1 px bottom border.
  expect(compact).toEqual({ height: 57, animated: [] });
});

test('the skip link is the first stop and leads to the content', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // The route renders after the load event; Tab must wait for the page to exist.
  await expect(skip).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
  await expect(page.locator('#main')).toHaveCount(1);
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-out menu shows the links and closes after following one', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(mainNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of headerLinks) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();

    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();
  });

  test('in the app (the dashboard) the slide-out menu closes on the route change a link makes', async ({ page }) => {
    await signUpOrdinaryUser(page);
    await page.goto('/dashboard');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();
    expect(await documentIsMarked(page), 'the app changed the route without a page load').toBe(true);
  });

  test('Escape closes the slide-out menu and focus returns to its button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the footer newsletter stores the subscriber once', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Email address');
  await expect(email).toHaveAttribute('placeholder', 'Enter your email');
  const address = `news-${Date.now()}@example.com`;
  await email.fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();
  await expect(email).toHaveValue('');

  // The same address in another case is already on the list: answered exactly as a new one, so the
  // form never tells who is subscribed (the field is cleared by that success).
  await email.fill(address.toUpperCase());
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible();
  await expect(page.getByText(/already subscribed|already on our list/i)).toHaveCount(0);
});

import { expect, test } from './support/test.ts';
import { CATEGORY_COUNTS, FEATURED_TITLE, categoryLink, featuredCard, gridCards, main, searchBox } from './support/blog-index.ts';
import { collectProblems, documentIsMarked, holdScripts, markDocument, startIsland } from './support/hydration.ts';

// The blog index with JavaScript off (issue 16: nothing is dead before the script runs): the search
// is a GET form, the categories and 'View all articles' are links, and the server renders the
// results. Then, with JavaScript on, the same controls still filter in place, without a page load.

function articlesFound(count: number): string {
  return count === 1 ? '1 article found' : `${count} articles found`;
}

test.describe('the blog index with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in the search box searches: the server renders the results heading, the count and the cards', async ({ page }) => {
    await page.goto('/blog');
    await expect(featuredCard(page)).toBeVisible();

    await searchBox(page).fill('family restaurant');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=family\+restaurant$/);
    await expect(page.getByRole('heading', { name: 'Search results for "family restaurant"' })).toBeVisible();
    await expect(main(page).getByText('1 article found', { exact: true })).toBeVisible();
    await expect(featuredCard(page)).toHaveCount(0);
    await expect(gridCards(page)).toHaveCount(1);
    await expect(gridCards(page).getByRole('heading')).toHaveText('Case Study: How a Family Restaurant Grew Profile Actions by 500%');
    // The box still holds what was searched, so it can be refined.
    await expect(searchBox(page)).toHaveValue('family restaurant');

    // Words with spaces and signs survive the trip through the address.
    await searchBox(page).fill('voice search');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Search results for "voice search"' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('voice search');
  });

  test('a search keeps the selected category, and a category keeps the search text', async ({ page }) => {
    await page.goto('/blog/category/local-seo');
    await expect(categoryLink(page, 'Local SEO')).toHaveAttribute('aria-current', 'true');
    await searchBox(page).fill('voice');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\/category\/local-seo\?q=voice$/);
    await expect(page.getByRole('heading', { name: 'Search results for "voice"' })).toBeVisible();
    await expect(categoryLink(page, 'Local SEO')).toHaveAttribute('aria-current', 'true');
    // Three posts mention 'voice'; two of them are filed under Local SEO.
    await expect(main(page).getByText('2 articles found', { exact: true })).toBeVisible();
    await expect(gridCards(page).getByRole('heading')).toHaveText([
      'Local Voice Search Optimization: How to Become the Answer',
      FEATURED_TITLE,
    ]);

    // 'All Posts' drops the category and keeps the words.
    await categoryLink(page, 'All Posts').click();
    await expect(page).toHaveURL(/\/blog\?q=voice$/);
    await expect(categoryLink(page, 'All Posts')).toHaveAttribute('aria-current', 'true');
    await expect(main(page).getByText('3 articles found', { exact: true })).toBeVisible();
  });

  test('each category link lists exactly the posts carrying that label', async ({ page }) => {
    await page.goto('/blog');
    await expect(categoryLink(page, 'All Posts')).toHaveAttribute('aria-current', 'true');

    for (const { key, label, count } of CATEGORY_COUNTS) {
      await categoryLink(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${key}$`));
      await expect(categoryLink(page, label)).toHaveAttribute('aria-current', 'true');
      await expect(categoryLink(page, 'All Posts')).not.toHaveAttribute('aria-current');
      await expect(page.getByRole('heading', { name: `Category: ${key}` })).toBeVisible();
      await expect(main(page).getByText(articlesFound(count), { exact: true })).toBeVisible();
      await expect(featuredCard(page)).toHaveCount(0);
      await expect(gridCards(page)).toHaveCount(count);
      for (const card of await gridCards(page).all()) {
        await expect(card.getByRole('list', { name: 'Categories' }).getByText(label, { exact: true })).toBeVisible();
      }
    }

    await categoryLink(page, 'All Posts').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(featuredCard(page)).toBeVisible();
    await expect(gridCards(page)).toHaveCount(8);
  });

  test('View all articles clears both filters', async ({ page }) => {
    await page.goto('/blog?q=no+article+talks+about+this&category=case-studies');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or browse through our categories.')).toBeVisible();
    await expect(main(page).getByText('0 articles found', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(categoryLink(page, 'All Posts')).toHaveAttribute('aria-current', 'true');
    await expect(featuredCard(page).getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
    await expect(gridCards(page)).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toHaveCount(0);
  });
});

test.describe('the blog index with JavaScript on', () => {
  test('a filtered address hydrates without a console error or warning', async ({ page }) => {
    const problems = collectProblems(page, { warnings: true });

    await page.goto('/blog?q=guide&category=tutorials');
    await startIsland(searchBox(page));
    await expect(page.getByRole('heading', { name: 'Search results for "guide"' })).toBeVisible();
    await expect(categoryLink(page, 'Tutorials')).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/blog\/category\/tutorials\?q=guide$/);
    await expect(categoryLink(page, 'Local SEO')).toHaveAttribute('href', '/blog/category/local-seo?q=guide');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('category links, Enter and View all articles work in place, without loading a page', async ({ page }) => {
    await page.goto('/blog');
    await startIsland(searchBox(page));
    await markDocument(page);

    // Typing searches once it pauses (the server answers the page) and the links follow the words.
    await searchBox(page).fill('guide');
    await expect(page.getByRole('heading', { name: 'Search results for "guide"' })).toBeVisible();
    await expect(categoryLink(page, 'Tutorials')).toHaveAttribute('href', '/blog/category/tutorials?q=guide');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/q=guide/);

    await categoryLink(page, 'Tutorials').click();
    await expect(page).toHaveURL(/\/blog\/category\/tutorials\?q=guide$/);
    await expect(categoryLink(page, 'Tutorials')).toHaveAttribute('aria-current', 'true');
    await expect(searchBox(page)).toHaveValue('guide');

    await searchBox(page).fill('no article talks about this');
    await page.getByRole('link', { name: 'View all articles' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(featuredCard(page)).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await documentIsMarked(page), 'no page was loaded').toBe(true);
  });

  test('a category clicked before the scripts have run still filters, and the page then hydrates', async ({ page }) => {
    const release = await holdScripts(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // The held runtime keeps the load event back: the page is used as it arrives.
    await page.goto('/blog', { waitUntil: 'commit' });
    await categoryLink(page, 'Case Studies').click();
    await expect(page).toHaveURL(/\/blog\/category\/case-studies$/);
    await expect(page.getByRole('heading', { name: 'Category: case-studies' })).toBeVisible();
    await expect(gridCards(page)).toHaveCount(1);

    release();
    await startIsland(searchBox(page));
    await expect(categoryLink(page, 'Case Studies')).toHaveAttribute('aria-current', 'true');
    await categoryLink(page, 'Tutorials').click();
    await expect(page.getByRole('heading', { name: 'Category: tutorials' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

import { expect, test, type Page } from './support/test.ts';
import { CATEGORY_COUNTS, FEATURED_TITLE, categoryLink, featuredCard, gridCards, main, searchBox } from './support/blog-index.ts';
import { startIsland } from './support/hydration.ts';

async function openBlog(page: Page): Promise<void> {
  await page.goto('/blog');
  await expect(featuredCard(page)).toBeVisible();
  await startIsland(searchBox(page));
}

test('the blog index shows its header, filters, the featured article and eight cards', async ({ page }) => {
  await openBlog(page);

  await expect(page.getByRole('heading', { level: 1, name: 'LocalRank Blog' })).toBeVisible();
  await expect(page.getByText('Insights, guides, and news to help you dominate local search and grow your business.')).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles...');

  const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('link');
  await expect(filters).toHaveText([
    'All Posts',
    'Local SEO',
    'Google Updates',
    'Tips & Tricks',
    'Case Studies',
    'Industry News',
    'Tutorials',
  ]);
  await expect(categoryLink(page, 'All Posts')).toHaveAttribute('aria-current', 'true');

  const featured = featuredCard(page);
  await expect(featured.getByText('Featured', { exact: true })).toBeVisible();
  await expect(featured.getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
  await expect(featured.getByText('Local SEO', { exact: true })).toBeVisible();
  await expect(featured.getByText('Sarah Mitchell')).toBeVisible();
  await expect(featured.getByText('April 15, 2025')).toBeVisible();
  await expect(featured.locator('img')).toHaveAttribute('src', '/images/blog/ultimate-guide-local-seo-2025.svg');
  await expect(featured.getByRole('link', { name: /^Read full article/ })).toHaveAttribute('href', '/blog/ultimate-guide-local-seo-2025');

  const cards = gridCards(page);
  await expect(cards).toHaveCount(8);
  await expect(cards.getByRole('heading', { name: FEATURED_TITLE })).toHaveCount(0);
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Google Business Profile Updates in 2025: What Changed and What to Do');
  await expect(first.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText(['Google Updates', 'Industry News']);
  await expect(first.getByText('James Carter')).toBeVisible();
  await expect(first.getByText('4 min read')).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('width', '1200');
  await expect(first.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', '/blog/google-business-profile-updates-2025');
});

test('search is case-insensitive, finds words of the body, hides the featured card and counts the results', async ({ page }) => {
  await openBlog(page);

  // The best match first: the title names it; two more articles speak of restaurants in their text.
  await searchBox(page).fill('RESTAURANT');
  await expect(page.getByRole('heading', { name: 'Search results for "RESTAURANT"' })).toBeVisible();
  await expect(main(page).getByText('3 articles found', { exact: true })).toBeVisible();
  await expect(featuredCard(page)).toHaveCount(0);
  await expect(gridCards(page)).toHaveCount(3);
  await expect(gridCards(page).first().getByRole('heading')).toHaveText('Case Study: How a Family Restaurant Grew Profile Actions by 500%');
  await expect(gridCards(page).first().locator('mark').first()).toHaveText(/^restaurant/i);

  await searchBox(page).fill('voice');
  await expect(page.getByRole('heading', { name: 'Search results for "voice"' })).toBeVisible();
  await expect(main(page).getByText('3 articles found', { exact: true })).toBeVisible();
  await expect(gridCards(page)).toHaveCount(3);

  // Searching the featured article's own words lists it as an ordinary result, first.
  await searchBox(page).fill('ultimate guide');
  await expect(main(page).getByText('6 articles found', { exact: true })).toBeVisible();
  await expect(gridCards(page).first().getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
  await expect(featuredCard(page)).toHaveCount(0);

  await searchBox(page).fill('');
  await expect(featuredCard(page)).toBeVisible();
  await expect(gridCards(page)).toHaveCount(8);
  await expect(page.getByRole('heading', { name: /^Search results for/ })).toHaveCount(0);
});

test('a mistyped search offers the articles using words close to it, and says they are close matches', async ({ page }) => {
  await openBlog(page);
  await searchBox(page).fill('ultimte');
  await expect(page.getByRole('heading', { name: 'Search results for "ultimte"' })).toBeVisible();
  await expect(main(page).getByText('No article uses these exact words; these articles use words close to them.')).toBeVisible();
  // 'ultimate' stands in for the typo: the guide's title ranks first, then the articles whose bodies link to it.
  await expect(gridCards(page).first().getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
  await expect(main(page).getByText(/^\d+ articles found$/)).toBeVisible();
  expect(await gridCards(page).count()).toBeGreaterThan(1);

  // The same page without the script, as the search form's GET asks for it.
  await page.goto('/blog?q=ultimte');
  await expect(main(page).getByText('No article uses these exact words; these articles use words close to them.')).toBeVisible();
  await expect(gridCards(page).first().getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
});

test('each category link lists exactly the posts carrying that label', async ({ page }) => {
  await openBlog(page);

  for (const { key, label, count } of CATEGORY_COUNTS) {
    await categoryLink(page, label).click();
    await expect(categoryLink(page, label)).toHaveAttribute('aria-current', 'true');
    await expect(categoryLink(page, 'All Posts')).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('heading', { name: `Category: ${key}` })).toBeVisible();
    await expect(main(page).getByText(count === 1 ? '1 article found' : `${count} articles found`, { exact: true })).toBeVisible();
    await expect(featuredCard(page)).toHaveCount(0);

    const cards = gridCards(page);
    await expect(cards).toHaveCount(count);
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Categories' }).getByText(label, { exact: true })).toBeVisible();
    }
  }

  await categoryLink(page, 'All Posts').click();
  await expect(featuredCard(page)).toBeVisible();
  await expect(gridCards(page)).toHaveCount(8);
});

test('filters live in the URL, so results can be linked and Back restores them', async ({ page }) => {
  await page.goto('/blog/category/case-studies');
  await expect(page.getByRole('heading', { name: 'Category: case-studies' })).toBeVisible();
  await expect(categoryLink(page, 'Case Studies')).toHaveAttribute('aria-current', 'true');
  await expect(gridCards(page)).toHaveCount(1);
  await startIsland(searchBox(page));

  await categoryLink(page, 'Tutorials').click();
  await expect(page).toHaveURL(/\/blog\/category\/tutorials$/);
  await expect(page.getByRole('heading', { name: 'Category: tutorials' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/category\/case-studies$/);
  await expect(page.getByRole('heading', { name: 'Category: case-studies' })).toBeVisible();
  await expect(categoryLink(page, 'Case Studies')).toHaveAttribute('aria-current', 'true');

  await searchBox(page).fill('citation');
  await expect(page).toHaveURL(/\/blog\/category\/case-studies\?q=citation$/);

  // The old address of a category moved to the category's own page.
  await page.goto('/blog?category=tutorials');
  await expect(page).toHaveURL(/\/blog\/category\/tutorials$/);
  await expect(categoryLink(page, 'Tutorials')).toHaveAttribute('aria-current', 'true');

  // An unknown category in an old link falls back to all posts.
  await page.goto('/blog?category=not-a-category');
  await expect(categoryLink(page, 'All Posts')).toHaveAttribute('aria-current', 'true');
  await expect(featuredCard(page)).toBeVisible();
});

test('the empty state explains itself and View all articles clears both filters', async ({ page }) => {
  await openBlog(page);

  await categoryLink(page, 'Case Studies').click();
  await searchBox(page).fill('no article talks about this');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or browse through our categories.')).toBeVisible();
  await expect(main(page).getByText('0 articles found', { exact: true })).toBeVisible();
  await expect(gridCards(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'View all articles' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(categoryLink(page, 'All Posts')).toHaveAttribute('aria-current', 'true');
  await expect(featuredCard(page)).toBeVisible();
  await expect(gridCards(page)).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toHaveCount(0);
});

test("a card's Read more opens the full article", async ({ page }) => {
  await openBlog(page);

  const card = gridCards(page).filter({ has: page.getByRole('heading', { name: 'Geo-Grid Rank Tracking: A Practical Guide' }) });
  await card.getByRole('link', { name: /^Read more/ }).click();

  await expect(page).toHaveURL('/blog/geo-grid-tracking-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Geo-Grid Rank Tracking: A Practical Guide' })).toBeVisible();
  await expect(page).toHaveTitle('Geo-Grid Rank Tracking: A Practical Guide · LocalRank Blog');
  const article = page.getByRole('article', { name: 'Geo-Grid Rank Tracking: A Practical Guide' });
  await expect(article.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText(['Tutorials', 'Guides']);
  await expect(article.getByText('Sarah Mitchell')).toBeVisible();
  await expect(article.getByText('February 25, 2025')).toBeVisible();
  await expect(article.getByText('4 min read')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'What a geo-grid scan is' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Reading the results' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: '1. Choose your keywords' })).toBeVisible();

  const image = article.locator('img[src="/images/blog/geo-grid-tracking-guide.svg"]');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '630');
  await expect(image).not.toHaveAttribute('loading', 'lazy');

  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link', { name: /^Read more/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?mode=sign-up');

  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'LocalRank Blog' })).toBeVisible();
});

test('an unknown article shows the not-found page once, inside the site chrome', async ({ page }) => {
  await page.goto('/blog/no-such-article-here');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('We could not find a page at /blog/no-such-article-here.')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('the newsletter band subscribes once, whatever the case of the address', async ({ page }) => {
  await openBlog(page);
  const band = page.getByRole('region', { name: 'Stay in the Local SEO Loop' });
  await expect(band.getByText('We respect your privacy. Unsubscribe at any time.')).toBeVisible();
  const field = band.getByRole('textbox', { name: 'Email address' });
  await expect(field).toHaveAttribute('placeholder', 'Enter your email');
  await expect(field).toHaveAttribute('required', '');

  const address = `blog-reader-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await field.fill(address);
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');

  // Already on the list: the same answer as a new address (the field is cleared by that success).
  await field.fill(address.toUpperCase());
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveValue('');
  await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
  await expect(page.getByText(/already subscribed|already on our list/i)).toHaveCount(0);
});

import type { Locator, Page } from '@playwright/test';

/** The seeded featured article's title. */
export const FEATURED_TITLE = 'The Ultimate Guide to Local SEO in 2025';

/** How many of the nine seeded posts carry each category's label. */
export const CATEGORY_COUNTS = [
  { key: 'local-seo', label: 'Local SEO', count: 4 },
  { key: 'google-updates', label: 'Google Updates', count: 2 },
  { key: 'tips-tricks', label: 'Tips & Tricks', count: 2 },
  { key: 'case-studies', label: 'Case Studies', count: 1 },
  { key: 'industry-news', label: 'Industry News', count: 2 },
  { key: 'tutorials', label: 'Tutorials', count: 2 },
] as const;

/** The page's main landmark. */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The blog index's search box. */
export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search articles' });
}

/** A category filter (a link) by its label. */
export function categoryLink(page: Page, name: string): Locator {
  return page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name, exact: true });
}

/** The featured card: the region holding the article with the 'Featured' badge. */
export function featuredCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured article' });
}

/** Every article card in the grid (each has exactly one 'Read more' link). */
export function gridCards(page: Page): Locator {
  return main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Read more/ }) });
}

import { expect, type Page } from '@playwright/test';

// The page builder at /admin/elementor, as its end-to-end tests reach it.

/** The builder's canvas. */
export const canvas = (page: Page) => page.getByRole('region', { name: 'Page canvas' });
/** The builder's sidebar (Elements, Settings, ...). */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Builder sidebar' });
/** An element type's button in the sidebar's palette. */
export const palette = (page: Page, name: string) => sidebar(page).getByRole('button', { name, exact: true });

/** Creates a builder page named `name` at `slug` from /admin/elementor and waits for its empty canvas. */
export async function newPage(page: Page, name: string, slug: string): Promise<void> {
  await page.goto('/admin/elementor');
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Page name').fill(name);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/elementor/${slug}$`));
  await expect(canvas(page).getByText('This page is empty')).toBeVisible();
}

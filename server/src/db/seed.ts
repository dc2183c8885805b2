import type { EntityManager } from '@mikro-orm/postgresql';
import { Page } from '../entities/page.entity.ts';

/** The website's pages as first installed; the admin tools edit them later. */
const INITIAL_PAGES: ReadonlyArray<Pick<Page, 'name' | 'slug'>> = [
  { name: 'Home', slug: 'home' },
  { name: 'Features', slug: 'features' },
  { name: 'Use Cases', slug: 'use-cases' },
  { name: 'Pricing', slug: 'pricing' },
  { name: 'About', slug: 'about' },
  { name: 'Contact', slug: 'contact' },
  { name: 'Blog', slug: 'blog' },
];

/** Inserts whatever initial content is missing; running it again changes nothing. */
export async function seed(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Page, {}, { fields: ['slug'] })).map((page) => page.slug));
  for (const page of INITIAL_PAGES) {
    if (!existing.has(page.slug)) em.create(Page, { ...page, content: {}, meta: {}, isActive: true });
  }
  await em.flush();
}

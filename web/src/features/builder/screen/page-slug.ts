import { titleSlug } from '@app/contracts';

/**
 * The slug a builder page's name makes (what New page's Slug field follows as the name is typed): lowercase letters
 * and digits joined by single hyphens, at most 100 characters; '' when the name has no letter or digit.
 */
export function pageSlugOfName(name: string): string {
  return titleSlug(name)
    .replace(/_+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
}

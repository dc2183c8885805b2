import type { CacheTag } from './read-cache.ts';

/**
 * Which cached groups each table feeds: a committed write to the table empties those groups, on the instance
 * that wrote it through `afterWrite`, and on every instance through the table's NOTIFY trigger (migrations
 * Migration20261123070000_cache_notify, Migration20261126000000_builder_page_management and
 * Migration20261128050000_previews_and_schedules;
 * cached-tables.test.ts checks that the triggers match this map exactly).
 */
export const CACHED_TABLES = {
  blog_posts: ['blog'],
  blog_slug_redirects: ['blog'],
  // The old WordPress addresses (Migration20261129060000_wordpress_import).
  wordpress_redirects: ['blog'],
  // A child category's page shows its parents (Migration20261207010000_blog_tags).
  blog_category_parents: ['blog'],
  pages: ['pages'],
  // The redirect rules answered before the 404 page (Migration20261210010000_redirects): a kept 404 page goes with them.
  redirect_rules: ['pages'],
  // Blog posts embed their featured image (URL and alt text).
  media_assets: ['media', 'blog'],
  media_bindings: ['media'],
  // Its trigger fires only on the public columns (name, slug, active flag, meta, published and scheduled version
  // and time, deleted_at): a builder step bumps `version` on every edit, which the public does not see.
  builder_pages: ['builder'],
  builder_page_redirects: ['builder'],
  // The old addresses of WordPress pages imported as builder pages (Migration20261207020000_wordpress_pages_missing_images).
  wordpress_page_redirects: ['builder'],
} as const satisfies Record<string, readonly CacheTag[]>;

/** A table behind a cached read. */
export type CachedTable = keyof typeof CACHED_TABLES;

/** The groups a write to `tables` empties, each named once. */
export function groupsFedBy(tables: readonly CachedTable[]): CacheTag[] {
  return [...new Set(tables.flatMap((table) => CACHED_TABLES[table]))];
}

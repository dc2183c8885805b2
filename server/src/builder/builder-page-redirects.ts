import { builderPagePath, isBuilderPagePath } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { publicBuilderPageSql, untilNextBuilderPublication } from './builder-publication.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import { BuilderPageRedirect } from '../entities/builder-page-redirect.entity.ts';

// The old slugs of renamed builder pages (builder_page_redirects): /{old slug} answers 301 to the page's current
// path while the page is published and active, and only where nothing else is served (a published builder page
// or a built-in page at that path comes first).

/** Frees `slug` for a page that takes it now: a redirect from that slug (to any page) gives way. */
export async function releaseOldSlug(tx: EntityManager, slug: string): Promise<void> {
  await tx.nativeDelete(BuilderPageRedirect, { oldSlug: slug });
}

/**
 * Records that page `pageId` moved from `oldSlug` to `newSlug` (inside the rename's transaction): the old path will
 * lead to the page, and a redirect from the new slug gives way (a page may return to a slug it had). Every old slug
 * of a page points at the page itself, so after two renames both old paths lead straight to the current one.
 */
export async function recordSlugChange(tx: EntityManager, pageId: number, oldSlug: string, newSlug: string): Promise<void> {
  await releaseOldSlug(tx, newSlug);
  await tx
    .getConnection()
    .execute(
      'insert into builder_page_redirects (old_slug, page_id) values (?, ?) on conflict (old_slug) do update set page_id = excluded.page_id, created_at = now()',
      [oldSlug, pageId],
      'run',
      tx.getTransactionContext(),
    );
}

/** Removes every redirect to a page (it is being deleted: its old paths answer 404 again). */
export async function dropRedirectsTo(tx: EntityManager, pageId: number): Promise<void> {
  await tx.nativeDelete(BuilderPageRedirect, { pageId });
}

/**
 * Where the page that once had `oldSlug` lives now (its public path), when that page is published, active and not
 * deleted, and its slug is one a builder page can be served at; null otherwise. From the read cache (group 'builder'), like the published pages.
 */
export function findMovedBuilderPath(em: EntityManager, oldSlug: string): Promise<string | null> {
  return readCacheOf(em).read('builder', `moved:${oldSlug}`, () => {
    const at = now();
    const visible = publicBuilderPageSql(at);
    const load = async () => {
      const rows = await em.getConnection().execute<Array<{ slug: string }>>(
        `select p.slug
           from builder_page_redirects r join builder_pages p on p.id = r.page_id
          where r.old_slug = ? and p.deleted_at is null and ${visible.sql}`,
        [oldSlug, ...visible.bindings],
        'all',
        em.getTransactionContext(),
      );
      const slug = rows[0]?.slug;
      // Only to where a builder page can be served: a slug stored otherwise (by hand, by an old import) is no address.
      const path = slug === undefined ? null : builderPagePath(slug);
      return path !== null && isBuilderPagePath(path) ? path : null;
    };
    return untilNextBuilderPublication(em, at, load());
  });
}

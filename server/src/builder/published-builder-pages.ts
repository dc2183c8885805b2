// What the public site reads of the builder's pages: the published tree at a path, and the paths for the sitemap.
import { builderPagePath, builderSlugForPath, isBuilderPagePath, robotsFlags, type PublishedBuilderPage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { readLog } from './builder-page-log.ts';

/**
 * The live tree at a public path ('/' is the home page), or null when no active builder page is published
 * there; from the read cache, kept until a builder page's public fields change. Callers must not mutate it.
 */
export async function getPublishedBuilderPage(em: EntityManager, path: string): Promise<PublishedBuilderPage | null> {
  const slug = builderSlugForPath(path);
  if (slug === undefined || !isBuilderPagePath(path)) return null;
  return readCacheOf(em).read('builder', `page:${slug}`, async () => ({ value: await loadPublishedBuilderPage(em, slug) }));
}

async function loadPublishedBuilderPage(em: EntityManager, slug: string): Promise<PublishedBuilderPage | null> {
  const row = await em.findOne(BuilderPageRow, { slug, isActive: true, publishedVersion: { $ne: null } });
  if (!row || row.publishedVersion === null || row.publishedAt === null) return null;
  const { log } = await readLog(em, row, row.publishedVersion);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: builderPagePath(row.slug),
    meta: row.meta,
    version: row.publishedVersion,
    publishedAt: row.publishedAt.toISOString(),
    elements: log.page.elements,
  };
}

/** The public path, publish time and noindex setting of every active published builder page (the sitemap lists them). */
export function listPublishedBuilderPaths(em: EntityManager): Promise<Array<{ path: string; publishedAt: string; noindex: boolean }>> {
  return readCacheOf(em).read('builder', 'paths', async () => {
    const rows = await em.find(BuilderPageRow, { isActive: true, publishedVersion: { $ne: null } }, { orderBy: { id: 'asc' } });
    const value = rows
      .filter((row) => row.publishedAt !== null)
      .map((row) => ({
        path: builderPagePath(row.slug),
        publishedAt: (row.publishedAt as Date).toISOString(),
        noindex: robotsFlags(row.meta.robots).noindex,
      }));
    return { value };
  });
}

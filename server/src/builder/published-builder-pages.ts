// What the public site reads of the builder's pages: the published tree at a path, and the paths for the sitemap.
import { builderPagePath, builderSlugForPath, isBuilderPagePath, robotsFlags, type PublishedBuilderPage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { now } from '../clock.ts';
import { readLog } from './builder-page-log.ts';
import { publicRichText } from './rich-text-html.ts';
import { livePublication } from '../entities/builder-page-publication.ts';
import { publicBuilderPageFilter, untilNextBuilderPublication } from './builder-publication.ts';

/**
 * The live tree at a public path ('/' is the home page), or null when no active builder page is published
 * there (a scheduled one counts from its time); from the read cache, kept until a builder page's public fields
 * change or the next scheduled time. Callers must not mutate it.
 */
export async function getPublishedBuilderPage(em: EntityManager, path: string): Promise<PublishedBuilderPage | null> {
  const slug = builderSlugForPath(path);
  if (slug === undefined || !isBuilderPagePath(path)) return null;
  return readCacheOf(em).read('builder', `page:${slug}`, () => {
    const at = now();
    return untilNextBuilderPublication(em, at, loadPublishedBuilderPage(em, slug, at));
  });
}

async function loadPublishedBuilderPage(em: EntityManager, slug: string, at: Date): Promise<PublishedBuilderPage | null> {
  const row = await em.findOne(BuilderPageRow, { slug, ...publicBuilderPageFilter(at) });
  const live = row ? livePublication(row, at) : null;
  if (!row || !live) return null;
  const { log } = await readLog(em, row, live.version);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: builderPagePath(row.slug),
    meta: row.meta,
    version: live.version,
    publishedAt: live.publishedAt.toISOString(),
    // Sanitised here, once per cached read: the public page draws rich text HTML as it is given.
    elements: publicRichText(log.page.elements),
  };
}

/** The public path, publish time and noindex setting of every active published builder page (the sitemap lists them). */
export function listPublishedBuilderPaths(em: EntityManager): Promise<Array<{ path: string; publishedAt: string; noindex: boolean }>> {
  return readCacheOf(em).read('builder', 'paths', () => {
    const at = now();
    const load = async () => {
      const rows = await em.find(BuilderPageRow, publicBuilderPageFilter(at), { orderBy: { id: 'asc' } });
      return rows.flatMap((row) => {
        const live = livePublication(row, at);
        return live
          ? [
              {
                path: builderPagePath(row.slug),
                publishedAt: live.publishedAt.toISOString(),
                noindex: robotsFlags(row.meta.robots).noindex,
              },
            ]
          : [];
      });
    };
    return untilNextBuilderPublication(em, at, load());
  });
}

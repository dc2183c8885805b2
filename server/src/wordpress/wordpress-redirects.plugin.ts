import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { untilNextPublication } from '../blog/blog-post.service.ts';
import { publicPostSql } from '../blog/public-post.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import { now } from '../clock.ts';
import type { Orm } from '../db/orm.ts';
import { getPublishedBuilderPage } from '../builder/published-builder-pages.ts';
import { publicBuilderPageSql, untilNextBuilderPublication } from '../builder/builder-publication.ts';
import { builderPagePath } from '@app/contracts';
import { movedPermanently, pathOf } from '../http/request-path.ts';
import { oldPathProblem } from './wxr-mapping.ts';

/**
 * The old-address key of a request (as wordpress_redirects stores them: lower case, no trailing slash, `/?p=123` for
 * WordPress's plain links, `/?page_id=7` for its pages'), or null when it cannot be one: an address the site serves itself never is, whatever was
 * stored (the import leaves them out; this keeps a row written otherwise from shadowing a route).
 */
export function oldAddressKey(url: string): string | null {
  const path = pathOf(url);
  if (path === '/') {
    const query = new URLSearchParams(url.slice(path.length));
    const id = query.get('p');
    if (id && /^\d{1,12}$/.test(id)) return `/?p=${id}`;
    const pageId = query.get('page_id');
    return pageId && /^\d{1,12}$/.test(pageId) ? `/?page_id=${pageId}` : null;
  }
  const bare = path.replace(/\/+$/, '').toLowerCase();
  return bare === '' || oldPathProblem(bare) !== null ? null : bare;
}

/**
 * Every old address whose post is public now, to its slug: one read, kept in the read cache until a blog write (a
 * post, a redirect) or the next scheduled publication.
 */
function publicRedirects(orm: Orm): Promise<Record<string, string>> {
  const em = orm.em.fork();
  return readCacheOf(em).read('blog', 'wordpress-redirects', () => {
    const visible = publicPostSql(now());
    const rows = em
      .getConnection()
      .execute<Array<{ old_path: string; slug: string }>>(
        `select r.old_path, p.slug from wordpress_redirects r join (select id, slug from blog_posts where ${visible.sql}) p on p.id = r.post_id`,
        visible.bindings,
      )
      .then((found) => Object.fromEntries(found.map((row) => [row.old_path, row.slug])));
    return untilNextPublication(em, rows);
  });
}

/**
 * Every old address of an imported WordPress page whose builder page is public now, to the page's slug today (so a
 * moved page is reached in one 301): one read, cached in the builder group until a builder write or the next
 * scheduled page publication.
 */
function publicPageRedirects(orm: Orm): Promise<Record<string, string>> {
  const em = orm.em.fork();
  return readCacheOf(em).read('builder', 'wordpress-page-redirects', () => {
    const at = now();
    const visible = publicBuilderPageSql(at);
    const rows = em
      .getConnection()
      .execute<Array<{ old_path: string; slug: string }>>(
        `select r.old_path, p.slug from wordpress_page_redirects r join builder_pages p on p.id = r.page_id
          where p.deleted_at is null and ${visible.sql}`,
        visible.bindings,
      )
      .then((found) => Object.fromEntries(found.map((row) => [row.old_path, row.slug])));
    return untilNextBuilderPublication(em, at, rows);
  });
}

/**
 * Where an old WordPress address now lives (`/blog/<slug>`, the slug encoded so the path stays on this site, or an
 * imported page's builder address), or null; null too where a builder page is published now (a page served at an
 * address comes before a redirect).
 */
export async function movedFromWordPress(orm: Orm, request: Pick<FastifyRequest, 'url'>): Promise<string | null> {
  const key = oldAddressKey(request.url);
  if (!key) return null;
  const redirects = await publicRedirects(orm);
  const slug = Object.hasOwn(redirects, key) ? redirects[key] : undefined;
  const pages = slug ? {} : await publicPageRedirects(orm);
  const pageSlug = Object.hasOwn(pages, key) ? pages[key] : undefined;
  if ((!slug && !pageSlug) || (await getPublishedBuilderPage(orm.em.fork(), key)) !== null) return null;
  return slug ? `/blog/${encodeURIComponent(slug)}` : builderPagePath(pageSlug!);
}

/**
 * Answers the old addresses of imported WordPress posts (`/2024/05/slug/`, `/2024/05/01/slug/`, the item's link path,
 * `/?p=123`) with a 301 to the post here, and those of imported pages (their link path, `/?page_id=7`, `/?p=7`) to
 * the builder page once it is public. Registered before the HTTP cache and the pages, so a kept copy of the home
 * page never answers `/?p=123`; an unknown old address goes on to its 404.
 */
export const wordpressRedirectsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      let location: string | null = null;
      try {
        location = await movedFromWordPress(app.orm, request);
      } catch (error) {
        // The page itself still answers (or reports the database) when the lookup cannot be made.
        request.log.error({ err: error }, 'The old WordPress addresses could not be read');
      }
      if (location) return movedPermanently(reply, location);
    });
  },
  { name: 'wordpress-redirects' },
);

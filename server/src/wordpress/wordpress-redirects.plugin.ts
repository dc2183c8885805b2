import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { untilNextPublication } from '../blog/blog-post.service.ts';
import { publicPostSql } from '../blog/public-post.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import { now } from '../clock.ts';
import type { Orm } from '../db/orm.ts';
import { isApiPath, pathOf } from '../plugins/request-path.ts';

/** Paths of this site that are never an old WordPress address: they skip the lookup. */
const OWN_PREFIXES = ['/assets/', '/media/', '/admin', '/blog/', '/preview/', '/healthz', '/readyz', '/metrics'];

/**
 * The old-address key of a request (as wordpress_redirects stores them: lower case, no trailing slash, `/?p=123` for
 * WordPress's plain links), or null when it cannot be one.
 */
export function oldAddressKey(url: string): string | null {
  const path = pathOf(url);
  if (isApiPath(path) || OWN_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (path === '/') {
    const id = new URLSearchParams(url.slice(path.length)).get('p');
    return id && /^\d{1,12}$/.test(id) ? `/?p=${id}` : null;
  }
  const bare = path.replace(/\/+$/, '').toLowerCase();
  return bare === '' ? null : bare;
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

/** Where an old WordPress address now lives (`/blog/<slug>`), or null. */
export async function movedFromWordPress(orm: Orm, request: Pick<FastifyRequest, 'url'>): Promise<string | null> {
  const key = oldAddressKey(request.url);
  if (!key) return null;
  const redirects = await publicRedirects(orm);
  const slug = Object.hasOwn(redirects, key) ? redirects[key] : undefined;
  return slug ? `/blog/${slug}` : null;
}

/**
 * Answers the old addresses of imported WordPress posts (`/2024/05/slug/`, `/2024/05/01/slug/`, the item's link path,
 * `/?p=123`) with a 301 to the post here. Registered before the HTTP cache and the pages, so a kept copy of the home
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
      if (location) return reply.header('Cache-Control', 'no-cache').redirect(location, 301);
    });
  },
  { name: 'wordpress-redirects' },
);

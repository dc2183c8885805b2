import { parseBlogListingPath } from '@app/contracts/blog-listing-address';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { now } from '../clock.ts';
import { writeInBackground } from '../http/background-writes.ts';
import { pathOf } from '../http/request-path.ts';
import { isAdminPath } from '../http/admin-access.ts';
import { isBotAgent, referrerLabel } from '../redirects/not-found-log.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { pruneSearchTerms, SiteSearchLog } from './site-search-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What visitors search the blog for, counted in memory and written every few seconds (issue 44). */
    siteSearch: SiteSearchLog;
  }
}

/** The procedure the blog's search runs through. */
const LIST_PROCEDURE = 'blogPost.list';

/** The search text of a first page of results a request asks for, and whether it was typed on the page; else null. */
export function searchOfRequest(url: string): { q: string; typed: boolean } | null {
  const path = pathOf(url);
  // Every request passes here: any other path is left at once, before its query is read.
  if (!path.startsWith('/blog') && !path.startsWith('/trpc/')) return null;
  const query = new URLSearchParams(url.slice(path.length));
  // A page of the blog loaded whole (a search sent without JavaScript, a shared link, a reload).
  const listing = parseBlogListingPath(path);
  if (listing?.kind === 'listing') {
    const q = query.get('q') ?? '';
    return q.trim() !== '' && listing.page === 1 ? { q, typed: false } : null;
  }
  // The blog's search as the visitor types: the tRPC call, alone or in a batch (`/trpc/a,b?batch=1&input={"0":…}`).
  if (!path.startsWith('/trpc/')) return null;
  let names: string[];
  try {
    names = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  } catch {
    return null;
  }
  const at = names.indexOf(LIST_PROCEDURE);
  if (at === -1) return null;
  let input: unknown;
  try {
    const parsed: unknown = JSON.parse(query.get('input') ?? 'null');
    input = query.get('batch') === '1' ? (parsed as Record<string, unknown> | null)?.[String(at)] : parsed;
  } catch {
    return null;
  }
  if (typeof input !== 'object' || input === null) return null;
  const { q, page } = input as { q?: unknown; page?: unknown };
  if (typeof q !== 'string' || q.trim() === '' || (page !== undefined && page !== 1)) return null;
  return { q, typed: true };
}

/**
 * Counts the blog's searches as requests arrive (before the HTTP cache, so a kept page of results counts too): the
 * first page of a search, loaded whole or fetched as the visitor types, not a bot's, nor one followed from the admin
 * screens. The number of results is noted by
 * the search itself (blogPost.list). Written every 5 s; terms not searched for SITE_COUNTS_RETENTION_DAYS go daily.
 */
export const siteSearchPlugin = fp(
  async (app: FastifyInstance) => {
    const log = new SiteSearchLog();
    app.decorate('siteSearch', log);
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET') return;
      const search = searchOfRequest(request.url);
      if (search === null || isBotAgent(request.headers['user-agent'])) return;
      // A term followed from the admin screens (an editor looking at what visitors saw) is not a visitor's search.
      const from = referrerLabel(request.headers.referer, new URL(siteOrigin(request)).host);
      if (from !== null && isAdminPath(from)) return;
      log.search(search.q, now(), search.typed);
    });
    writeInBackground(app, {
      what: 'site-search counts',
      flush: () => log.flush(app.orm.em.fork()),
      prune: () => pruneSearchTerms(app.orm.em.fork(), app.config.siteCountsRetentionDays, now()),
    });
  },
  { name: 'site-search' },
);

import { ANALYTICS_BEACON_MAX_BYTES, ANALYTICS_BEACON_URL, roleAtLeast } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { now } from '../clock.ts';
import { isAdminPath } from '../http/admin-access.ts';
import { writeInBackground } from '../http/background-writes.ts';
import { isApiPath, pathOf } from '../http/request-path.ts';
import { isPreviewPath } from '../preview/preview-page.ts';
import { isBotAgent } from '../redirects/not-found-log.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { AnalyticsRecorder, MAX_BUFFERED_EVENTS, MAX_EVENTS_PER_ADDRESS, type SeenView } from './analytics-recorder.ts';
import { BEACON_MAX_MS, pruneAnalytics } from './analytics-rollup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page views and beacons of this instance, counted in memory and written every few seconds (issue 44). */
    analytics: AnalyticsRecorder;
  }
}

/**
 * How often the roll-ups are counted again in the background (ms): every 5 minutes (the screen counts today again
 * before it reads, so it never waits for this; a pass counts today's raw events again, work that grows with the day).
 */
const ROLLUP_EVERY_MS = 5 * 60_000;

/** Paths that are no public page: the customer's dashboard (the admin area, APIs and previews are told apart too). */
const PRIVATE_PAGES = /^\/dashboard(\/|$)/;

/**
 * Whether a request is one a visitor's analytics leave out: a bot (the isbot list, or no user agent), a prefetch
 * (the browser guessing, not the visitor), or a browser asking not to be tracked (`Sec-GPC: 1` or `DNT: 1`).
 */
export function notToCount(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (isBotAgent(headers['user-agent'])) return true;
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-moz']].flat().join(' ');
  if (/prefetch|prerender/i.test(purpose)) return true;
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/** Whether `path` is a public page (not an API, a file, the admin area, a preview or the dashboard). */
export function isPublicPagePath(path: string): boolean {
  if (isApiPath(path) || isAdminPath(path) || isPreviewPath(path) || PRIVATE_PAGES.test(path)) return false;
  // A built file (/assets/app.js, /favicon.ico, /robots.txt, /sitemap.xml): its last segment has an extension.
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

// The site's host name, parsed once per origin (the origin is configured, not the request's: see siteOrigin).
let siteHost: { origin: string; host: string } | null = null;
function siteHostOf(request: FastifyRequest): string {
  const origin = siteOrigin(request);
  if (siteHost?.origin !== origin) siteHost = { origin, host: new URL(origin).hostname };
  return siteHost.host;
}

/** What the server keeps in memory of a request of `path` until the next write works it out (see SeenView). */
function seen(request: FastifyRequest, path: string, kind: 0 | 1, durationMs: number | null): SeenView {
  const hint = request.headers['sec-ch-ua-mobile'];
  return {
    at: now(),
    kind,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    path,
    search: kind === 0 ? request.url.slice(path.length) : '',
    referer: request.headers.referer,
    mobileHint: typeof hint === 'string' ? hint : undefined,
    siteHost: siteHostOf(request),
    durationMs,
  };
}

/** Whether a request's answer is a page a browser shows: HTML with 200, or a 304 to a browser asking for a page it holds. */
function answeredPage(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode === 304) return request.headers['sec-fetch-dest'] === 'document' || /text\/html/.test(request.headers.accept ?? '');
  const type = reply.getHeader('content-type');
  return reply.statusCode === 200 && typeof type === 'string' && type.startsWith('text/html');
}

/**
 * Counts a public page a visitor was answered with: rendered, served from the page cache, or confirmed unchanged to
 * a browser holding it (a reload, a page back in history: a 304); not one rendered for a signed-in member of staff.
 */
function countPageView(recorder: AnalyticsRecorder, request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'GET' || !answeredPage(request, reply)) return;
  // The site's own staff reading its pages (signed in: the page was rendered for them) are not visitors.
  if (roleAtLeast(request.user?.role, 'contributor')) return;
  const path = pathOf(request.url);
  if (!isPublicPagePath(path) || notToCount(request)) return;
  recorder.record(seen(request, path, 0, null));
}

/** A beacon's body: `{"p": "/path", "t": ms}`; null when it is not one. */
export function beaconOf(body: unknown): { path: string; ms: number } | null {
  if (typeof body !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { p, t } = parsed as { p?: unknown; t?: unknown };
  if (typeof p !== 'string' || !p.startsWith('/') || p.startsWith('//') || p.length > 2000) return null;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) return null;
  return { path: pathOf(p), ms: Math.min(Math.round(t), BEACON_MAX_MS) };
}

/**
 * The site's analytics (issue 44): every public page answered with 200 is counted as it is sent (rendered or from
 * the page cache), and `POST /api/analytics/beacon` (at most 1 KB of text, answered 204 at once) adds the time a
 * page was looked at; bots, prefetches and browsers that ask not to be tracked are left out. Events are written
 * every 5 s, counted into the roll-ups every 5 minutes; raw events older than ANALYTICS_RAW_DAYS go daily.
 */
export const analyticsPlugin = fp(
  async (app: FastifyInstance) => {
    const recorder = new AnalyticsRecorder();
    app.decorate('analytics', recorder);
    app.addHook('onResponse', async (request, reply) => countPageView(recorder, request, reply));
    new Counter({
      name: 'analytics_events_total',
      help: `Page views and time-on-page beacons of this instance, by outcome (written; dropped: past the ${MAX_BUFFERED_EVENTS} a window holds; limited: past the ${MAX_EVENTS_PER_ADDRESS} of one address in a window).`,
      labelNames: ['outcome'],
      registers: [app.metrics.registry],
      collect() {
        this.reset();
        this.inc({ outcome: 'written' }, recorder.written);
        this.inc({ outcome: 'dropped' }, recorder.dropped);
        this.inc({ outcome: 'limited' }, recorder.limited);
      },
    });

    await app.register(async (beacon) => {
      // The beacon comes as navigator.sendBeacon's text (no preflight); this scope alone reads text.
      beacon.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: ANALYTICS_BEACON_MAX_BYTES }, (_request, body, done) =>
        done(null, body),
      );
      beacon.post(ANALYTICS_BEACON_URL, { bodyLimit: ANALYTICS_BEACON_MAX_BYTES }, async (request, reply) => {
        const beaconed = beaconOf(request.body);
        if (beaconed === null)
          return reply.code(400).send({ message: 'A beacon is {"p": "/the-page-path", "t": milliseconds on the page}.' });
        if (beaconed.ms > 0 && isPublicPagePath(beaconed.path) && !notToCount(request))
          recorder.record(seen(request, beaconed.path, 1, beaconed.ms));
        return reply.code(204).header('Cache-Control', 'no-store').send();
      });
    });

    writeInBackground(app, {
      what: 'page views',
      flush: () => recorder.flush(app.orm.em.fork()),
      prune: () => pruneAnalytics(app.orm.em.fork(), app.config.analyticsRawDays, now()),
    });
    writeInBackground(app, {
      what: 'analytics roll-ups',
      flush: () => recorder.rollUp(app.orm.em.fork(), now(), false),
      prune: async () => {},
      flushEveryMs: ROLLUP_EVERY_MS,
    });
  },
  { name: 'analytics' },
);

import { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppMetrics } from './app-metrics.ts';

/** The route label of a request nothing answered (a 404 from the not-found handler): one value, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/**
 * The route label of the web app's pages: the not-found handler serves them (their routes are the web app's,
 * not the server's), so every page answer other than a 404 shares this one value.
 */
export const WEB_PAGE_ROUTE = 'web-page';
/**
 * The route label of the built files (scripts, styles, images): each is a route of its own, named by a hash
 * that changes at every deploy, so one value stands for all of them and the series stay bounded.
 */
export const STATIC_FILE_ROUTE = 'static-file';

/** The label of a request's route: its pattern, or one of the three values above. */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  if (request.routeOptions.config?.staticFile) return STATIC_FILE_ROUTE;
  return request.routeOptions.url ?? (reply.statusCode === 404 ? UNMATCHED_ROUTE : WEB_PAGE_ROUTE);
}

/** An event stream's duration is its whole life, not a request's latency: it is counted but not timed. */
function isEventStream(reply: FastifyReply): boolean {
  return String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

/**
 * Counts and times every answered request by its route pattern (never the raw URL, so label values stay
 * bounded), method and status, when its response has ended. Not recorded: requests to the routes in `skip` (the
 * /metrics scrape itself), and the app's own in-process requests (`app.inject`, such as the SEO analyser's page
 * renders), which no client sent.
 */
export function recordHttpMetrics(app: FastifyInstance, metrics: AppMetrics, skip: ReadonlySet<string>): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request, reply);
    if (request.raw instanceof IncomingMessage && !skip.has(route)) {
      const labels = { route, method: request.method, status: String(reply.statusCode) };
      metrics.httpRequests.inc(labels);
      if (!isEventStream(reply)) metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}

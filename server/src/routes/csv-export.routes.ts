import {
  ACTIVITY_EXPORT_URL,
  activityFilterSchema,
  ANALYTICS_EXPORT_URL,
  ANALYTICS_TABLES,
  analyticsRangeInputSchema,
  firstMessage,
  NEWSLETTER_EXPORT_URL,
  REDIRECTS_EXPORT_URL,
  SITE_SEARCH_EXPORT_URL,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { activityCsvStream, activityExportFilename } from '../activity/activity-export.ts';
import { analyticsTableCsv } from '../analytics/analytics-read.service.ts';
import { now } from '../clock.ts';
import { AppError } from '../errors.ts';
import { newsletterCsvStream, newsletterExportFilename } from '../newsletter/newsletter-export.ts';
import { ADMIN_ROUTE, requireRouteAccess, routeAccess } from '../http/admin-access.ts';
import { rulesCsv } from '../redirects/redirect-rules.service.ts';
import { searchTermsCsv } from '../site-search/site-search-terms.service.ts';

/**
 * Sends `body()` as a CSV download named `filename`, never stored by a cache (it holds personal data). A HEAD
 * request gets the headers only: the stream is not even made, so no row is read for it.
 */
function sendCsv(reply: FastifyReply, filename: string, body: () => Readable) {
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  return reply.send(reply.request.method === 'HEAD' ? undefined : body());
}

/** The query of an activity export with its blank fields left out (a blank field filters nothing, as on the screen). */
function filledIn(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * The CSV downloads of the admin panel (register in the session scope): the activity log as its filters select it
 * and the newsletter subscribers (administrators; streamed in batches as they are read), the redirect rules,
 * the site-search terms and each analytics table over a range (editors and up; written whole).
 */
export async function csvExportRoutes(app: FastifyInstance): Promise<void> {
  app.get(ACTIVITY_EXPORT_URL, { config: ADMIN_ROUTE, preHandler: requireRouteAccess }, async (request, reply) => {
    const filter = activityFilterSchema.safeParse(filledIn(request.query));
    if (!filter.success) throw new AppError(400, firstMessage(filter.error));
    return sendCsv(reply, activityExportFilename(), () => activityCsvStream(request.server.orm.em.fork(), filter.data));
  });

  app.get(NEWSLETTER_EXPORT_URL, { config: ADMIN_ROUTE, preHandler: requireRouteAccess }, async (_request, reply) =>
    sendCsv(reply, newsletterExportFilename(), () => newsletterCsvStream(app.orm.em.fork())),
  );

  // Written whole: at most REDIRECT_RULES_MAX rules; the terms of a retention period's distinct searches.
  const whole = (url: string, filename: string, read: () => Promise<string>) =>
    app.get(url, { config: routeAccess('editor'), preHandler: requireRouteAccess }, async (_request, reply) => {
      const csv = reply.request.method === 'HEAD' ? '' : await read();
      return sendCsv(reply, `${filename}-${new Date().toISOString().slice(0, 10)}.csv`, () => Readable.from([csv]));
    });
  whole(REDIRECTS_EXPORT_URL, 'redirects', () => rulesCsv(app.orm.em.fork()));
  whole(SITE_SEARCH_EXPORT_URL, 'site-search-terms', () => searchTermsCsv(app.orm.em.fork()));

  // One key a row: at most the distinct pages, sources, campaigns or devices of the range.
  app.get(ANALYTICS_EXPORT_URL, { config: routeAccess('editor'), preHandler: requireRouteAccess }, async (request, reply) => {
    const input = analyticsExportSchema.safeParse(filledIn(request.query));
    if (!input.success) throw new AppError(400, firstMessage(input.error));
    await request.server.analytics.catchUp(app.orm.em.fork(), now());
    const { csv, range } = await analyticsTableCsv(app.orm.em.fork(), input.data, now());
    return sendCsv(reply, `analytics-${input.data.table}-${range.from}-to-${range.to}.csv`, () => Readable.from([csv]));
  });
}

/** The query of an analytics table's CSV: which table, over which range. */
const analyticsExportSchema = z
  .object({ table: z.enum(ANALYTICS_TABLES, { error: `Choose a table: ${ANALYTICS_TABLES.join(', ')}.` }) })
  .and(analyticsRangeInputSchema);

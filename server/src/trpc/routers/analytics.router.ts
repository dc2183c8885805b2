import { analyticsRangeInputSchema, analyticsTableInputSchema, postTrafficInputSchema, ROLE_ABILITIES } from '@app/contracts';
import { now } from '../../clock.ts';
import { analyticsLive, analyticsOverview, analyticsTable } from '../../analytics/analytics-read.service.ts';
import { listPostTraffic } from '../../analytics/post-traffic.service.ts';
import { roleProcedure, router } from '../trpc.ts';

/** Editors and up (`ROLE_ABILITIES.readAnalytics`), the role read from the database-backed session on every call. */
const readerProcedure = roleProcedure(ROLE_ABILITIES.readAnalytics);

/**
 * The site's analytics (issue 44). Each read first writes this instance's page views not yet written and rolls today
 * up again when anything new came, so a page just viewed is in the figures.
 */
export const analyticsRouter = router({
  /** Visitors, page views, visits, views per visit and time on page over a range, with its chart, against the period before. */
  overview: readerProcedure.input(analyticsRangeInputSchema).query(async ({ ctx, input }) => {
    await ctx.analytics?.catchUp(ctx.em.fork(), now());
    return analyticsOverview(ctx.em, input, now());
  }),

  /** One table over a range (top pages, entry and exit pages, sources, campaigns, devices): its first rows and its size. */
  table: readerProcedure.input(analyticsTableInputSchema).query(async ({ ctx, input }) => {
    await ctx.analytics?.catchUp(ctx.em.fork(), now());
    return analyticsTable(ctx.em, input, now());
  }),

  /**
   * The blog manager's "Traffic and SEO" list: published posts with their SEO score and worst problem beside their views
   * of the last 30 days, those scoring well with no views and those drawing views with a bad score first.
   */
  posts: readerProcedure.input(postTrafficInputSchema).query(async ({ ctx, input }) => {
    await ctx.analytics?.catchUp(ctx.em.fork(), now());
    return listPostTraffic(ctx.em, input.offset, now());
  }),

  /** The visitors of the last 5 minutes and the pages they are on. */
  live: readerProcedure.query(async ({ ctx }) => {
    await ctx.analytics?.flush(ctx.em.fork());
    return analyticsLive(ctx.em, now());
  }),
});

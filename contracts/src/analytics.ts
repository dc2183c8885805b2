import { z } from './zod.ts';

export { ANALYTICS_BEACON_MAX_BYTES, ANALYTICS_BEACON_URL } from './analytics-beacon.ts';

/**
 * The site's own analytics (issue 44): page views counted by the server as it answers a public page, time on page from
 * a beacon the page sends as the visitor leaves, visitors told apart by a hash of the day's salt, their address and
 * browser that is never stored with those values (the salt is forgotten once its day is over). No cookie, no address,
 * no user agent is stored. Days are UTC days. Editors and up read it.
 */

/** The admin screen of the analytics. */
export const ANALYTICS_ADMIN_PATH = '/admin/analytics';

/** The CSV download of one table of the screen: `?table=…&range=…` (and `from`, `to` for a custom range). */
export const ANALYTICS_EXPORT_URL = '/api/admin/analytics/export.csv';

/** How long without a page view ends a visit (ms): 30 minutes, as most analytics count. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

/** The window "live visitors" counts (ms): the last 5 minutes. */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;

/** The ranges the screen offers: today, the last 7 or 30 days, the last 12 months, or custom days. */
export const ANALYTICS_RANGES = ['today', '7d', '30d', '12m', 'custom'] as const;

/** One of ANALYTICS_RANGES. */
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** What each range is called on the screen. */
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
  custom: 'Custom',
};

/** The longest custom range (days). */
export const ANALYTICS_MAX_RANGE_DAYS = 731;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

/** A range asked for: one of the fixed ones, or `custom` from one day to another (both included, UTC). */
export const analyticsRangeInputSchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES).default('7d'),
    from: dayText.optional(),
    to: dayText.optional(),
  })
  .superRefine((value, context) => {
    if (value.range !== 'custom') return;
    if (value.from === undefined || value.to === undefined) {
      context.addIssue({ code: 'custom', message: 'Choose both the first and the last day of a custom range.', path: ['from'] });
      return;
    }
    const from = Date.parse(`${value.from}T00:00:00Z`);
    const to = Date.parse(`${value.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) {
      context.addIssue({ code: 'custom', message: 'Enter real dates as YYYY-MM-DD.', path: ['from'] });
      return;
    }
    if (to < from) context.addIssue({ code: 'custom', message: 'The last day must not come before the first.', path: ['to'] });
    else if ((to - from) / 86_400_000 + 1 > ANALYTICS_MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', message: `A custom range can be at most ${ANALYTICS_MAX_RANGE_DAYS} days.`, path: ['to'] });
  })
  .prefault({});

/** A range asked for, as parsed. */
export type AnalyticsRangeInput = z.output<typeof analyticsRangeInputSchema>;

/** The tables of the screen. */
export const ANALYTICS_TABLES = ['pages', 'entries', 'exits', 'sources', 'campaigns', 'devices'] as const;

/** One of ANALYTICS_TABLES. */
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** Each table's heading on the screen, and the name of its first column. */
export const ANALYTICS_TABLE_LABELS: Record<AnalyticsTable, { title: string; key: string }> = {
  pages: { title: 'Top pages', key: 'Page' },
  entries: { title: 'Entry pages', key: 'Page' },
  exits: { title: 'Exit pages', key: 'Page' },
  sources: { title: 'Sources', key: 'Source' },
  campaigns: { title: 'Campaigns', key: 'Campaign' },
  devices: { title: 'Devices', key: 'Device' },
};

/** The most rows a table on the screen shows (the CSV holds them all). */
export const ANALYTICS_TABLE_ROWS = 10;

/** `analytics.table`: one table over a range, its first `limit` rows. */
export const analyticsTableInputSchema = z
  .object({
    table: z.enum(ANALYTICS_TABLES),
    limit: z.number().int().min(1).max(100).default(ANALYTICS_TABLE_ROWS),
  })
  .and(analyticsRangeInputSchema);

/** How a referrer is grouped: a search engine, a social site, an e-mail, our own newsletter, another site, none. */
export const ANALYTICS_SOURCE_GROUPS = ['search', 'social', 'email', 'newsletter', 'referral', 'direct'] as const;

/** One of ANALYTICS_SOURCE_GROUPS. */
export type AnalyticsSourceGroup = (typeof ANALYTICS_SOURCE_GROUPS)[number];

/** What each source group is called. */
export const ANALYTICS_SOURCE_GROUP_LABELS: Record<AnalyticsSourceGroup, string> = {
  search: 'Search',
  social: 'Social',
  email: 'E-mail',
  newsletter: 'Newsletter',
  referral: 'Other sites',
  direct: 'Direct',
};

/** The device classes told apart (from the browser's own report, never stored). */
export const ANALYTICS_DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** One of ANALYTICS_DEVICES. */
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

/** The whole of a period: visitors (a visitor on two days counts on each), page views, visits, time on page. */
export interface AnalyticsTotals {
  visitors: number;
  views: number;
  visits: number;
  /** Page views per visit (0 with no visits). */
  viewsPerVisit: number;
  /** Average time a page was looked at (ms), from the pages whose beacon came; null when none came. */
  timeOnPageMs: number | null;
}

/** One point of the chart: the start of its hour, day or month (ISO) and its counts. */
export interface AnalyticsPoint {
  at: string;
  visitors: number;
  views: number;
}

/** `analytics.overview`: a range's totals and chart against the period of the same length just before. */
export interface AnalyticsOverview {
  /** The range's first and last day (YYYY-MM-DD, UTC), and the size of one chart point. */
  from: string;
  to: string;
  grain: 'hour' | 'day' | 'month';
  totals: AnalyticsTotals;
  /** The same length of time just before `from`. */
  previous: AnalyticsTotals;
  previousFrom: string;
  previousTo: string;
  /** One point per hour (today), day (up to 92 days) or month, every one present (zeros too). */
  series: AnalyticsPoint[];
  /** The period before, point for point (the same number of points). */
  previousSeries: AnalyticsPoint[];
}

/** One row of a table. */
export interface AnalyticsRow {
  /** A page's path, a source's name, a campaign, a device class. */
  key: string;
  /** For a source: its group. */
  group?: AnalyticsSourceGroup;
  visitors: number;
  views: number;
  visits: number;
  /** Pages: the visits that began (entries) or ended (exits) there. */
  entries?: number;
  exits?: number;
  /** Pages: the average time on the page (ms), null when no beacon came. */
  timeOnPageMs?: number | null;
}

/** `analytics.table`: a table's first rows over a range, and how many rows it has in all. */
export interface AnalyticsTableResult {
  table: AnalyticsTable;
  rows: AnalyticsRow[];
  total: number;
}

/** `analytics.live`: who is on the site now (the last 5 minutes), and the pages they are on. */
export interface AnalyticsLive {
  visitors: number;
  views: number;
  pages: Array<{ path: string; visitors: number }>;
}

/** How many days of views the blog manager's "Traffic and SEO" list counts. */
export const POST_TRAFFIC_DAYS = 30;

/** Rows a page of the "Traffic and SEO" list shows. */
export const POST_TRAFFIC_PAGE_SIZE = 50;

/** `analytics.posts`: a page of published posts, those that need attention first (`offset`: rows before it). */
export const postTrafficInputSchema = z
  .object({
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .prefault({});

/**
 * Why a post is listed first: it scores well for SEO but drew no views (`unseen`: its content or its promotion needs
 * work), or it draws views but scores badly (`weak`: its SEO is worth mending first); null for the rest.
 */
export type PostTrafficAttention = 'unseen' | 'weak' | null;

/** One published post: its SEO score and worst problem, and its views and visitors of the last 30 days. */
export interface PostTrafficRow {
  id: number;
  title: string;
  path: string;
  seoScore: number;
  seoRating: 'good' | 'ok' | 'bad';
  /** The worst SEO check's text, or null when every check is green. */
  worst: string | null;
  views: number;
  visitors: number;
  attention: PostTrafficAttention;
}

/** A page of the "Traffic and SEO" list, how many published posts it has in all, and the first day counted. */
export interface PostTrafficPage {
  rows: PostTrafficRow[];
  total: number;
  since: string;
}

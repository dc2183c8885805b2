import {
  LIVE_WINDOW_MS,
  type AnalyticsLive,
  type AnalyticsOverview,
  type AnalyticsPoint,
  type AnalyticsRangeInput,
  type AnalyticsRow,
  type AnalyticsSourceGroup,
  type AnalyticsTable,
  type AnalyticsTableResult,
  type AnalyticsTotals,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toCsv } from '../csv/csv-writer.ts';
import { coverOf, pointsOf, rangesOf, type DayRange } from './analytics-range.ts';
import { firstDayNotFinal, type RollupDimension } from './analytics-rollup.ts';
import { addDays } from './utc-days.ts';

type Numeric = string | number | null;

/** A roll-up row's sums as PostgreSQL answers them (bigint sums come as text). */
interface SumsRow {
  visitors: Numeric;
  views: Numeric;
  visits: Numeric;
  entries?: Numeric;
  exits?: Numeric;
  time_ms: Numeric;
  timed: Numeric;
}

const count = (value: Numeric | undefined) => Number(value ?? 0);

/** The average time on page of sums, in whole ms; null when no beacon came. */
function timeOnPage(row: SumsRow): number | null {
  return count(row.timed) > 0 ? Math.round(count(row.time_ms) / count(row.timed)) : null;
}

function totalsOf(row: SumsRow | undefined): AnalyticsTotals {
  const visits = count(row?.visits);
  const views = count(row?.views);
  return {
    visitors: count(row?.visitors),
    views,
    visits,
    viewsPerVisit: visits > 0 ? Math.round((views / visits) * 100) / 100 : 0,
    timeOnPageMs: row ? timeOnPage(row) : null,
  };
}

const dayStart = (day: string) => `${day}T00:00:00Z`;

/** The whole site's totals over `range` (its day rows: a visitor counts once a day). */
async function totals(em: EntityManager, range: DayRange): Promise<AnalyticsTotals> {
  const [row] = await em.getConnection().execute<SumsRow[]>(
    `select sum(visitors) as visitors, sum(views) as views, sum(visits) as visits, sum(time_ms) as time_ms, sum(timed) as timed
       from analytics_rollups where grain = 'day' and dimension = 'all' and key = '' and period >= ? and period < ?`,
    [dayStart(range.from), dayStart(addDays(range.to, 1))],
    'all',
  );
  return totalsOf(row);
}

/** The chart of `range`: one point per hour (the hour rows), day or month (the day rows summed), zeros included. */
async function series(em: EntityManager, range: DayRange): Promise<AnalyticsPoint[]> {
  const connection = em.getConnection();
  const bounds = [dayStart(range.from), dayStart(addDays(range.to, 1))];
  const rows = await connection.execute<Array<{ at: Date | string; visitors: Numeric; views: Numeric }>>(
    range.grain === 'hour'
      ? `select period as at, visitors, views from analytics_rollups
          where grain = 'hour' and dimension = 'all' and key = '' and period >= ? and period < ?`
      : `select date_trunc('${range.grain}', period, 'UTC') as at, sum(visitors) as visitors, sum(views) as views
           from analytics_rollups where grain = 'day' and dimension = 'all' and key = '' and period >= ? and period < ?
          group by 1`,
    bounds,
    'all',
  );
  const byPoint = new Map(rows.map((row) => [new Date(row.at).toISOString(), row]));
  return pointsOf(range).map((at) => {
    const row = byPoint.get(at);
    return { at, visitors: count(row?.visitors), views: count(row?.views) };
  });
}

/** The visitors, page views and visits of a range against the period before, with both charts. */
export async function analyticsOverview(em: EntityManager, input: AnalyticsRangeInput, at: Date): Promise<AnalyticsOverview> {
  const { current, previous } = rangesOf(input, at);
  const [nowTotals, beforeTotals, nowSeries, beforeSeries] = await Promise.all([
    totals(em, current),
    totals(em, previous),
    series(em, current),
    series(em, previous),
  ]);
  // Point for point: a period of other months may have another count of them.
  const aligned = nowSeries.map((point, index) => beforeSeries[index] ?? { at: point.at, visitors: 0, views: 0 });
  return {
    from: current.from,
    to: current.to,
    grain: current.grain,
    totals: nowTotals,
    previous: beforeTotals,
    previousFrom: previous.from,
    previousTo: previous.to,
    series: nowSeries,
    previousSeries: aligned,
  };
}

/** The roll-up dimension a table reads, its order, and the rows it leaves out. */
const TABLES: Record<AnalyticsTable, { dimension: RollupDimension; order: string; having?: string }> = {
  pages: { dimension: 'page', order: 'views desc, visitors desc' },
  entries: { dimension: 'page', order: 'entries desc, views desc', having: 'sum(entries) > 0' },
  exits: { dimension: 'page', order: 'exits desc, views desc', having: 'sum(exits) > 0' },
  sources: { dimension: 'source', order: 'visitors desc, views desc' },
  campaigns: { dimension: 'campaign', order: 'visitors desc, views desc' },
  devices: { dimension: 'device', order: 'visitors desc, views desc' },
};

interface TableRow extends SumsRow {
  key: string;
  source_group: string | null;
  total: Numeric;
}

/**
 * A table's rows over `range` at `at`, summed per key from the month rows of the counted months wholly inside it and
 * the day rows of the days left, in the table's order; `limit` rows or all.
 */
async function tableRows(em: EntityManager, table: AnalyticsTable, range: DayRange, limit: number | null, at: Date): Promise<TableRow[]> {
  const { dimension, order, having } = TABLES[table];
  const cover = coverOf(range, firstDayNotFinal(at));
  const parts: string[] = [];
  const params: unknown[] = [];
  if (cover.months.length > 0) {
    parts.push(`grain = 'month' and dimension = ? and period = any(?::timestamptz[])`);
    params.push(dimension, `{${cover.months.map(dayStart).join(',')}}`);
  }
  for (const [from, to] of cover.days) {
    parts.push(`grain = 'day' and dimension = ? and period >= ? and period < ?`);
    params.push(dimension, dayStart(from), dayStart(to));
  }
  return em.getConnection().execute<TableRow[]>(
    `select key, min(source_group) as source_group, sum(visitors) as visitors, sum(views) as views, sum(visits) as visits,
            sum(entries) as entries, sum(exits) as exits, sum(time_ms) as time_ms, sum(timed) as timed, count(*) over () as total
       from analytics_rollups where ${parts.map((part) => `(${part})`).join(' or ')}
      group by key ${having ? `having ${having}` : ''}
      order by ${order}, key${limit === null ? '' : ` limit ${Math.trunc(limit)}`}`,
    params,
    'all',
  );
}

function rowOf(table: AnalyticsTable, row: TableRow): AnalyticsRow {
  const base: AnalyticsRow = { key: row.key, visitors: count(row.visitors), views: count(row.views), visits: count(row.visits) };
  if (table === 'sources') return { ...base, group: (row.source_group ?? 'referral') as AnalyticsSourceGroup };
  if (TABLES[table].dimension !== 'page') return base;
  return { ...base, entries: count(row.entries), exits: count(row.exits), timeOnPageMs: timeOnPage(row) };
}

/** A table's first `limit` rows over a range, and how many it has. */
export async function analyticsTable(
  em: EntityManager,
  input: AnalyticsRangeInput & { table: AnalyticsTable; limit: number },
  at: Date,
): Promise<AnalyticsTableResult> {
  const rows = await tableRows(em, input.table, rangesOf(input, at).current, input.limit, at);
  return { table: input.table, rows: rows.map((row) => rowOf(input.table, row)), total: count(rows[0]?.total) };
}

/** Each table's CSV columns. */
const CSV_HEADERS: Record<AnalyticsTable, string[]> = {
  pages: ['page', 'visitors', 'views', 'visits', 'entries', 'exits', 'time_on_page_s'],
  entries: ['page', 'entries', 'visitors', 'views', 'visits'],
  exits: ['page', 'exits', 'visitors', 'views', 'visits'],
  sources: ['source', 'group', 'visitors', 'views', 'visits'],
  campaigns: ['campaign', 'visitors', 'views', 'visits'],
  devices: ['device', 'visitors', 'views', 'visits'],
};

/** The whole of one table over a range as CSV (every row, in the screen's order), and the range it covers. */
export async function analyticsTableCsv(
  em: EntityManager,
  input: AnalyticsRangeInput & { table: AnalyticsTable },
  at: Date,
): Promise<{ csv: string; range: DayRange }> {
  const range = rangesOf(input, at).current;
  const rows = (await tableRows(em, input.table, range, null, at)).map((row) => rowOf(input.table, row));
  const n = (value: number | undefined) => String(value ?? 0);
  const cells = rows.map((row): string[] => {
    const sums = [n(row.visitors), n(row.views), n(row.visits)];
    switch (input.table) {
      case 'pages':
        return [row.key, ...sums, n(row.entries), n(row.exits), row.timeOnPageMs == null ? '' : (row.timeOnPageMs / 1000).toFixed(1)];
      case 'entries':
        return [row.key, n(row.entries), ...sums];
      case 'exits':
        return [row.key, n(row.exits), ...sums];
      case 'sources':
        return [row.key, row.group ?? '', ...sums];
      default:
        return [row.key, ...sums];
    }
  });
  return { csv: toCsv(CSV_HEADERS[input.table], cells), range };
}

/** The visitors of the last 5 minutes before `at`, their page views, and the 10 pages most of them are on. */
export async function analyticsLive(em: EntityManager, at: Date): Promise<AnalyticsLive> {
  const connection = em.getConnection();
  const since = new Date(at.getTime() - LIVE_WINDOW_MS);
  const [[sums], pages] = await Promise.all([
    connection.execute<Array<{ visitors: Numeric; views: Numeric }>>(
      `select count(distinct visitor) as visitors, count(*) as views from analytics_events where kind = 0 and at > ?`,
      [since],
      'all',
    ),
    connection.execute<Array<{ path: string; visitors: Numeric }>>(
      `select path, count(distinct visitor) as visitors from analytics_events where kind = 0 and at > ?
        group by path order by visitors desc, path limit 10`,
      [since],
      'all',
    ),
  ]);
  return {
    visitors: count(sums?.visitors),
    views: count(sums?.views),
    pages: pages.map((page) => ({ path: page.path, visitors: count(page.visitors) })),
  };
}

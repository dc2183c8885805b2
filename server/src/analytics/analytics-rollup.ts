import type { EntityManager } from '@mikro-orm/postgresql';
import { VISIT_GAP_MS } from '@app/contracts';
import { addDays, monthStart, utcDay } from './utc-days.ts';

/** Any fixed number: the key of the advisory lock one roll-up holds (instances take turns). */
const ROLLUP_LOCK = 4_404_044;

/** The memory a roll-up's grouping may take before it spills to disk (see rollUpPending). */
const ROLLUP_WORK_MEM = '32MB';

/** How long after its end a day is counted for good (ms): its last events written, its salt about to go. */
const FINAL_AFTER_MS = 15 * 60 * 1000;

/** The first day not yet counted for good at `at` (the days before it are final). */
export function firstDayNotFinal(at: Date): string {
  return utcDay(new Date(at.getTime() - FINAL_AFTER_MS));
}

/** The longest time on page one beacon may report (ms): six hours; more is a tab left open, not reading. */
export const BEACON_MAX_MS = 6 * 60 * 60 * 1000;

/** The most time one visitor's day counts on one page (ms), however many views and beacons: the day itself. */
const PAGE_DAY_MAX_MS = 24 * 60 * 60 * 1000;

/** The dimensions a day is counted by (the hourly rows are the whole site's alone). */
export const ROLLUP_DIMENSIONS = ['all', 'page', 'source', 'campaign', 'device'] as const;

/** A roll-up dimension. */
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

type Run = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** `day` as a SQL timestamptz literal at its UTC midnight (only ever a day this module made). */
function dayLiteral(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  return `'${day}T00:00:00Z'::timestamptz`;
}

/**
 * Counts the raw events of `day` into its day rows (per dimension) and its hour rows, replacing what was counted of
 * it before. Visits are a visitor's views with no gap over 30 minutes (the hash changes at midnight, so a visit
 * ends with its day); a visit's source, campaign and device are its first view's (a click from this site's own
 * pages as the first view of a visit, after a long pause, is Direct). Time on page is the beacons' time summed per
 * visitor and page, averaged over those pairs; a beacon counts only for a page its visitor was counted viewing that
 * day, and a visitor's time on a page is at most 6 hours a view and 24 hours a day, so a beacon sent by a script,
 * with no page loaded or many times over, adds no more than a visitor's own views allow.
 */
export async function rollUpDay(run: Run, day: string): Promise<void> {
  const start = dayLiteral(day);
  const end = dayLiteral(addDays(day, 1));
  const gap = `interval '${VISIT_GAP_MS / 1000} seconds'`;
  await run(`delete from analytics_rollups where grain in ('hour', 'day') and dimension in ('all', 'page', 'source', 'campaign', 'device')
               and period >= ${start} and period < ${end}`);
  await run(`
    with views as (
      select at, visitor, path, source, source_group, campaign, device,
             lag(at) over (partition by visitor order by at) as previous
        from analytics_events where kind = 0 and at >= ${start} and at < ${end}
    ), numbered as (
      select *, (previous is null or at - previous > ${gap}) as begins,
             count(*) filter (where previous is null or at - previous > ${gap})
               over (partition by visitor order by at rows unbounded preceding) as visit
        from views
    ), visits as (
      select visitor, visit, count(*) as views,
             (array_agg(path order by at))[1] as entry,
             (array_agg(path order by at desc))[1] as exit,
             (array_agg(case when source_group = 'internal' then 'Direct' else source end order by at))[1] as source,
             (array_agg(case when source_group = 'internal' then 'direct' else source_group end order by at))[1] as source_group,
             (array_agg(campaign order by at))[1] as campaign,
             (array_agg(device order by at))[1] as device
        from numbered group by visitor, visit
    ), viewed as (
      select path, visitor, count(*) as views from numbered group by path, visitor
    ), leaves as (
      select b.path, b.visitor, least(sum(b.duration_ms), v.views * ${BEACON_MAX_MS}, ${PAGE_DAY_MAX_MS}) as time_ms
        from analytics_events b join viewed v on v.path = b.path and v.visitor = b.visitor
       where b.kind = 1 and b.at >= ${start} and b.at < ${end} group by b.path, b.visitor, v.views
    ), page_times as (
      select path, sum(time_ms) as time_ms, count(*) as timed from leaves group by path
    ), pages as (
      select path, count(distinct visitor) as visitors, count(*) as views, count(distinct (visitor, visit)) as visits
        from numbered group by path
    ), entries as (
      select entry as path, count(*) as n from visits group by entry
    ), exits as (
      select exit as path, count(*) as n from visits group by exit
    )
    insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits, entries, exits, time_ms, timed)
    select 'day', ${start}, 'all', '', null, (select count(distinct visitor) from numbered), (select count(*) from numbered),
           (select count(*) from visits), (select count(*) from visits), (select count(*) from visits),
           coalesce((select sum(time_ms) from leaves), 0), (select count(*) from leaves)
     where exists (select from numbered) or exists (select from leaves)
    union all
    select 'day', ${start}, 'page', p.path, null, p.visitors, p.views, p.visits, coalesce(e.n, 0), coalesce(x.n, 0),
           coalesce(t.time_ms, 0), coalesce(t.timed, 0)
      from pages p left join entries e using (path) left join exits x using (path) left join page_times t using (path)
    union all
    select 'day', ${start}, 'source', source, min(source_group), count(distinct visitor), sum(views), count(*), 0, 0, 0, 0
      from visits group by source
    union all
    select 'day', ${start}, 'campaign', campaign, null, count(distinct visitor), sum(views), count(*), 0, 0, 0, 0
      from visits where campaign is not null group by campaign
    union all
    select 'day', ${start}, 'device', device, null, count(distinct visitor), sum(views), count(*), 0, 0, 0, 0
      from visits group by device
    union all
    select 'hour', date_trunc('hour', at, 'UTC'), 'all', '', null, count(distinct visitor), count(*),
           count(*) filter (where begins), 0, 0, 0, 0
      from numbered group by date_trunc('hour', at, 'UTC')`);
}

/** Counts the month holding `day` again from its day rows (visitors summed: a visitor on two days counts twice). */
export async function rollUpMonth(run: Run, day: string): Promise<void> {
  const month = dayLiteral(`${day.slice(0, 7)}-01`);
  const dimensions = ROLLUP_DIMENSIONS.map((dimension) => `'${dimension}'`).join(', ');
  await run(`delete from analytics_rollups where grain = 'month' and dimension in (${dimensions}) and period = ${month}`);
  await run(`
    insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits, entries, exits, time_ms, timed)
    select 'month', ${month}, dimension, key, min(source_group), sum(visitors), sum(views), sum(visits), sum(entries), sum(exits),
           sum(time_ms), sum(timed)
      from analytics_rollups
     where grain = 'day' and dimension in (${dimensions}) and period >= ${month} and period < ${month} + interval '1 month'
     group by dimension, key`);
}

/**
 * Counts what is not yet counted for good: each day with events since the last day counted for good, and today, the
 * days over by 15 minutes for good, then the months whose last day became final. One instance at a time (an advisory lock): with `wait` false,
 * a pass finding another at work leaves it to that one.
 */
export async function rollUpPending(em: EntityManager, at: Date, wait: boolean): Promise<void> {
  await em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context: unknown = tx.getTransactionContext();
    const run: Run = (sql, params = []) => connection.execute(sql, params, 'all', context);
    if (wait) await run('select pg_advisory_xact_lock(?)', [ROLLUP_LOCK]);
    else if ((await run('select pg_try_advisory_xact_lock(?) as got', [ROLLUP_LOCK]))[0]!.got !== true) return;
    // A month's roll-up groups its days' rows by key: at 10 million views a year, ~260,000 rows into ~20,000 keys,
    // which the default 4 MB sorted on disk (24 MB, 0.8 s of the month's 0.9 s); hashed in memory it takes ~11 MB
    // and half the time (analytics-bench.ts). For this transaction only, which one instance at a time runs.
    await run(`set local work_mem = '${ROLLUP_WORK_MEM}'`);
    const today = utcDay(at);
    const lastFinal = (await run(`select to_char(max(day), 'YYYY-MM-DD') as day from analytics_rolled_days where final`))[0]!.day as
      string | null;
    // The days since the last final one that have events (a long pause, or a clock moved in a test, has none between).
    const after = lastFinal === null ? null : dayLiteral(addDays(lastFinal, 1));
    const withEvents = (
      await run(
        `select distinct to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day from analytics_events
          where at < ${dayLiteral(addDays(today, 1))}${after === null ? '' : ` and at >= ${after}`}`,
      )
    ).map((row) => row.day as string);
    const days = [...new Set([...withEvents, today])].sort();
    const finalBefore = firstDayNotFinal(at);
    for (const day of days) {
      await rollUpDay(run, day);
      await run(
        `insert into analytics_rolled_days (day, final, rolled_at) values (?::date, ?, ?)
         on conflict (day) do update set final = excluded.final, rolled_at = excluded.rolled_at`,
        [day, day < finalBefore, at],
      );
    }
    // Every day before `finalBefore` is counted for good now, events or not: the next pass starts after them.
    const lastDone = addDays(finalBefore, -1);
    if (lastFinal === null || lastDone > lastFinal) {
      await run(
        `insert into analytics_rolled_days (day, final, rolled_at) values (?::date, true, ?)
         on conflict (day) do update set final = true, rolled_at = excluded.rolled_at`,
        [lastDone, at],
      );
      // A month is counted from its days once, when its last day is counted for good (until then the reads take its
      // days): the screen's catch-up counts today alone, never a whole month.
      const from = lastFinal === null ? (days[0] ?? lastDone) : addDays(lastFinal, 1);
      for (let month = monthStart(from); month <= lastDone; month = monthStart(month, 1)) {
        const end = addDays(monthStart(month, 1), -1);
        if (end >= from && end <= lastDone) await rollUpMonth(run, month);
      }
    }
  });
}

/**
 * Deletes the raw events older than `rawDays` days of the days counted for good (the roll-ups keep their counts),
 * and the hour rows as old; answers how many events went.
 */
export async function pruneAnalytics(em: EntityManager, rawDays: number, at: Date): Promise<number> {
  const connection = em.getConnection();
  const cutoff = new Date(at.getTime() - rawDays * 24 * 60 * 60 * 1000);
  const lastFinal = (
    await connection.execute<Array<{ day: string | null }>>(
      `select to_char(max(day), 'YYYY-MM-DD') as day from analytics_rolled_days where final`,
      [],
      'all',
    )
  )[0]!.day;
  if (lastFinal === null) return 0;
  const finalEnd = new Date(`${addDays(lastFinal, 1)}T00:00:00Z`);
  const before = cutoff < finalEnd ? cutoff : finalEnd;
  const gone = await connection.execute<{ affectedRows: number }>('delete from analytics_events where at < ?', [before], 'run');
  await connection.execute(`delete from analytics_rollups where grain = 'hour' and dimension = 'all' and period < ?`, [before], 'run');
  return gone.affectedRows;
}

import type { AnalyticsLive, AnalyticsOverview, AnalyticsRangeInput, AnalyticsTable, AnalyticsTableResult } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

// A placeholder on the analytics-screen branch so the web side type-checks against the router: the real reads are
// built on main (issue 44) and replace this file when the branches meet.

/** A range's totals and chart against the period before (not built on this branch). */
export function analyticsOverview(em: EntityManager, input: AnalyticsRangeInput, now: Date): Promise<AnalyticsOverview> {
  void em;
  void input;
  void now;
  return Promise.reject(new Error('not built'));
}

/** One table's first rows over a range and its size (not built on this branch). */
export function analyticsTable(
  em: EntityManager,
  input: AnalyticsRangeInput & { table: AnalyticsTable; limit: number },
  now: Date,
): Promise<AnalyticsTableResult> {
  void em;
  void input;
  void now;
  return Promise.reject(new Error('not built'));
}

/** The visitors of the last 5 minutes and the pages they are on (not built on this branch). */
export function analyticsLive(em: EntityManager, now: Date): Promise<AnalyticsLive> {
  void em;
  void now;
  return Promise.reject(new Error('not built'));
}

import { ACTIVITY_KIND_LABELS, type ActivityFilter, type ActivityKind } from '@app/contracts';
import type { ActivitySearch } from './activity-search.ts';

/** Whether `value` is a kind the log records. */
export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && Object.hasOwn(ACTIVITY_KIND_LABELS, value);
}

/**
 * The filters of `search` (read by `parseActivitySearch`) as the log's procedures take them: without
 * the page, and without a kind the log does not record (an old or mistyped address), which is dropped.
 */
export function activityFilterOf({ actor, kind, from, to }: ActivitySearch): ActivityFilter {
  const filter: ActivityFilter = {};
  if (actor !== undefined) filter.actor = actor;
  if (isActivityKind(kind)) filter.kind = kind;
  if (from !== undefined) filter.from = from;
  if (to !== undefined) filter.to = to;
  return filter;
}

/** Whether `filter` narrows the log at all. */
export function isFiltered(filter: ActivityFilter): boolean {
  return Boolean(filter.actor || filter.kind || filter.from || filter.to);
}

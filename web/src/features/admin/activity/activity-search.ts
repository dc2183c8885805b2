import { calendarDayOf } from '../shared/calendar-day.ts';

/** The longest person (username) the log's filter takes (the server refuses more). */
export const ACTIVITY_ACTOR_MAX_LENGTH = 64;

/**
 * The shape of a kind, e.g. 'team.role-changed'. Which kinds exist is the contract's list, which lives
 * beside its zod schemas; this file runs in the route tree every page loads, so it checks the shape only
 * and the screen drops a kind it does not know (`activityFilterOf`).
 */
const KIND_SHAPE = /^[a-z]+\.[a-z]+(?:-[a-z]+)*$/;

/** The /admin/activity search params: the page of the log and its filters; each left out at its default. */
export interface ActivitySearch {
  page?: number;
  actor?: string;
  kind?: string;
  from?: string;
  to?: string;
}

/** The person to filter by (trimmed), or undefined when blank or longer than a username can be. */
function actorOf(value: unknown): string | undefined {
  // The router reads `?actor=123` as a number: it is still the username typed.
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text !== '' && text.length <= ACTIVITY_ACTOR_MAX_LENGTH ? text : undefined;
}

/**
 * Reads the activity screen's params from a raw search object (the address, or the filter form's
 * values); anything malformed is dropped: a page that is not a whole number above 1, a blank or
 * over-long person, a kind not shaped like one, a date that is not a real YYYY-MM-DD day. Whether
 * From comes before To is the server's to say.
 */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  const result: ActivitySearch = {};
  if (Number.isSafeInteger(page) && page > 1) result.page = page;
  const actor = actorOf(search.actor);
  if (actor !== undefined) result.actor = actor;
  if (typeof search.kind === 'string' && KIND_SHAPE.test(search.kind)) result.kind = search.kind;
  const from = calendarDayOf(search.from);
  if (from !== undefined) result.from = from;
  const to = calendarDayOf(search.to);
  if (to !== undefined) result.to = to;
  return result;
}

import { z } from './zod.ts';

/** How many rows one list page of an admin list holds. */
export const ADMIN_LIST_PAGE_SIZE = 50;

/** A 1-based list page number of an admin list (the wire field `page`), 1 when left out. */
export const listPageNumberSchema = z
  .number({ error: 'Page must be a whole number of 1 or more.' })
  .int('Page must be a whole number of 1 or more.')
  .min(1, 'Page must be a whole number of 1 or more.')
  .max(1_000_000, 'Page must be at most 1000000.')
  .default(1);

/** Input of a paged admin list: a 1-based page number, 1 when left out. */
export const pagedListInputSchema = z
  .object({ page: listPageNumberSchema })
  // A call with no input at all reads as page 1.
  .prefault({});
/** A paged-list request as a client sends it. */
export type PagedListInput = z.input<typeof pagedListInputSchema>;

/**
 * A paged list as one list page of it: its rows, the row total, the list page number asked for (the wire field
 * `page`) and how many list pages there are (at least 1).
 */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** The number of list pages `total` rows fill at `pageSize` a list page; an empty list still has one (empty) list page. */
export function listPageCount(total: number, pageSize: number = ADMIN_LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A name search of an admin list: a part of a name (any case), at most 100 characters; blank reads as no search. */
export const listNameSearchSchema = z
  .string({ error: 'The search must be text of at most 100 characters.' })
  .trim()
  .max(100, 'The search must be text of at most 100 characters.')
  .nullish()
  .transform((text) => (text ? text : undefined));

/** Input of a paged admin list with a name search: a 1-based page number (1 when left out) and an optional `q`. */
export const searchablePagedListInputSchema = z
  .object({ page: listPageNumberSchema, q: listNameSearchSchema })
  // A call with no input at all reads as page 1 of everything.
  .prefault({});
/** A searchable paged-list request as a client sends it. */
export type SearchablePagedListInput = z.input<typeof searchablePagedListInputSchema>;

/** A keyset list's position: the `nextCursor` of the slice before (absent or null for the first slice). */
export const listCursorSchema = z
  .string({ error: 'The list position (cursor) must be the nextCursor of the slice before.' })
  .max(200, 'The list position (cursor) must be the nextCursor of the slice before.')
  .nullish();

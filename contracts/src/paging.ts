import { z } from './zod.ts';

/** How many rows one page of an admin list holds. */
export const ADMIN_PAGE_SIZE = 50;

/** A 1-based page number of an admin list, 1 when left out. */
export const pageNumberSchema = z
  .number({ error: 'Page must be a whole number of 1 or more.' })
  .int('Page must be a whole number of 1 or more.')
  .min(1, 'Page must be a whole number of 1 or more.')
  .max(1_000_000, 'Page must be at most 1000000.')
  .default(1);

/** Input of a paged admin list: a 1-based page number, 1 when left out. */
export const pageInputSchema = z
  .object({ page: pageNumberSchema })
  // A call with no input at all reads as page 1.
  .prefault({});
/** A paged-list request as a client sends it. */
export type PageInput = z.input<typeof pageInputSchema>;

/** One page of a list: its rows, the row total, the page asked for and how many pages there are (at least 1). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** The number of pages `total` rows fill at `pageSize` a page; an empty list still has one (empty) page. */
export function pageCountFor(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

import type { AdminBlogListSlice, AdminBlogPost } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newPostPlaceholder } from './new-post-placeholder.ts';
import {
  compareListed,
  matchesPostFilter,
  placePost,
  removePost,
  summaryOf,
  withRowInOrder,
  type LoadedSlices,
} from './post-list-slices.ts';

/** A post dated on day `day` of January 2026 (null for none). */
function post(id: number, day: number | null, fields: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    ...newPostPlaceholder('Ann', new Date('2026-01-01T00:00:00Z')),
    id,
    title: `Post ${id}`,
    status: 'published',
    publishedAt: day === null ? null : new Date(Date.UTC(2026, 0, day)).toISOString(),
    ...fields,
  };
}

/** Slices of the given posts (each inner list a slice), `total` in all, more to load unless `complete`. */
function slices(rows: AdminBlogPost[][], total: number, complete = false): LoadedSlices {
  const pages: AdminBlogListSlice[] = rows.map((items, n) => ({
    items: items.map(summaryOf),
    total,
    nextCursor: complete && n === rows.length - 1 ? null : `cursor-${n}`,
  }));
  return { pages, pageParams: rows.map((_, n) => (n === 0 ? null : `cursor-${n - 1}`)) };
}

const ids = (loaded: LoadedSlices) => loaded.pages.map((page) => page.items.map((item) => item.id));
const totals = (loaded: LoadedSlices) => loaded.pages.map((page) => page.total);

describe('compareListed', () => {
  it('puts a post without a date first, then the newest, the higher id first on the same date', () => {
    const sorted = [post(1, 5), post(2, null), post(3, 9), post(4, 5)].map(summaryOf).sort(compareListed);
    expect(sorted.map((row) => row.id)).toEqual([2, 3, 4, 1]);
  });
});

describe('withRowInOrder', () => {
  it('puts a row where the order puts it: under a scheduled post, above older ones, last after every one', () => {
    const loaded = [post(3, 30), post(2, 10), post(1, 5)].map(summaryOf);
    expect(withRowInOrder(loaded, summaryOf(post(0, 20))).map((row) => row.id)).toEqual([3, 0, 2, 1]);
    expect(withRowInOrder(loaded, summaryOf(post(0, 1))).map((row) => row.id)).toEqual([3, 2, 1, 0]);
  });
});

describe('matchesPostFilter', () => {
  it('reads a search as a part of the title in any case, and the status and category as given', () => {
    const row = post(1, 1, { title: 'Harbour Lights', status: 'draft', categories: ['Local SEO'] });
    expect(matchesPostFilter(row, {})).toBe(true);
    expect(matchesPostFilter(row, { q: ' bour LI ' })).toBe(true);
    expect(matchesPostFilter(row, { q: 'harbor' })).toBe(false);
    expect(matchesPostFilter(row, { status: 'draft', category: 'Local SEO' })).toBe(true);
    expect(matchesPostFilter(row, { status: 'published' })).toBe(false);
    expect(matchesPostFilter(row, { category: 'Strategy' })).toBe(false);
  });
});

describe('placePost', () => {
  const loaded = slices(
    [
      [post(9, 20), post(8, 18)],
      [post(7, 15), post(6, 10)],
    ],
    10,
  );

  it('puts a new post at the top of a list it matches, one more in all', () => {
    const next = placePost(loaded, post(10, 25), {}, true);
    expect(ids(next)).toEqual([
      [10, 9, 8],
      [7, 6],
    ]);
    expect(totals(next)).toEqual([11, 11]);
    expect(ids(loaded)).toEqual([
      [9, 8],
      [7, 6],
    ]);
  });

  it('leaves a list the new post does not match as it is', () => {
    const next = placePost(loaded, post(10, 25, { status: 'draft' }), { status: 'published' }, true);
    expect(ids(next)).toEqual([
      [9, 8],
      [7, 6],
    ]);
    expect(totals(next)).toEqual([10, 10]);
  });

  it('saves a row in place, and moves a row whose date changed to its new place', () => {
    expect(ids(placePost(loaded, post(7, 15, { title: 'Renamed' }), {}, false))).toEqual([
      [9, 8],
      [7, 6],
    ]);
    expect(placePost(loaded, post(7, 15, { title: 'Renamed' }), {}, false).pages[1]?.items[0]?.title).toBe('Renamed');
    // Published now: to the top.
    expect(ids(placePost(loaded, post(6, 30), {}, false))).toEqual([[6, 9, 8], [7]]);
  });

  it('leaves out a row moved past the loaded ones (a later slice brings it), keeping the total', () => {
    const next = placePost(loaded, post(9, 2), {}, false);
    expect(ids(next)).toEqual([[8], [7, 6]]);
    expect(totals(next)).toEqual([10, 10]);
    // When every slice is loaded, it goes at the end.
    expect(ids(placePost(slices([[post(9, 20), post(8, 18)]], 2, true), post(9, 2), {}, false))).toEqual([[8, 9]]);
  });

  it('takes out a row that no longer matches the list, one fewer in all', () => {
    const next = placePost(loaded, post(8, 18, { status: 'draft' }), { status: 'published' }, false);
    expect(ids(next)).toEqual([[9], [7, 6]]);
    expect(totals(next)).toEqual([9, 9]);
  });
});

describe('removePost', () => {
  it('takes a deleted post out, one fewer in all; an unlisted one changes nothing', () => {
    const loaded = slices([[post(9, 20), post(8, 18)], [post(7, 15)]], 3, true);
    const next = removePost(loaded, 8);
    expect(ids(next)).toEqual([[9], [7]]);
    expect(totals(next)).toEqual([2, 2]);
    expect(removePost(loaded, 42)).toBe(loaded);
  });
});

import type { WordPressImportItem, WordPressImportReport } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { importPreview } from './import-preview.ts';

/** A report of `items`, everything else empty. */
function reportOf(items: WordPressImportItem[], redirects = 0): WordPressImportReport {
  const count = (outcome: WordPressImportItem['outcome']) => items.filter((item) => item.outcome === outcome).length;
  return {
    imported: count('imported'),
    updated: count('updated'),
    skipped: count('skipped'),
    images: 0,
    redirects,
    items,
    categories: [],
    authors: { matched: 0, unmatched: 0 },
    tags: 0,
    notes: [],
  };
}

const post = (n: number): WordPressImportItem => ({
  wordpressId: n,
  title: `Post ${n}`,
  outcome: 'imported',
  notes: [],
  slug: `post-${n}`,
  postId: 900 + n,
});
const attachment = (n: number): WordPressImportItem => ({
  wordpressId: n,
  title: `photo-${n}`,
  outcome: 'skipped',
  notes: ['Skipped: an attachment (media: used for featured images and body images, not a post).'],
});

describe('importPreview', () => {
  it('counts every entry and lists the first ten, with addresses and without the rolled-back ids', () => {
    const items = Array.from({ length: 12 }, (_, index) => post(index + 1));
    const preview = importPreview(reportOf(items, 40), {
      tags: [],
      images: [],
      redirects: Array.from({ length: 10 }, (_, index) => ({ from: `/?p=${index + 1}`, to: `/blog/post-${index + 1}` })),
    });
    expect(preview.posts.total).toBe(12);
    expect(preview.posts.first).toHaveLength(10);
    expect(preview.posts.first[0]).toEqual({ title: 'Post 1', wordpressId: 1, address: '/blog/post-1', notes: [] });
    // Redirects are counted by the import; only the first ten are kept.
    expect(preview.redirects.total).toBe(40);
    expect(preview.redirects.first).toHaveLength(10);
  });

  it('sorts posts, updates, pages and skipped items apart, and counts the skipped by reason, the most common first', () => {
    const page: WordPressImportItem = {
      wordpressId: 30,
      title: 'About',
      outcome: 'imported',
      kind: 'page',
      path: '/about',
      pageId: 4,
      notes: [],
    };
    const updated: WordPressImportItem = { ...post(31), outcome: 'updated' };
    const trashed: WordPressImportItem = {
      wordpressId: 32,
      title: 'Binned',
      outcome: 'skipped',
      notes: ['Skipped: its status is "trash" (trashed and automatic drafts are not imported).'],
    };
    const preview = importPreview(reportOf([trashed, attachment(1), page, attachment(2), updated, attachment(3)]), {
      tags: ['Maps'],
      images: [
        { url: 'https://old.example/wp-content/uploads/a.png', from: 'archive' },
        { url: 'https://old.example/wp-content/uploads/b.png', from: 'old site' },
        { url: 'https://old.example/wp-content/uploads/c.png', from: 'old site' },
      ],
      redirects: [],
    });
    expect(preview.posts.total).toBe(0);
    expect(preview.pages.first).toEqual([{ title: 'About', wordpressId: 30, address: '/about', notes: [] }]);
    expect(preview.updates.first).toEqual([{ title: 'Post 31', wordpressId: 31, address: '/blog/post-31', notes: [] }]);
    expect(preview.skipped.total).toBe(4);
    expect(preview.skipped.first[0]).toEqual({ title: 'Binned', wordpressId: 32, notes: trashed.notes });
    expect(preview.skipped.reasons).toEqual([
      { reason: 'Skipped: an attachment (media: used for featured images and body images, not a post).', count: 3 },
      { reason: 'Skipped: its status is "trash" (trashed and automatic drafts are not imported).', count: 1 },
    ]);
    expect(preview.tags).toEqual({ total: 1, first: ['Maps'] });
    expect({ total: preview.images.total, fromArchive: preview.images.fromArchive, toFetch: preview.images.toFetch }).toEqual({
      total: 3,
      fromArchive: 1,
      toFetch: 2,
    });
  });
});

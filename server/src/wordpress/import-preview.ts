import {
  WORDPRESS_PREVIEW_LIST_LENGTH,
  type WordPressImportItem,
  type WordPressImportPreview,
  type WordPressImportReport,
  type WordPressPreviewEntry,
  type WordPressPreviewImage,
  type WordPressPreviewList,
} from '@app/contracts';

/** What a dry run found besides its report: the tags the posts will carry, the images to bring in, the first redirects. */
export interface DryRunFindings {
  tags: string[];
  images: WordPressPreviewImage[];
  redirects: Array<{ from: string; to: string }>;
}

/** `values` as a dry run's list: their count, and the first WORDPRESS_PREVIEW_LIST_LENGTH. */
function listOf<T>(values: readonly T[], total = values.length): WordPressPreviewList<T> {
  return { total, first: values.slice(0, WORDPRESS_PREVIEW_LIST_LENGTH) };
}

/** An item's address here: a builder page's path, or a post's /blog/<slug>; none when it has none. */
function addressOf(item: WordPressImportItem): string | undefined {
  if (item.kind === 'page') return item.path;
  return item.slug === undefined ? undefined : `/blog/${item.slug}`;
}

/** An item as an entry of the dry run's lists (its rolled-back ids left out: they will not exist). */
function entryOf(item: WordPressImportItem): WordPressPreviewEntry {
  const address = addressOf(item);
  return { title: item.title, wordpressId: item.wordpressId, ...(address === undefined ? {} : { address }), notes: item.notes };
}

/**
 * A dry run's report as what the import will do: posts created and updated, pages created, items skipped (each with
 * its reason and, when it is here already, its address), categories, tags, images and redirects, each counted with
 * its first entries. The token and its expiry are the caller's to add.
 */
export function importPreview(
  report: WordPressImportReport,
  findings: DryRunFindings,
): Omit<WordPressImportPreview, 'token' | 'expiresAt'> {
  const entries = (keep: (item: WordPressImportItem) => boolean) => listOf(report.items.filter(keep).map(entryOf));
  const fromArchive = findings.images.filter((image) => image.from === 'archive').length;
  // Many items share a reason (every attachment, every revision): counted by reason, the most common first.
  const reasons = new Map<string, number>();
  for (const item of report.items)
    if (item.outcome === 'skipped') reasons.set(item.notes[0] ?? 'Skipped.', (reasons.get(item.notes[0] ?? 'Skipped.') ?? 0) + 1);
  return {
    posts: entries((item) => item.outcome === 'imported' && item.kind !== 'page'),
    updates: entries((item) => item.outcome === 'updated'),
    pages: entries((item) => item.outcome === 'imported' && item.kind === 'page'),
    skipped: {
      ...entries((item) => item.outcome === 'skipped'),
      reasons: [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count)
        .slice(0, WORDPRESS_PREVIEW_LIST_LENGTH),
    },
    categories: listOf(report.categories),
    tags: listOf(findings.tags),
    images: { ...listOf(findings.images), fromArchive, toFetch: findings.images.length - fromArchive },
    redirects: listOf(findings.redirects, report.redirects),
    authors: report.authors,
    notes: report.notes,
  };
}

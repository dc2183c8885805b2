// Which version of a builder page the public sees at a given time: the rule over its row's fields, shared by the builder,
// its cached public reads and the SEO analysis of the page (builder/builder-publication.ts has the queries).
import type { BuilderPageRow } from './builder-page.entity.ts';

/** The fields of a builder page's row that say which version is public, and since when. */
export type PublicationFields = Pick<BuilderPageRow, 'publishedVersion' | 'publishedAt' | 'scheduledVersion' | 'scheduledAt'>;

/** The version the public sees of a page at `at` and since when; null while it is not public. */
export function livePublication(row: PublicationFields, at: Date): { version: number; publishedAt: Date } | null {
  if (row.scheduledVersion !== null && row.scheduledAt !== null && row.scheduledAt <= at) {
    return { version: row.scheduledVersion, publishedAt: row.scheduledAt };
  }
  if (row.publishedVersion !== null && row.publishedAt !== null) return { version: row.publishedVersion, publishedAt: row.publishedAt };
  return null;
}

/** A scheduled publish still to come at `at` (version and time), or null. */
export function pendingPublication(row: PublicationFields, at: Date): { version: number; at: Date } | null {
  return row.scheduledVersion !== null && row.scheduledAt !== null && row.scheduledAt > at
    ? { version: row.scheduledVersion, at: row.scheduledAt }
    : null;
}

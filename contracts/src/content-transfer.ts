// Constants and types only: the admin screen and the server share them.

/** Where an administrator downloads the whole site's content as one archive (GET). */
export const CONTENT_EXPORT_URL = '/api/admin/content/export';

/** Where an administrator uploads a content archive to import it (POST, the archive's bytes as the body). */
export const CONTENT_IMPORT_URL = '/api/admin/content/import';

/** The largest archive an import reads (compressed, as uploaded): 200 MiB. */
export const MAX_CONTENT_ARCHIVE_BYTES = 200 * 1024 * 1024;

/** What a too-large upload is told. */
export const CONTENT_ARCHIVE_TOO_LARGE_MESSAGE = 'That archive is larger than 200 MB, the most an import reads.';

/** The kinds of content an archive carries, in the order an import applies them (category parents since format version 2). */
export const CONTENT_KINDS = ['media', 'pages', 'posts', 'categoryParents', 'builderPages', 'templates', 'bindings'] as const;

/** One kind of content an archive carries. */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** How one kind of content fared in an import. */
export interface ContentImportCounts {
  created: number;
  updated: number;
  skipped: number;
}

/** One item an import skipped or changed, and why (for the report). */
export interface ContentImportNote {
  kind: ContentKind;
  /** The item's stable key: a slug, a template name, a media file name, an element id. */
  key: string;
  outcome: 'updated' | 'skipped';
  reason: string;
}

/** What an import did: counts per kind and the notes of what was skipped or updated and why. */
export interface ContentImportReport {
  counts: Record<ContentKind, ContentImportCounts>;
  notes: ContentImportNote[];
  /** How many more notes there were than the report lists (it lists the first 200). */
  notesLeftOut: number;
  /** The site the archive came from and when it was made (from its manifest). */
  source: { origin: string; createdAt: string };
}

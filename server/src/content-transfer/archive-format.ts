import type { ContentKind } from '@app/contracts';

/** The archive's `format` field: what kind of file this is. */
export const CONTENT_ARCHIVE_FORMAT = 'localrank-content';

/**
 * The archive format this code writes and the newest it reads; an import refuses a newer one. Version 2 added the
 * category parents, and to each post whether its slug was typed, its review step and its working copy (an archive of
 * version 1 has none of them, and imports as before).
 */
export const CONTENT_ARCHIVE_VERSION = 2;

/** The first entry of an archive: what it is, where it comes from, when it was made and what it holds. */
export interface ContentManifest {
  format: typeof CONTENT_ARCHIVE_FORMAT;
  version: number;
  /** The public origin of the site it was taken from (or its listening origin when none is configured). */
  origin: string;
  createdAt: string;
  counts: Record<ContentKind, number>;
}

/** The first entry's name. */
export const MANIFEST_ENTRY = 'manifest.json';

/** The last entry's name: the SHA-256 (hex) of every other entry, by name. */
export const CHECKSUMS_ENTRY = 'checksums.json';

/** The folder of the media files' bytes (one entry per stored file, named by its file name, before its media batch). */
export const MEDIA_FILES_FOLDER = 'media-files/';

/** The NDJSON entries of one kind are `<kind>/<batch number>.ndjson`; this gives the kind of an entry name, if any. */
export function batchKindOf(name: string): ContentKind | null {
  const match = /^([a-zA-Z]+)\/\d{6}\.ndjson$/.exec(name);
  return match ? (match[1] as ContentKind) : null;
}

/** The name of the `number`th NDJSON batch of `kind`. */
export function batchEntryName(kind: ContentKind, number: number): string {
  return `${kind}/${String(number).padStart(6, '0')}.ndjson`;
}

/** A stored copy of a media asset's image (its bytes are the entry `media-files/<filename>`). */
export interface ArchivedMediaFile {
  variant: string;
  filename: string;
  mimeType: string;
  width: number;
  height: number;
  size: number;
  etag: string;
}

/** A media asset as archived: its row (with the source site's id, for the references to it) and its files. */
export interface ArchivedMedia {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
  metadata: Record<string, unknown>;
  sha256: string | null;
  altText: string;
  createdAt: string;
  files: ArchivedMediaFile[];
}

/** One of the seven built-in pages as archived: its element edits and SEO settings. */
export interface ArchivedPage {
  slug: string;
  name: string;
  content: Record<string, unknown>;
  meta: Record<string, unknown>;
  isActive: boolean;
  contentVersions: Record<string, number>;
  metaVersions: Record<string, number>;
}

/** The review step of a contributor's draft as archived (who submitted it or sent it back is an account: not carried). */
export interface ArchivedReview {
  state: 'in_review' | 'sent_back';
  /** The editor's note when sent back. */
  note: string | null;
  at: string | null;
}

/**
 * The working copy of a live post as archived: the pending changes visitors do not see until Update (the editable
 * fields, as blog_post_working_copies holds them), the revision it started from, and its scheduled Update, if any.
 */
export interface ArchivedWorkingCopy {
  baseRevision: number;
  fields: Record<string, unknown>;
  updatedAt: string;
  applyAt: string | null;
  applyFailure: string | null;
}

/**
 * A blog post as archived, with its kept revisions and the old slugs that redirect to it; since version 2 also whether
 * its slug was typed, its review step and its working copy.
 */
export interface ArchivedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featuredImageId: number | null;
  author: string | null;
  publishedAt: string | null;
  offlineUntil: string | null;
  status: string;
  seo: Record<string, unknown>;
  imageUrl: string | null;
  readTime: string;
  categories: string[];
  /** Tag names (absent in archives written before tags: read as none). */
  tags: string[];
  featured: boolean;
  revision: number;
  readTimeManual: boolean;
  everPublished: boolean;
  createdAt: string;
  updatedAt: string;
  revisions: Array<{ revision: number; action: string; snapshot: Record<string, unknown>; createdAt: string }>;
  redirects: Array<{ oldSlug: string; createdAt: string }>;
  /** Whether someone typed the slug (absent before version 2: read as the migration that added it decided). */
  slugManual?: boolean;
  /** Its review step, null for none (absent before version 2: none). */
  review?: ArchivedReview | null;
  /** Its pending changes while live, null for none (absent before version 2: none). */
  workingCopy?: ArchivedWorkingCopy | null;
}

/** A category label's parent label (WordPress's category hierarchy, blog_category_parents), since version 2. */
export interface ArchivedCategoryParent {
  label: string;
  parentLabel: string;
}

/** A builder page as archived, with its whole history: log entries, snapshots, checkpoints and old slugs. */
export interface ArchivedBuilderPage {
  name: string;
  slug: string;
  isActive: boolean;
  meta: Record<string, unknown>;
  version: number;
  publishedVersion: number | null;
  publishedAt: string | null;
  scheduledVersion: number | null;
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
  events: Array<{ version: number; command: unknown; inverse: unknown; createdAt: string }>;
  snapshots: Array<{ version: number; tree: unknown; createdAt: string }>;
  checkpoints: Array<{ version: number; kind: string; name: string | null; createdAt: string }>;
  redirects: Array<{ oldSlug: string; createdAt: string }>;
}

/** A builder template as archived. */
export interface ArchivedTemplate {
  name: string;
  element: unknown;
  createdAt: string;
}

/** Which media asset (by the source site's id) a page element shows as its background. */
export interface ArchivedBinding {
  elementId: string;
  assetId: number;
}

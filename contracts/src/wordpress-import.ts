import { z } from './zod.ts';

/** The largest WordPress export (WXR) the import accepts, in bytes (50 MiB). */
export const MAX_WXR_BYTES = 50 * 1024 * 1024;

/** What became of one item of a WordPress export. */
export interface WordPressImportItem {
  /** The item's wp:post_id, when it had one. */
  wordpressId: number | null;
  title: string;
  outcome: 'imported' | 'updated' | 'skipped';
  /** Why an item was skipped (or, for one imported, what was changed on the way: a slug suffixed, an image not fetched). */
  notes: string[];
  /** The post here, for an imported or updated item. */
  slug?: string;
  postId?: number;
  /** 'page' for a WordPress page (made a builder page); absent for a post. */
  kind?: 'page';
  /** A page's builder page here: its address (`/about-us`) and id. */
  path?: string;
  pageId?: number;
}

/** How a WordPress category became a category here: `to` null when it was dropped (WordPress's Uncategorized). */
export interface WordPressCategoryMapping {
  from: string;
  to: string | null;
}

/** The report of one WordPress import: the counts, every item's outcome, and how categories were mapped. */
export interface WordPressImportReport {
  imported: number;
  updated: number;
  skipped: number;
  images: number;
  redirects: number;
  items: WordPressImportItem[];
  categories: WordPressCategoryMapping[];
  /** The WordPress authors met: how many matched a staff account here (their byline and ownership), how many stay text names. */
  authors: { matched: number; unmatched: number };
  /** How many tags the posts imported or updated carry (each tag once). */
  tags: number;
  /** What the whole import met, each said once: image failures grouped by reason, shortcodes with no equivalent here by name and count. */
  notes: string[];
}

/** How long a dry run's upload is kept waiting for its confirmation, in minutes. */
export const WORDPRESS_PREVIEW_MINUTES = 30;

/** How many entries of each list a dry run shows (its counts cover them all). */
export const WORDPRESS_PREVIEW_LIST_LENGTH = 10;

/** A list of the dry run: how many there are in all, and the first WORDPRESS_PREVIEW_LIST_LENGTH of them. */
export interface WordPressPreviewList<T> {
  total: number;
  first: T[];
}

/** An item of the dry run's lists: its title, its address here (new or already there), and what the import says of it. */
export interface WordPressPreviewEntry {
  title: string;
  /** The item's WordPress id, when it has one. */
  wordpressId: number | null;
  /** `/blog/<slug>` for a post, a builder page's `/about-us`; absent when the item has none here. */
  address?: string;
  /** Why it is skipped, or what changes on the way (a slug suffixed, an address not redirected). */
  notes: string[];
}

/** An image the import will bring into the media library: its address on the old site, and where its bytes come from. */
export interface WordPressPreviewImage {
  url: string;
  from: 'archive' | 'old site';
}

/**
 * What importing an uploaded export will do, found by running the import itself and rolling all of it back (the dry
 * run): the counts and the first entries of each list. The upload waits under `token` until `expiresAt` for its
 * confirmation (POST /api/admin/blog/import-wordpress/confirm), by the same sign-in, once.
 */
export interface WordPressImportPreview {
  token: string;
  /** ISO time after which the token no longer imports (the file must be uploaded again). */
  expiresAt: string;
  /** Posts that will be created. */
  posts: WordPressPreviewList<WordPressPreviewEntry>;
  /** Posts imported before that will take the export's changes. */
  updates: WordPressPreviewList<WordPressPreviewEntry>;
  /** WordPress pages that will become unpublished builder pages. */
  pages: WordPressPreviewList<WordPressPreviewEntry>;
  /** Items that will not be imported, each with the reason; `reasons` counts the items of each reason, the most common first. */
  skipped: WordPressPreviewList<WordPressPreviewEntry> & { reasons: Array<{ reason: string; count: number }> };
  /** The WordPress categories met, and the category each becomes here (`to` null: dropped). */
  categories: WordPressPreviewList<WordPressCategoryMapping>;
  /** The tags the created and updated posts will carry (each once). */
  tags: WordPressPreviewList<string>;
  /** The images to bring in (not fetched by the dry run: those from the old site are fetched on import). */
  images: WordPressPreviewList<WordPressPreviewImage> & { fromArchive: number; toFetch: number };
  /** Old addresses that will answer with a redirect: the old path and its new address here. */
  redirects: WordPressPreviewList<{ from: string; to: string }>;
  /** The WordPress authors met: how many match a staff account here. */
  authors: { matched: number; unmatched: number };
  /** What the import meets as a whole (images that cannot be brought in, shortcodes with no equivalent here). */
  notes: string[];
}

/** The body of POST /api/admin/blog/import-wordpress/confirm and …/cancel: the token of the dry run to act on. */
export const wordpressPreviewTokenSchema = z.object({
  token: z
    .string({ message: 'Say which import to confirm: upload the file again to preview it.' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'This is not an import preview token: upload the file again to preview it.'),
});

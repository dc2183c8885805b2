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

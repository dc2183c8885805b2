import { Migration } from '@mikro-orm/migrations';

/**
 * The public blog at scale: full-text search and category pages served by the database.
 *
 * - `blog_post_plain_text(html)`: an article's body as words (tags dropped, the common entities decoded), the one
 *   definition the search document and the search snippets share.
 * - `search_document`: title (weight A), excerpt (B) and body (C) in English (stemmed: 'photographing' finds
 *   'photographed'), kept by PostgreSQL itself on every write, with a GIN index for `@@`. The body counts up to its first 300,000
 *   characters of text: a tsvector holds at most 1 MB, which 500,000 characters of distinct short words can exceed
 *   (measured: 300,000 characters of distinct 5-letter words make 680 KB), and a save must never fail on it.
 * - A GIN index on `categories` (a jsonb array of labels) for `categories @> '["Local SEO"]'`.
 */
export class Migration20261127010000_blog_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function "blog_post_plain_text"("html" text) returns text
      language sql immutable parallel safe
      return replace(replace(replace(replace(replace(replace(
        regexp_replace("html", '<[^>]*>', ' ', 'g'),
        '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&');`);
    this.addSql(`
      alter table "blog_posts" add column "search_document" tsvector generated always as (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') ||
        setweight(to_tsvector('english', left("blog_post_plain_text"("content"), 300000)), 'C')
      ) stored;`);
    // Without fastupdate a write goes straight into the index: nothing waits in GIN's pending list for a VACUUM, which
    // the embedded PGlite never runs by itself (every search would otherwise scan the growing list too).
    this.addSql(`create index "blog_posts_search_document_index" on "blog_posts" using gin ("search_document") with (fastupdate = off);`);
    this.addSql(
      `create index "blog_posts_categories_index" on "blog_posts" using gin ("categories" jsonb_path_ops) with (fastupdate = off);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_posts_categories_index";`);
    this.addSql(`drop index if exists "blog_posts_search_document_index";`);
    this.addSql(`alter table "blog_posts" drop column if exists "search_document";`);
    this.addSql(`drop function if exists "blog_post_plain_text"(text);`);
  }
}

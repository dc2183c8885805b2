import { Migration } from '@mikro-orm/migrations';

/**
 * Where an image is used, found by index instead of by reading every post. `media_url_keys(text)` lists the keys of
 * every `/media/…` URL in a text: the path segment after `/media/` up to its first `.`, `?`, `#`, quote, space or
 * bracket (an original `/media/{stem}.png` gives `{stem}`, its variant `/media/{stem}-640w.webp` gives
 * `{stem}-640w`). Expression indexes over it on posts and their working copies are kept by PostgreSQL itself, so
 * rows written any way (the editor, a restore, an import, plain SQL) are found alike. The media library looks an
 * asset up by the keys of its files' names (server/src/media/media-usages.service.ts), then confirms each match.
 */
export class Migration20261206040000_media_url_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function "media_url_keys"("body" text) returns text[]
        language sql immutable parallel safe as $$
          select coalesce(array_agg(distinct "key"[1]), '{}')
            from regexp_matches(coalesce("body", ''), '/media/([^/.?#"''[:space:]<>()&\\\\]+)', 'g') as "key"
        $$;`);
    // Without fastupdate, each write goes straight into the index (the embedded PGlite never vacuums by itself).
    this.addSql(`
      create index if not exists "blog_posts_media_url_keys_index" on "blog_posts"
        using gin (media_url_keys(coalesce("image_url", '') || ' ' || "content")) with (fastupdate = off);`);
    // The featured image too (the lookup ORs it with the keys; deleting an image sets it null where it was).
    this.addSql(
      `create index if not exists "blog_posts_featured_image_id_index" on "blog_posts" ("featured_image_id") where "featured_image_id" is not null;`,
    );
    this.addSql(`
      create index if not exists "blog_post_working_copies_media_url_keys_index" on "blog_post_working_copies"
        using gin (media_url_keys("fields"::text)) with (fastupdate = off);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_post_working_copies_media_url_keys_index";`);
    this.addSql(`drop index if exists "blog_posts_featured_image_id_index";`);
    this.addSql(`drop index if exists "blog_posts_media_url_keys_index";`);
    this.addSql(`drop function if exists "media_url_keys"(text);`);
  }
}

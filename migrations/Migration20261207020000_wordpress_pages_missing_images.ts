import { Migration } from '@mikro-orm/migrations';

/**
 * WordPress pages and missing images (issue 42): `wordpress_page_sources` ties each builder page made from a WXR page
 * to that item (a second import of the file makes no page twice), `wordpress_page_redirects` maps the page's old
 * addresses (its link path, `/?page_id=ID`, `/?p=ID`) to it, answered with a 301 once the page is public.
 * `blog_posts.images_missing` says whether a body holds an image the import could not bring in (an
 * `<img data-missing-src>`): generated from the body on every write, with a partial index, so the blog manager reads
 * and filters by the flag without scanning bodies.
 */
export class Migration20261207020000_wordpress_pages_missing_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wordpress_page_sources" (
      "source_key" text primary key,
      "page_id" integer not null unique references "builder_pages" ("id") on delete cascade,
      "source_hash" text not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "wordpress_page_redirects" (
      "old_path" text primary key,
      "page_id" integer not null references "builder_pages" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "wordpress_page_redirects_page_id_index" on "wordpress_page_redirects" ("page_id");`);
    this.addSql(
      `create trigger "wordpress_page_redirects_notify_cache" after insert or update or delete or truncate on "wordpress_page_redirects" for each statement execute function "localrank_notify_cache"('builder');`,
    );
    this.addSql(
      `alter table "blog_posts" add column "images_missing" boolean generated always as (position('data-missing-src' in "content") > 0) stored;`,
    );
    // In the blog manager's list order, for its "Images missing" filter (its slices and its count).
    this.addSql(
      `create index "blog_posts_images_missing_index" on "blog_posts" ("published_at" desc nulls first, "id" desc) where "images_missing";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_posts_images_missing_index";`);
    this.addSql(`alter table "blog_posts" drop column if exists "images_missing";`);
    this.addSql(`drop table if exists "wordpress_page_redirects";`);
    this.addSql(`drop table if exists "wordpress_page_sources";`);
  }
}

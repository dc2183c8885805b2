import { Migration } from '@mikro-orm/migrations';

/**
 * WordPress import (server/src/wordpress): `wordpress_sources` ties each imported post to the WXR item it came
 * from (so a second import of the same file duplicates nothing), and `wordpress_redirects` maps the old site's
 * addresses (`/2024/05/slug`, `/?p=123`, the item's link path) to the post, answered with a 301. A write to the
 * redirects notifies the blog cache group, as blog_slug_redirects does.
 */
export class Migration20261129060000_wordpress_import extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wordpress_sources" (
      "source_key" text primary key,
      "post_id" integer not null unique references "blog_posts" ("id") on delete cascade,
      "source_hash" text not null,
      "imported_revision" integer not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "wordpress_redirects" (
      "old_path" text primary key,
      "post_id" integer not null references "blog_posts" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "wordpress_redirects_post_id_index" on "wordpress_redirects" ("post_id");`);
    this.addSql(
      `create trigger "wordpress_redirects_notify_cache" after insert or update or delete or truncate on "wordpress_redirects" for each statement execute function "localrank_notify_cache"('blog');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wordpress_redirects";`);
    this.addSql(`drop table if exists "wordpress_sources";`);
  }
}

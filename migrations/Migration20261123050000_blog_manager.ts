import { Migration } from '@mikro-orm/migrations';

/**
 * The blog manager: a revision counter on every post (stale saves are refused), whether its read time
 * was set by hand, who saved last; the kept revisions; and the old slugs of renamed posts (301s).
 */
export class Migration20261123050000_blog_manager extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "blog_posts"
        add column "revision" integer not null default 1,
        add column "read_time_manual" boolean not null default false,
        add column "updated_by" integer null references "users" ("id") on delete set null;`);
    // The read times already stored were written by people: keep them until someone changes them.
    this.addSql(`update "blog_posts" set "read_time_manual" = true;`);
    // At most one featured post, whatever the code does (should several be flagged, the newest keeps it).
    this.addSql(`
      update "blog_posts" set "featured" = false
      where "featured" and "id" <> (select "id" from "blog_posts" where "featured" order by "published_at" desc nulls last, "id" desc limit 1);`);
    this.addSql(`create unique index "blog_posts_one_featured" on "blog_posts" ("featured") where "featured";`);

    this.addSql(`
      create table "blog_post_revisions" (
        "id" serial primary key,
        "post_id" integer not null references "blog_posts" ("id") on delete cascade,
        "revision" integer not null,
        "action" varchar(20) not null check ("action" in ('created', 'saved', 'published', 'unpublished', 'restored')),
        "snapshot" jsonb not null,
        "created_by" integer null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        unique ("post_id", "revision")
      );`);

    this.addSql(`
      create table "blog_slug_redirects" (
        "old_slug" varchar(255) primary key,
        "post_id" integer not null references "blog_posts" ("id") on delete cascade,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "blog_slug_redirects_post_id_index" on "blog_slug_redirects" ("post_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "blog_slug_redirects";`);
    this.addSql(`drop table if exists "blog_post_revisions";`);
    this.addSql(`drop index if exists "blog_posts_one_featured";`);
    this.addSql(`alter table "blog_posts" drop column "revision", drop column "read_time_manual", drop column "updated_by";`);
  }
}

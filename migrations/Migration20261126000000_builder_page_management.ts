import { Migration } from '@mikro-orm/migrations';

/** The columns of builder_pages whose change the public can see (a builder edit bumps `version` on every step). */
const PUBLIC_COLUMNS = 'name, slug, is_active, meta, published_version, published_at';

/**
 * Page management in the builder. Deleting a page is soft (`builder_pages.deleted_at`): its events, snapshots and
 * checkpoints stay, and its slug is unique only among the pages not deleted, so a new page may take it.
 * `builder_page_redirects` keeps the slugs a page had before a rename: the old path answers 301 to the page's
 * current one while it is published. A page taking an old slug removes that row, as does deleting its page.
 */
export class Migration20261126000000_builder_page_management extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "builder_pages" add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "builder_pages" drop constraint "builder_pages_slug_key";`);
    this.addSql(`create unique index "builder_pages_slug_unique" on "builder_pages" ("slug") where "deleted_at" is null;`);
    this.addSql(`
      create table "builder_page_redirects" (
        "old_slug" varchar(100) primary key,
        "page_id" integer not null references "builder_pages" ("id") on delete cascade,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "builder_page_redirects_page_index" on "builder_page_redirects" ("page_id");`);
    // The public reads of both are cached (group 'builder'): a delete or a redirect must reach every instance.
    this.addSql(`drop trigger "builder_pages_notify_cache" on "builder_pages";`);
    this.addSql(
      `create trigger "builder_pages_notify_cache" after insert or update of ${PUBLIC_COLUMNS}, deleted_at or delete or truncate on "builder_pages" for each statement execute function "localrank_notify_cache"('builder');`,
    );
    this.addSql(
      `create trigger "builder_page_redirects_notify_cache" after insert or update or delete or truncate on "builder_page_redirects" for each statement execute function "localrank_notify_cache"('builder');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "builder_page_redirects";`);
    this.addSql(`drop trigger "builder_pages_notify_cache" on "builder_pages";`);
    this.addSql(
      `create trigger "builder_pages_notify_cache" after insert or update of ${PUBLIC_COLUMNS} or delete or truncate on "builder_pages" for each statement execute function "localrank_notify_cache"('builder');`,
    );
    // A deleted page's slug may have been taken since: the old rule (one row per slug) holds only without them.
    this.addSql(`delete from "builder_pages" where "deleted_at" is not null;`);
    this.addSql(`drop index "builder_pages_slug_unique";`);
    this.addSql(`alter table "builder_pages" add constraint "builder_pages_slug_key" unique ("slug");`);
    this.addSql(`alter table "builder_pages" drop column "deleted_at";`);
  }
}

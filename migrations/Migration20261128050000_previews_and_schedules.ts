import { Migration } from '@mikro-orm/migrations';

/** The columns of builder_pages whose change the public can see, now with a scheduled publish's version and time. */
const PUBLIC_COLUMNS = 'name, slug, is_active, meta, published_version, published_at, scheduled_version, scheduled_at, deleted_at';
/** The same before this migration. */
const OLD_PUBLIC_COLUMNS = 'name, slug, is_active, meta, published_version, published_at, deleted_at';

/**
 * Previews and schedules. `preview_links` holds share links for drafts (a blog post or a builder page): only the
 * SHA-256 of each link's token, who made it, when it expires and when it was revoked. `builder_pages` gets a
 * scheduled publish (`scheduled_version` goes live at `scheduled_at`, read against the clock on every instance,
 * so no timer and no write is needed at that time); the cache trigger fires on those columns too.
 */
export class Migration20261128050000_previews_and_schedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "preview_links" (
        "id" serial primary key,
        "kind" varchar(20) not null check ("kind" in ('post', 'builder-page')),
        "target_id" integer not null,
        "token_hash" text not null unique,
        "created_by" integer null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        "revoked_at" timestamptz null
      );`);
    this.addSql(`create index "preview_links_target_index" on "preview_links" ("kind", "target_id", "created_at" desc);`);
    this.addSql(`alter table "builder_pages" add column "scheduled_version" integer null, add column "scheduled_at" timestamptz null;`);
    this.addSql(`drop trigger "builder_pages_notify_cache" on "builder_pages";`);
    this.addSql(
      `create trigger "builder_pages_notify_cache" after insert or update of ${PUBLIC_COLUMNS} or delete or truncate on "builder_pages" for each statement execute function "localrank_notify_cache"('builder');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "builder_pages_notify_cache" on "builder_pages";`);
    this.addSql(
      `create trigger "builder_pages_notify_cache" after insert or update of ${OLD_PUBLIC_COLUMNS} or delete or truncate on "builder_pages" for each statement execute function "localrank_notify_cache"('builder');`,
    );
    this.addSql(`alter table "builder_pages" drop column "scheduled_version", drop column "scheduled_at";`);
    this.addSql(`drop table if exists "preview_links";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The visual page builder, event-sourced: `builder_pages` (one row per page, its current and published
 * version), `page_events` (every applied command with its inverse, one row per version), `page_snapshots`
 * (the element tree at some versions, so a page opens from one snapshot plus a few events) and
 * `page_checkpoints` (versions an admin saved or published). Separate from `pages`, which holds the
 * in-page editor's edits of the built-in pages under the same slugs.
 */
export class Migration20261123060000_builder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "builder_pages" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "slug" varchar(100) not null unique,
        "is_active" boolean not null default true,
        "meta" jsonb not null default '{"title": "", "description": ""}',
        "version" integer not null default 0 check ("version" >= 0),
        "published_version" integer null check ("published_version" >= 0 and "published_version" <= "version"),
        "published_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "page_events" (
        "id" bigserial primary key,
        "page_id" integer not null references "builder_pages" ("id") on delete cascade,
        "version" integer not null check ("version" >= 1),
        "command" jsonb not null,
        "inverse" jsonb not null,
        "author_id" integer null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        unique ("page_id", "version")
      );`);
    this.addSql(`
      create table "page_snapshots" (
        "page_id" integer not null references "builder_pages" ("id") on delete cascade,
        "version" integer not null check ("version" >= 0),
        "tree" jsonb not null,
        "created_at" timestamptz not null default now(),
        primary key ("page_id", "version")
      );`);
    this.addSql(`
      create table "page_checkpoints" (
        "id" serial primary key,
        "page_id" integer not null references "builder_pages" ("id") on delete cascade,
        "version" integer not null check ("version" >= 0),
        "kind" varchar(10) not null check ("kind" in ('save', 'publish')),
        "name" varchar(100) null,
        "author_id" integer null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "page_checkpoints_page_kind_index" on "page_checkpoints" ("page_id", "kind", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "page_checkpoints";`);
    this.addSql(`drop table if exists "page_snapshots";`);
    this.addSql(`drop table if exists "page_events";`);
    this.addSql(`drop table if exists "builder_pages";`);
  }
}

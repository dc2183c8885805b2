import { Migration } from '@mikro-orm/migrations';

/**
 * Media stored in PostgreSQL: image bytes (the re-encoded original and its WebP variants) in a table
 * of their own so listing never reads them, a content hash for dedupe, alt text, and the binding of a
 * page element id to its background image.
 */
export class Migration20261123040000_media_storage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "media_assets"
        add column "sha256" char(64) null,
        add column "alt_text" varchar(300) not null default '';`);
    // One stored asset per uploaded content; served file names are unique.
    this.addSql(`create unique index "media_assets_sha256_unique" on "media_assets" ("sha256");`);
    this.addSql(`create unique index "media_assets_filename_unique" on "media_assets" ("filename");`);
    this.addSql(`create index "media_assets_created_at_index" on "media_assets" ("created_at" desc, "id" desc);`);

    this.addSql(`
      create table "media_files" (
        "id" serial primary key,
        "asset_id" integer not null references "media_assets" ("id") on delete cascade,
        "variant" varchar(20) not null check ("variant" in ('original', 'w640', 'w1280')),
        "filename" varchar(300) not null unique,
        "mime_type" varchar(100) not null,
        "width" integer not null,
        "height" integer not null,
        "size" integer not null,
        "etag" varchar(80) not null,
        "bytes" bytea not null,
        unique ("asset_id", "variant")
      );`);
    // Uploading a file the site already serves finds it by its hash (the ETag) and reuses it.
    this.addSql(`create index "media_files_etag_index" on "media_files" ("etag");`);

    this.addSql(`
      create table "media_bindings" (
        "element_id" varchar(100) primary key,
        "asset_id" integer not null references "media_assets" ("id") on delete cascade,
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "media_bindings_asset_id_index" on "media_bindings" ("asset_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media_bindings";`);
    this.addSql(`drop table if exists "media_files";`);
    this.addSql(`drop index if exists "media_assets_created_at_index";`);
    this.addSql(`drop index if exists "media_assets_filename_unique";`);
    this.addSql(`drop index if exists "media_assets_sha256_unique";`);
    this.addSql(`alter table "media_assets" drop column "sha256", drop column "alt_text";`);
  }
}

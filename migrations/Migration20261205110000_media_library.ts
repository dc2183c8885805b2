import { Migration } from '@mikro-orm/migrations';

/**
 * The admin media library at scale: its search (a case-insensitive substring of an image's name or alt text) uses
 * trigram indexes when the database offers pg_trgm (installed by Migration20261127020000_admin_list_indexes where it
 * can be); without it the search still works, by a scan. Its keyset order (newest first) already has an index.
 */
export class Migration20261205110000_media_library extends Migration {
  override async up(): Promise<void> {
    // Without fastupdate, each new name goes straight into the index (the embedded PGlite never vacuums by itself).
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index if not exists "media_assets_original_name_trgm_index" on "media_assets"
            using gin ("original_name" gin_trgm_ops) with (fastupdate = off);
          create index if not exists "media_assets_alt_text_trgm_index" on "media_assets"
            using gin ("alt_text" gin_trgm_ops) with (fastupdate = off);
        end if;
      end
      $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "media_assets_alt_text_trgm_index";`);
    this.addSql(`drop index if exists "media_assets_original_name_trgm_index";`);
  }
}

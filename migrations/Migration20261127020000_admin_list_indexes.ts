import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin lists that page on the server: the blog manager's order (newest first, a draft without a
 * date on top) read as a keyset, and its title search (a case-insensitive substring) through a trigram index when
 * the database offers pg_trgm (PostgreSQL's contrib, loaded into the embedded PGlite too); without it the search
 * still works, by a scan.
 */
export class Migration20261127020000_admin_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "blog_posts_manager_order_index" on "blog_posts" ("published_at" desc nulls first, "id" desc);`,
    );
    // pg_trgm is a trusted extension (PostgreSQL 13+), so the database's owner may install it; a role that may not
    // is told so in a notice, and the search scans instead.
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
          begin
            create extension if not exists pg_trgm;
          exception when insufficient_privilege then
            raise notice 'pg_trgm could not be installed (%); the admin title search scans instead of using an index.', sqlerrm;
          end;
        end if;
        -- Without fastupdate, each new title goes straight into the index: nothing waits in a pending list for a
        -- VACUUM (which the embedded PGlite never runs by itself) before the search can use it.
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index if not exists "blog_posts_title_trgm_index" on "blog_posts" using gin ("title" gin_trgm_ops) with (fastupdate = off);
        end if;
      end
      $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "blog_posts_title_trgm_index";`);
    this.addSql(`drop index if exists "blog_posts_manager_order_index";`);
  }
}

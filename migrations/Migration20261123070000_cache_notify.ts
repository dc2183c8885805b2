import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows the public reads cache, and the cache groups each write invalidates. */
const CACHED_TABLES = [
  ['blog_posts', ['blog']],
  ['blog_slug_redirects', ['blog']],
  ['pages', ['pages']],
  // Blog posts embed their featured image (URL and alt text).
  ['media_assets', ['media', 'blog']],
  ['media_bindings', ['media']],
  // A builder edit bumps `version` on every step; only what the public sees invalidates.
  ['builder_pages', ['builder'], 'name, slug, is_active, meta, published_version, published_at'],
] as const;

/**
 * Every write to a table behind a cached read notifies the channel `localrank_cache` with the cache
 * group it touches, delivered when the transaction commits, so every app instance listening on that
 * channel drops what it cached, whatever code (or person) made the write.
 */
export class Migration20261123070000_cache_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function "localrank_notify_cache"() returns trigger language plpgsql as $$
      declare
        tag text;
      begin
        foreach tag in array TG_ARGV loop
          perform pg_notify('localrank_cache', tag);
        end loop;
        return null;
      end
      $$;`);
    for (const [table, tags, columns] of CACHED_TABLES) {
      const args = tags.map((tag) => `'${tag}'`).join(', ');
      const update = columns ? `update of ${columns}` : 'update';
      this.addSql(
        `create trigger "${table}_notify_cache" after insert or ${update} or delete or truncate on "${table}" for each statement execute function "localrank_notify_cache"(${args});`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table] of CACHED_TABLES) this.addSql(`drop trigger if exists "${table}_notify_cache" on "${table}";`);
    this.addSql(`drop function if exists "localrank_notify_cache"();`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Guarded publishing: the builder opens on the page a person last changed, read from the builder log by author, newest
 * first; this index makes that one probe however long the log grows.
 */
export class Migration20261128020000_guards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "page_events_author_index" on "page_events" ("author_id", "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "page_events_author_index";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Re-importing WordPress pages (issue 42): a page changed in WordPress since the last import is updated here unless it
 * was edited here since. `wordpress_page_sources` remembers what the import left: the builder page's version
 * (`imported_version`; a page made by the import is at version 0) and a hash of its name, slug and SEO settings
 * (`imported_settings`; null for pages imported before this migration, whose settings are then not compared).
 */
export class Migration20261208020000_wordpress_page_reimport extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "wordpress_page_sources" add column "imported_version" integer not null default 0;`);
    this.addSql(`alter table "wordpress_page_sources" add column "imported_settings" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "wordpress_page_sources" drop column if exists "imported_settings";`);
    this.addSql(`alter table "wordpress_page_sources" drop column if exists "imported_version";`);
  }
}

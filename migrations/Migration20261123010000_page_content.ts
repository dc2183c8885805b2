import { Migration } from '@mikro-orm/migrations';

/**
 * The in-page editor's saved content: `pages.content` holds the element edits and `pages.meta` the SEO,
 * each page counts its saves in `version`, and `content_versions` / `meta_versions` record the version
 * at which each element key or SEO field last changed (so two admins' saves are merged key by key).
 */
export class Migration20261123010000_page_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "pages"
        add column "version" integer not null default 0 check ("version" >= 0),
        add column "content_versions" jsonb not null default '{}',
        add column "meta_versions" jsonb not null default '{}',
        add column "updated_by" integer null references "users" ("id") on delete set null;`);
    // The seven built-in pages under the names the admin sidebar shows. Written out here rather than
    // imported, so this migration keeps meaning what it meant when it landed.
    this.addSql(`
      insert into "pages" ("slug", "name") values
        ('home', 'Home Page'),
        ('features', 'Features Page'),
        ('use-cases', 'Use Cases Page'),
        ('pricing', 'Pricing Page'),
        ('about', 'About Us Page'),
        ('contact', 'Contact Page'),
        ('blog', 'Blog Page')
      on conflict ("slug") do update set "name" = excluded."name";`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "pages"
        drop column "updated_by",
        drop column "meta_versions",
        drop column "content_versions",
        drop column "version";`);
  }
}

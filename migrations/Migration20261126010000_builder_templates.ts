import { Migration } from '@mikro-orm/migrations';

/**
 * The builder's templates: saved sections any builder page can insert. `element` holds the section and its subtree
 * as the engine's JSON (checked with the engine's parsePage before it is stored); a name is unique whatever its case.
 */
export class Migration20261126010000_builder_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "builder_templates" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "element" jsonb not null,
        "created_by" integer null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create unique index "builder_templates_name_unique" on "builder_templates" (lower("name"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "builder_templates";`);
  }
}

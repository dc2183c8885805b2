import { Migration } from '@mikro-orm/migrations';

/**
 * The WordPress import's dry run (issue 42): an upload previewed waits here for its confirmation, so the file is not
 * sent twice and any instance can import it. Only the token's SHA-256 is stored; the row belongs to the staff member
 * and the sign-in that sent it (signing out or deleting the account removes it), and stops working at `expires_at`.
 * One row at most per staff member: a new preview replaces the last.
 */
export class Migration20261208010000_wordpress_import_uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wordpress_import_uploads" (
      "token_hash" text primary key,
      "user_id" integer not null references "users" ("id") on delete cascade,
      "session_id" text not null references "sessions" ("id") on delete cascade,
      "bytes" bytea not null,
      "size" integer not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "wordpress_import_uploads_user_id_index" on "wordpress_import_uploads" ("user_id");`);
    this.addSql(`create index "wordpress_import_uploads_session_id_index" on "wordpress_import_uploads" ("session_id");`);
    this.addSql(`create index "wordpress_import_uploads_expires_at_index" on "wordpress_import_uploads" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wordpress_import_uploads";`);
  }
}

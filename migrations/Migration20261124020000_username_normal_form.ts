import { Migration } from '@mikro-orm/migrations';

/**
 * An index on each username's normalised form (NFKC, trimmed, single spaces, lower case), the form a
 * lookup compares when the plain lower(username) index finds nothing: without it, every sign-up of a new
 * name and every sign-in with an unknown one scanned the users table.
 */
export class Migration20261124020000_username_normal_form extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "users_username_normal_form_index" on "users" (lower(regexp_replace(btrim(normalize("username", NFKC)), ' {2,}', ' ', 'g')));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_username_normal_form_index";`);
  }
}

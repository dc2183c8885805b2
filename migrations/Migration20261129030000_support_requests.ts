import { Migration } from '@mikro-orm/migrations';

/**
 * Support requests from the account dashboard and the newsletter's derivable unsubscribe links:
 * - a contact message may come from a signed-in customer (`user_id`, null for the public form; set to null
 *   when the account goes), and carries the staff answer (`answer`, `answered_at`, `answered_by_id`) and
 *   when it was closed (`closed_at`); the customer's list reads their own requests newest first;
 * - `server_keys` holds server secrets generated once and shared by every instance (the newsletter link key
 *   when NEWSLETTER_LINK_KEY is not set).
 */
export class Migration20261129030000_support_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "contact_messages"
        add column "user_id" integer null references "users" ("id") on delete set null,
        add column "answer" text null,
        add column "answered_at" timestamptz null,
        add column "answered_by_id" integer null references "users" ("id") on delete set null,
        add column "closed_at" timestamptz null;`);
    this.addSql(
      `create index "contact_messages_user_created_index" on "contact_messages" ("user_id", "created_at" desc, "id" desc) where "user_id" is not null;`,
    );
    // The inbox's "Customer requests" filter: those rows only, newest first.
    this.addSql(
      `create index "contact_messages_customer_requests_index" on "contact_messages" ("created_at" desc, "id" desc) where "user_id" is not null;`,
    );
    this.addSql(`create table if not exists "server_keys" (
      "name" varchar(64) primary key,
      "key" text not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "server_keys";`);
    this.addSql(`drop index if exists "contact_messages_customer_requests_index";`);
    this.addSql(`drop index if exists "contact_messages_user_created_index";`);
    this.addSql(
      `alter table "contact_messages" drop column "user_id", drop column "answer", drop column "answered_at", drop column "answered_by_id", drop column "closed_at";`,
    );
  }
}

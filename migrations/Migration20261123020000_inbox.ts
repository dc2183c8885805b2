import { Migration } from '@mikro-orm/migrations';

/** The admin inbox: contact messages can be marked read, and both inbox lists page newest first. */
export class Migration20261123020000_inbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_messages" add column "read_at" timestamptz null;`);
    // The inbox pages newest first; id breaks ties between messages sent in the same instant.
    this.addSql(`create index "contact_messages_created_at_id_index" on "contact_messages" ("created_at" desc, "id" desc);`);
    // The sidebar asks for the unread count on every admin screen: keep that count off the table scan.
    this.addSql(`create index "contact_messages_unread_index" on "contact_messages" ("id") where "read_at" is null;`);
    this.addSql(
      `create index "newsletter_subscriptions_created_at_id_index" on "newsletter_subscriptions" ("created_at" desc, "id" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "newsletter_subscriptions_created_at_id_index";`);
    this.addSql(`drop index if exists "contact_messages_unread_index";`);
    this.addSql(`drop index if exists "contact_messages_created_at_id_index";`);
    this.addSql(`alter table "contact_messages" drop column "read_at";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * A newsletter subscription asked for from an account's settings, by an account that has not confirmed its address
 * (anyone can type any address), becomes that account's only through the link mailed to the address:
 * - `requested_by_id` is the account whose request the live confirmation link answers (null for the public form's);
 * - `account_id` is the account whose request was confirmed through that link: the subscription is then its own.
 * Both become null when the account goes.
 */
export class Migration20261205020000_newsletter_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "newsletter_subscriptions"
         add column if not exists "requested_by_id" integer null references "users" ("id") on delete set null,
         add column if not exists "account_id" integer null references "users" ("id") on delete set null;`,
    );
    // The settings read and the export find an account's subscriptions by these ids; the foreign keys' set null too.
    this.addSql(
      `create index if not exists "newsletter_subscriptions_requested_by_index" on "newsletter_subscriptions" ("requested_by_id") where "requested_by_id" is not null;`,
    );
    this.addSql(
      `create index if not exists "newsletter_subscriptions_account_index" on "newsletter_subscriptions" ("account_id") where "account_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "newsletter_subscriptions_account_index";`);
    this.addSql(`drop index if exists "newsletter_subscriptions_requested_by_index";`);
    this.addSql(`alter table "newsletter_subscriptions" drop column if exists "account_id", drop column if exists "requested_by_id";`);
  }
}

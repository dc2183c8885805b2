import { Migration } from '@mikro-orm/migrations';

/**
 * The newsletter's double opt-in and unsubscribe: a subscription is pending until its address opens the
 * e-mailed confirmation link (`confirmed_at`); the link's token is stored hashed with its expiry, and each
 * subscription has a stable unsubscribe token, also stored hashed.
 */
export class Migration20261128070000_newsletter_opt_in extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "newsletter_subscriptions"
        add column "confirmed_at" timestamptz null,
        add column "confirm_token_hash" varchar(64) null,
        add column "confirm_expires_at" timestamptz null,
        add column "unsubscribe_token_hash" varchar(64) null;`);
    // The addresses already on the list signed up under the old rules (one step, no confirmation asked):
    // they count as confirmed from the day they signed up. They have no unsubscribe token yet (none was ever
    // mailed); one is made when the server next writes to them.
    this.addSql(`update "newsletter_subscriptions" set "confirmed_at" = "created_at";`);
    this.addSql(
      `create unique index "newsletter_subscriptions_confirm_token_hash_unique" on "newsletter_subscriptions" ("confirm_token_hash");`,
    );
    this.addSql(
      `create unique index "newsletter_subscriptions_unsubscribe_token_hash_unique" on "newsletter_subscriptions" ("unsubscribe_token_hash");`,
    );
    // The admin list and the export read confirmed subscribers only, newest or oldest first.
    this.addSql(
      `create index "newsletter_subscriptions_confirmed_created_index" on "newsletter_subscriptions" ("created_at", "id") where "confirmed_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "newsletter_subscriptions_confirmed_created_index";`);
    this.addSql(`drop index if exists "newsletter_subscriptions_unsubscribe_token_hash_unique";`);
    this.addSql(`drop index if exists "newsletter_subscriptions_confirm_token_hash_unique";`);
    this.addSql(
      `alter table "newsletter_subscriptions" drop column "confirmed_at", drop column "confirm_token_hash", drop column "confirm_expires_at", drop column "unsubscribe_token_hash";`,
    );
  }
}

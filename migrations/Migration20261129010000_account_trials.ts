import { Migration } from '@mikro-orm/migrations';

/**
 * The free trial of a customer account (docs/product.md §9: 14 days, no card): the plan and billing chosen at
 * sign-up (or changed since on the dashboard), when it started and when it ends. One row per customer account,
 * gone with the account. Customer accounts made before this get a trial that started when they signed up.
 */
export class Migration20261129010000_account_trials extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "account_trials" (
      "user_id" integer primary key references "users" ("id") on delete cascade,
      "plan_id" text not null check ("plan_id" in ('starter', 'growth', 'pro')),
      "billing" text not null check ("billing" in ('monthly', 'annual')),
      "started_at" timestamptz not null,
      "ends_at" timestamptz not null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`insert into "account_trials" ("user_id", "plan_id", "billing", "started_at", "ends_at")
      select "id", 'starter', 'monthly', "created_at", "created_at" + interval '14 days' from "users" where "role" = 'user'
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_trials";`);
  }
}

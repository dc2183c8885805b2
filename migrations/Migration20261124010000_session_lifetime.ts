import { Migration } from '@mikro-orm/migrations';

/**
 * What a session needs to keep its promises: when it began (sessions end at an absolute lifetime however
 * often they are used) and whether its cookie was meant to outlive the browser ("Remember me"), so a
 * renewal sends the same kind of cookie. Sessions from before count as begun now and persistent.
 */
export class Migration20261124010000_session_lifetime extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "created_at" timestamptz not null default now();`);
    this.addSql(`alter table "sessions" add column "persistent" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop column if exists "persistent";`);
    this.addSql(`alter table "sessions" drop column if exists "created_at";`);
  }
}

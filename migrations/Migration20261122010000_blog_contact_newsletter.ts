import { Migration } from '@mikro-orm/migrations';

/** Blog posts gain what the public blog shows; contact messages and newsletter sign-ups are stored. */
export class Migration20261122010000_blog_contact_newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "blog_posts"
        add column "image_url" text null,
        add column "read_time" varchar(20) not null default '3 min read',
        add column "categories" jsonb not null default '[]',
        add column "featured" boolean not null default false;`);
    this.addSql(`create index "blog_posts_status_published_at_index" on "blog_posts" ("status", "published_at" desc);`);

    this.addSql(`
      create table "contact_messages" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "email" varchar(254) not null,
        "subject" varchar(200) not null,
        "message" text not null,
        "created_at" timestamptz not null default now()
      );`);

    this.addSql(`
      create table "newsletter_subscriptions" (
        "id" serial primary key,
        "email" varchar(254) not null,
        "source" varchar(20) not null default 'footer',
        "created_at" timestamptz not null default now()
      );`);
    // Initial content installed once (a post an admin deletes stays deleted after a restart).
    this.addSql(`
      create table "seed_runs" (
        "name" varchar(100) primary key,
        "applied_at" timestamptz not null default now()
      );`);
    // One row per address whatever its case.
    this.addSql(`create unique index "newsletter_subscriptions_email_lower_unique" on "newsletter_subscriptions" (lower("email"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seed_runs";`);
    this.addSql(`drop table if exists "newsletter_subscriptions";`);
    this.addSql(`drop table if exists "contact_messages";`);
    this.addSql(`drop index if exists "blog_posts_status_published_at_index";`);
    this.addSql(
      `alter table "blog_posts" drop column "image_url", drop column "read_time", drop column "categories", drop column "featured";`,
    );
  }
}

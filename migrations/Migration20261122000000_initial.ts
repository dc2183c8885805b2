import { Migration } from '@mikro-orm/migrations';

/** The spec's tables (users, pages, media_assets, blog_posts), sessions and reset tokens. */
export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "users" (
        "id" serial primary key,
        "username" text not null,
        "password" text not null,
        "name" text null,
        "email" text null,
        "role" text not null default 'user' check ("role" in ('user', 'admin')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    // Usernames are unique regardless of case, so "Alice" cannot shadow "alice".
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`create index "users_email_lower_index" on "users" (lower("email"));`);

    this.addSql(`
      create table "sessions" (
        "id" text primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "expires_at" timestamptz not null
      );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`
      create table "pages" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "slug" varchar(100) not null unique,
        "content" jsonb not null default '{}',
        "is_active" boolean not null default true,
        "meta" jsonb not null default '{}',
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);

    this.addSql(`
      create table "media_assets" (
        "id" serial primary key,
        "filename" varchar(255) not null,
        "original_name" varchar(255) not null,
        "mime_type" varchar(100) not null,
        "size" integer not null,
        "url" text not null,
        "base64_data" text null,
        "metadata" jsonb not null default '{}',
        "created_at" timestamptz not null default now()
      );`);

    this.addSql(`
      create table "blog_posts" (
        "id" serial primary key,
        "title" varchar(255) not null,
        "slug" varchar(255) not null unique,
        "excerpt" text null,
        "content" text not null,
        "featured_image_id" integer null references "media_assets" ("id") on delete set null,
        "author" varchar(100) null,
        "published_at" timestamptz null,
        "status" varchar(20) not null default 'draft' check ("status" in ('draft', 'published')),
        "seo" jsonb not null default '{}',
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);

    this.addSql(`
      create table "password_reset_tokens" (
        "token_hash" text primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "expires_at" timestamptz not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
  }

  override async down(): Promise<void> {
    for (const table of ['password_reset_tokens', 'blog_posts', 'media_assets', 'pages', 'sessions', 'users']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}

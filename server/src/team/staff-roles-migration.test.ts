import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// The staff-roles migration on a database as it was before roles: admins, a disabled admin, customers, posts.

let database: TestDatabase;
let orm: Orm;

const sql = <T = unknown>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params, 'all');

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm(database.target);
  // Every migration before the roles', by running the migrator to the one before it.
  await migrate(orm);
  await orm.getMigrator().down({ to: 'Migration20261127035000_post_offline_until' });
  for (const [username, role, disabled] of [
    ['disabled-first', 'admin', true],
    ['customer', 'user', false],
    ['second-admin', 'admin', false],
    ['third-admin', 'admin', false],
  ] as const) {
    await sql(`insert into users (username, password, role, disabled_at) values (?, 'x', ?, ${disabled ? 'now()' : 'null'})`, [
      username,
      role,
    ]);
  }
  const [inviter] = await sql<{ id: number }>(`select id from users where username = 'third-admin'`);
  await sql(
    `insert into admin_invitations (token_hash, email, invited_by_id, expires_at) values ('h', 'new@example.com', ?, now() + interval '1 day')`,
    [inviter!.id],
  );
  await sql(
    `insert into blog_posts (title, slug, content, status, seo, categories) values ('Live', 'live-post', '', 'published', '{}', '[]')`,
  );
  await sql(
    `insert into blog_posts (title, slug, content, status, seo, categories) values ('Draft', 'draft-post', '', 'draft', '{}', '[]')`,
  );
  await migrate(orm);
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

describe('Migration20261128010000_staff_roles', () => {
  it('makes every admin an administrator and the first active one (lowest id) the owner', async () => {
    const rows = await sql<{ username: string; role: string }>(`select username, role from users order by id`);
    expect(rows).toEqual([
      { username: 'disabled-first', role: 'administrator' },
      { username: 'customer', role: 'user' },
      { username: 'second-admin', role: 'owner' },
      { username: 'third-admin', role: 'administrator' },
    ]);
  });

  it('keeps invitations sent before roles giving administrators, and marks posts published once', async () => {
    expect(await sql(`select role from admin_invitations`)).toEqual([{ role: 'administrator' }]);
    const posts = await sql<{ slug: string; created_by: number | null; ever_published: boolean }>(
      `select slug, created_by, ever_published from blog_posts where slug in ('live-post', 'draft-post') order by slug`,
    );
    expect(posts).toEqual([
      { slug: 'draft-post', created_by: null, ever_published: false },
      { slug: 'live-post', created_by: null, ever_published: true },
    ]);
  });

  it('refuses a role no code knows, and a second owner', async () => {
    await expect(sql(`update users set role = 'admin' where username = 'customer'`)).rejects.toThrow(/users_role_check/);
    await expect(sql(`update users set role = 'owner' where username = 'third-admin'`)).rejects.toThrow(/users_one_owner_index/);
  });
});

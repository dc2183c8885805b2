import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { generateIdFromEntropySize } from 'lucia';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountSession } from '../account/account-sessions.service.ts';
import { writeBackup } from '../backup/write-backup.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createLucia, storedSessionId } from './lucia.ts';

// Sessions at rest: the session-token-hashes migration on a database whose sessions were stored under their tokens,
// then a backup of it. Lucia is the app's own instance (createLucia); the sign-in is the sign-in route's own step.

let database: TestDatabase;
let orm: Orm;
const scratch = mkdtempSync(join(tmpdir(), 'localrank-session-hashes-'));
const sql = <T = unknown>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
/** Sessions stored before the migration, under their tokens as the cookies carry them. */
const oldTokens = Array.from({ length: 5 }, () => generateIdFromEntropySize(25));
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm(database.target);
  await migrate(orm);
  await orm.getMigrator().down({ to: 'Migration20261130040000_went_live_log' });
  const [user] = await sql<{ id: number }>(`insert into users (username, password, role) values ('early', 'x', 'owner') returning id`);
  userId = user!.id;
  for (const token of oldTokens) {
    await sql(`insert into sessions (id, user_id, expires_at) values (?, ?, now() + interval '10 days')`, [token, userId]);
  }
  await migrate(orm);
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('Migration20261205010000_session_token_hashes', () => {
  it('hashes the sessions stored before: their cookies still sign in, their tokens are gone from the table', async () => {
    const ids = (await sql<{ id: string }>('select id from sessions order by id')).map((row) => row.id);
    expect(ids).toEqual(oldTokens.map(storedSessionId).sort());
    const lucia = createLucia(orm, { secure: false });
    for (const token of oldTokens) {
      const { session, user } = await lucia.validateSession(token);
      expect(session?.id).toBe(token);
      expect(user?.id).toBe(userId);
      // The stored id is no cookie: hashed again, it names no session.
      expect((await lucia.validateSession(storedSessionId(token))).session).toBeNull();
    }
  });
});

describe('a backup', () => {
  it('holds no session token, only their hashes, for sessions made by Lucia and by the sign-in', async () => {
    const lucia = createLucia(orm, { secure: false });
    const tokens = [
      ...oldTokens,
      (await lucia.createSession(userId, { persistent: true })).id,
      (await startAccountSession(orm.em.fork(), userId, false, { userAgent: 'Firefox/133.0', ip: '203.0.113.9' })).id,
    ];
    for (const token of tokens) expect((await lucia.validateSession(token)).session?.id).toBe(token);
    const file = join(scratch, 'site.backup.gz');
    // The embedded database serves one connection: the backup takes it.
    await orm.close(true);
    await writeBackup(database.target, file);
    orm = await createOrm(database.target);
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    expect(text).toContain('"sessions"');
    for (const token of tokens) {
      expect(text).not.toContain(token);
      expect(text).toContain(storedSessionId(token));
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { prepareDatabase } from './prepare-database.ts';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe('openDatabase', () => {
  // Two app instances behind a proxy start together on one new database (an external PostgreSQL,
  // the one TEST_DATABASE_URL names; CI always sets it).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'lets several instances start at once on an empty database: they migrate in turn',
    async () => {
      const database = await createTestDatabase();
      databases.push(database);
      const connection = database.target.connection;
      if (!('url' in connection)) throw new Error('expected a PostgreSQL URL');
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: connection.url, dataDir: 'unused' }, prepareDatabase)),
      );
      try {
        const rows = await opened[0]!.orm.em.getConnection().execute('select count(*)::int as n from blog_posts');
        // Seeded once, not three times.
        expect(rows[0]!.n).toBe(9);
      } finally {
        for (const db of opened) await db.close();
      }
    },
    60_000,
  );
});

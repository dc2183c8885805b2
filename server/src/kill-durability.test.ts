import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killDuringWrites } from './test/kill-during-writes.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import { seededDataDir } from './test/embedded-template.ts';

const scratchDir = mkdtempSync(join(tmpdir(), 'localrank-kill-'));
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratchDir, { recursive: true, force: true });
});

describe('the server killed with SIGKILL during writes, then restarted', () => {
  it('keeps every acknowledged write on the embedded database', async () => {
    const result = await killDuringWrites({ DATA_DIR: seededDataDir(join(scratchDir, 'embedded')), DATABASE_URL: '' }, { scratchDir });
    expect(result.killedExitCode).toBeNull();
    expect(result.acknowledged).toBeGreaterThanOrEqual(40);
    expect(result.missing).toEqual([]);
  }, 300_000);

  // The external PostgreSQL is the one TEST_DATABASE_URL names (CI always sets it).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps every acknowledged write on an external PostgreSQL',
    async () => {
      const database = await createTestDatabase({ from: 'seeded' });
      databases.push(database);
      const connection = database.target.connection;
      if (!('url' in connection)) throw new Error('expected a PostgreSQL URL');
      const result = await killDuringWrites({ DATA_DIR: join(scratchDir, 'external'), DATABASE_URL: connection.url }, { scratchDir });
      expect(result.killedExitCode).toBeNull();
      expect(result.acknowledged).toBeGreaterThanOrEqual(40);
      expect(result.missing).toEqual([]);
    },
    300_000,
  );
});

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { runBackupCli, spawnBackupCli } from '../test/backup-cli-process.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// A backup killed with SIGKILL mid-way leaves only `<file>.partial`, which restore refuses; the file asked
// for never appears.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-backup-kill-'));
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

it('a SIGKILLed backup leaves no file that restore accepts', async () => {
  const source = await createTestDatabase({ from: 'seeded' });
  databases.push(source);
  const orm = await createOrm(source.target);
  await prepareDatabase(orm);
  // Enough rows (10,000 posts of 4 kB) that the backup is still writing when it is killed.
  await insertPublishedPosts(orm, 10_000, { prefix: 'Kill test', content: `<p>${'A sentence of a long post. '.repeat(150)}</p>` });
  await orm.close(true);
  const url = (source.target.connection as { url: string }).url;

  const file = join(scratch, 'killed.backup.gz');
  const partial = `${file}.partial`;
  const backup = spawnBackupCli(['backup', file], { DATABASE_URL: url });
  let exited = false;
  void backup.done.then(() => (exited = true));
  while (!exited && !(existsSync(partial) && statSync(partial).size > 64 * 1024)) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(exited).toBe(false);
  backup.child.kill('SIGKILL');
  const run = await backup.done;
  expect(run.code).toBe(null);

  expect(existsSync(file)).toBe(false);
  expect(existsSync(partial)).toBe(true);
  const target = await createTestDatabase();
  databases.push(target);
  const targetUrl = (target.target.connection as { url: string }).url;
  const ofFile = await runBackupCli(['restore', file], { DATABASE_URL: targetUrl });
  expect(ofFile.code).toBe(1);
  expect(ofFile.output).toMatch(/does not exist/);
  const ofPartial = await runBackupCli(['restore', partial], { DATABASE_URL: targetUrl });
  expect(ofPartial.code).toBe(1);
  expect(ofPartial.output).toMatch(/is truncated/);
}, 300_000);

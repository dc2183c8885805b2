import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { clientConfigOf } from '../db/database-target.ts';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { tableFingerprints } from '../test/writes-under-load.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

// At scale: 10,500 posts (ten keyset batches and more) and 40 media files of 256 kB (binary batches) come back
// byte for byte, every table the same, and the sequences go on after the restored ids.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-backup-scale-'));
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

it('10,500 posts and 40 media files restore byte for byte, with the sequences after them', async () => {
  const source = await createTestDatabase({ from: 'seeded' });
  databases.push(source);
  const orm = await createOrm(source.target);
  await prepareDatabase(orm);
  await insertPublishedPosts(orm, 10_500, { prefix: 'Scale test' });
  await orm.close(true);
  const client = new pg.Client(clientConfigOf(source.target, 'localrank-test'));
  await client.connect();
  try {
    for (let n = 0; n < 40; n++) {
      const { rows } = await client.query<{ id: number }>(
        `insert into media_assets (filename, original_name, mime_type, size, url) values ($1::varchar, $1, 'image/png', 262144, '/media/' || $1::text) returning id`,
        [`scale-${n}.png`],
      );
      await client.query(
        `insert into media_files (asset_id, variant, filename, mime_type, width, height, size, etag, bytes) values ($1, 'original', $2, 'image/png', 10, 10, 262144, $3, $4)`,
        [rows[0]!.id, `scale-${n}.png`, `etag-${n}`, randomBytes(262_144)],
      );
    }
  } finally {
    await client.end();
  }

  const file = join(scratch, 'scale.backup.gz');
  const written = await writeBackup(source.target, file);
  expect(written.rowCounts.blog_posts).toBeGreaterThanOrEqual(10_500);
  expect(written.rowCounts.media_files).toBe(40);

  const target = await createTestDatabase();
  databases.push(target);
  const restored = await restoreBackup(target.target, file);
  expect(restored.rowCounts).toEqual(written.rowCounts);
  // Every table but the migrations' own (the restore ran them again, at its own time).
  const { mikro_orm_migrations: _restoredRun, ...restoredTables } = await tableFingerprints(target.target);
  const { mikro_orm_migrations: _sourceRun, ...sourceTables } = await tableFingerprints(source.target);
  expect(Object.keys(sourceTables).length).toBeGreaterThan(20);
  expect(restoredTables).toEqual(sourceTables);

  const check = new pg.Client(clientConfigOf(target.target, 'localrank-test'));
  await check.connect();
  try {
    const { rows } = await check.query<{ next: number; max: number }>(
      `select nextval('blog_posts_id_seq')::int as next, (select max(id) from blog_posts) as max`,
    );
    expect(rows[0]!.next).toBeGreaterThan(rows[0]!.max);
  } finally {
    await check.end();
  }
}, 300_000);

// `npm run bench` (backups): how long `npm run backup` and `npm run restore` take on the seeded site plus 10,000
// blog posts (BENCH_BACKUP_POSTS), on a PostgreSQL server (fresh databases on TEST_DATABASE_URL's) and on the embedded database, and
// how long the embedded database is held for its copy while a backup is taken from a running server. The backup
// and restore functions the commands run are timed in this process (without the command's start-up). Median of
// BENCH_BACKUP_RUNS (3) runs; prints a Markdown table for BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../db/database-target.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { backupFromCopy } from './backup-from-copy.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const POSTS = Number(process.env.BENCH_BACKUP_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_BACKUP_RUNS ?? 3);
/** A post body of about 2 kB, like a short article. */
const BODY = `<p>${'Local search works when the details agree everywhere. '.repeat(40)}</p>`;
/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const scratch = mkdtempSync(join(tmpdir(), 'backup-bench-'));

/** Seeds the site and the posts on `target`. */
async function seed(target: DatabaseTarget): Promise<void> {
  const orm = await createOrm(target);
  try {
    await prepareDatabase(orm);
    await insertPublishedPosts(orm, POSTS, { prefix: 'Bench post', content: BODY });
  } finally {
    await orm.close(true);
  }
}

interface Figures {
  backupMs: number[];
  restoreMs: number[];
  pausedMs: number[];
  bytes: number;
  /** The baseline on the same database, when pg_dump is installed: pg_dump -Fc and pg_restore into a fresh one. */
  pgDump?: { backupMs: number[]; restoreMs: number[]; bytes: number };
}

/** Runs a PostgreSQL client program and returns how long it took (ms), or null when it is not installed. */
function timedProgram(program: string, args: string[]): number | null {
  const started = performance.now();
  const run = spawnSync(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (run.error) return null;
  if (run.status !== 0) throw new Error(`${program} failed: ${run.stderr.toString()}`);
  return performance.now() - started;
}

async function onServer(): Promise<Figures> {
  const source = await createTestDatabase();
  const figures: Figures = { backupMs: [], restoreMs: [], pausedMs: [], bytes: 0 };
  try {
    const target = source.target;
    await seed(target);
    for (let run = 0; run < RUNS; run++) {
      const file = join(scratch, `server-${run}.backup.gz`);
      const written = await writeBackup(target, file);
      figures.backupMs.push(written.ms);
      figures.bytes = written.bytes;
      const into = await createTestDatabase();
      try {
        const restored = await restoreBackup(into.target, file);
        figures.restoreMs.push(restored.ms);
      } finally {
        await into.drop();
      }
      // The baseline, same database and moment: PostgreSQL's own dump in its compressed format, and its restore.
      const url = (target.connection as { url: string }).url;
      const dump = join(scratch, `server-${run}.pgdump`);
      const dumpMs = timedProgram('pg_dump', ['-Fc', '--no-owner', `--file=${dump}`, url]);
      if (dumpMs === null) continue;
      const pgInto = await createTestDatabase();
      try {
        const restoreMs = timedProgram('pg_restore', [
          '--no-owner',
          `--dbname=${(pgInto.target.connection as { url: string }).url}`,
          dump,
        ])!;
        figures.pgDump ??= { backupMs: [], restoreMs: [], bytes: 0 };
        figures.pgDump.backupMs.push(dumpMs);
        figures.pgDump.restoreMs.push(restoreMs);
        figures.pgDump.bytes = statSync(dump).size;
      } finally {
        await pgInto.drop();
      }
    }
  } finally {
    await source.drop();
  }
  return figures;
}

async function onEmbedded(): Promise<Figures> {
  const figures: Figures = { backupMs: [], restoreMs: [], pausedMs: [], bytes: 0 };
  const source = await startEmbeddedPostgres(join(scratch, 'site'));
  try {
    await seed(source.target);
    for (let run = 0; run < RUNS; run++) {
      // As `npm run backup` with the server running: a copy of the data folder (the pause), then the backup from it.
      const started = performance.now();
      const tar = join(scratch, `copy-${run}.tar`);
      const { pausedMs } = await source.dumpDataDir(tar);
      const file = join(scratch, `embedded-${run}.backup.gz`);
      await backupFromCopy(tar, file);
      figures.backupMs.push(performance.now() - started);
      figures.pausedMs.push(pausedMs);
      figures.bytes = statSync(file).size;
      const into = await startEmbeddedPostgres(join(scratch, `restored-${run}`));
      try {
        figures.restoreMs.push((await restoreBackup(into.target, file)).ms);
      } finally {
        await into.stop();
      }
    }
  } finally {
    await source.stop();
  }
  return figures;
}

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server to make the databases on.');
const server = await onServer();
const embedded = await onEmbedded();
rmSync(scratch, { recursive: true, force: true });
const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
const row = (name: string, figures: Figures, pause: string) =>
  `| ${name} | ${Math.round(median(figures.backupMs))} | ${pause} | ${Math.round(median(figures.restoreMs))} | ${(figures.bytes / 2 ** 20).toFixed(1)} |`;
const section = [
  `### Backup and restore: the seeded site plus ${POSTS.toLocaleString('en')} posts (median of ${RUNS})`,
  '',
  `Load average at the end: ${one}, ${five}, ${fifteen} (2 cores shared). Times in ms, without the command's own start-up.`,
  '',
  '| database | backup | server held for the copy | restore (migrations included) | file (MiB) |',
  '|---|---|---|---|---|',
  row('PostgreSQL server', server, '0 (a snapshot on its own connection)'),
  row('embedded (server running)', embedded, String(Math.round(median(embedded.pausedMs)))),
  ...(server.pgDump
    ? [
        row('baseline: pg_dump -Fc / pg_restore, PostgreSQL server', { ...server.pgDump, pausedMs: [] }, '0'),
        '',
        `Ratio to the baseline on the same database in this run: backup ${(median(server.backupMs) / median(server.pgDump.backupMs)).toFixed(2)}×, restore ${(median(server.restoreMs) / median(server.pgDump.restoreMs)).toFixed(2)}× (ours includes running the migrations; pg_restore's dump carries the schema).`,
      ]
    : ['', 'pg_dump is not installed here: no baseline row.']),
].join('\n');
console.log(section);

// `npm run bench` (backups): how long `npm run backup` and `npm run restore` take on the seeded site plus
// BENCH_BACKUP_POSTS blog posts (10,000) of 620-1,600 words, BENCH_BACKUP_SUBSCRIBERS newsletter subscribers (as many
// as posts) and BENCH_BACKUP_ACTIVITY activity entries (ten times as many), on a PostgreSQL server (fresh databases on
// TEST_DATABASE_URL's) and on the embedded database (BENCH_BACKUP_EMBEDDED=0 leaves it out), and how long the embedded
// database is held for its copy while a backup is taken from a running server. The backup and restore functions the
// commands run are timed in this process (without the command's start-up). Median of BENCH_BACKUP_RUNS (3) runs with
// their range; pg_dump/pg_restore as a baseline when installed (BENCH_BACKUP_PGDUMP=0 leaves it out); prints a
// Markdown table for BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from '../src/db/database-target.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createOrm } from '../src/db/orm.ts';
import { prepareDatabase } from '../src/startup/prepare-database.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { insertBenchSite } from '../src/test/backup-bench-site.ts';
import { backupFromCopy } from '../src/backup/backup-from-copy.ts';
import { restoreBackup, type RestoreOptions } from '../src/backup/restore-backup.ts';
import { writeBackup } from '../src/backup/write-backup.ts';
import { median } from './bench-stats.ts';

const POSTS = Number(process.env.BENCH_BACKUP_POSTS ?? 10_000);
const SUBSCRIBERS = Number(process.env.BENCH_BACKUP_SUBSCRIBERS ?? POSTS);
const ACTIVITY = Number(process.env.BENCH_BACKUP_ACTIVITY ?? POSTS * 10);
const RUNS = Number(process.env.BENCH_BACKUP_RUNS ?? 3);
const EMBEDDED = process.env.BENCH_BACKUP_EMBEDDED !== '0';
const PG_DUMP = process.env.BENCH_BACKUP_PGDUMP !== '0';
const loadAtStart = loadavg().map((value) => value.toFixed(2));
const scratch = mkdtempSync(join(tmpdir(), 'backup-bench-'));

/** The range of `values`, as `min-max`, in whole ms. */
function spread(values: number[]): string {
  return `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
}

/** Seeds the site, then its posts, subscribers and activity, on `target`. */
async function seed(target: DatabaseTarget): Promise<void> {
  const started = performance.now();
  const orm = await createOrm(target);
  try {
    await prepareDatabase(orm);
  } finally {
    await orm.close(true);
  }
  const client = new pg.Client(clientConfigOf(target, 'localrank-backup-bench'));
  await client.connect();
  try {
    await insertBenchSite(client, { posts: POSTS, subscribers: SUBSCRIBERS, activity: ACTIVITY });
  } finally {
    await client.end();
  }
  console.log(`Seeded in ${Math.round(performance.now() - started)} ms.`);
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

/**
 * Times a restore's steps (each line it says, and each table's load from its first statement to its last), so the
 * bench tells where a restore's time goes; `report` lists them, the slowest tables first.
 */
function restoreSteps(): { options: RestoreOptions; report(): string } {
  const started = performance.now();
  const steps: Array<{ line: string; at: number }> = [];
  const tables = new Map<string, { from: number; to: number; rows: number }>();
  let last = started;
  return {
    options: {
      say: (line) => steps.push({ line, at: performance.now() }),
      progress: ({ table, loaded }) => {
        const now = performance.now();
        const seen = tables.get(table) ?? { from: last, to: now, rows: 0 };
        tables.set(table, { ...seen, to: now, rows: loaded });
        last = now;
      },
    },
    report() {
      const ended = performance.now();
      const lines = steps.map((step, index) => {
        const next = steps[index + 1]?.at ?? ended;
        return `  ${Math.round(next - step.at)} ms  ${step.line}`;
      });
      const slowest = [...tables.entries()].sort((a, b) => b[1].to - b[1].from - (a[1].to - a[1].from)).slice(0, 8);
      return [
        `  ${Math.round((steps[0]?.at ?? ended) - started)} ms  reading and checking the file`,
        ...lines,
        ...slowest.map(([name, t]) => `    ${Math.round(t.to - t.from)} ms  ${name} (${t.rows} rows)`),
      ].join('\n');
    },
  };
}

/**
 * The source database on the PostgreSQL server: a fresh one, seeded; or BENCH_BACKUP_SOURCE_URL's, kept between runs
 * (seeded only while it holds no posts), so before-and-after runs back up the same rows without seeding them again.
 */
async function serverSource(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const url = process.env.BENCH_BACKUP_SOURCE_URL;
  if (!url) {
    const source = await createTestDatabase();
    await seed(source.target);
    return source;
  }
  const target: DatabaseTarget = { connection: { url }, singleConnection: false };
  const client = new pg.Client(clientConfigOf(target, 'localrank-backup-bench'));
  await client.connect();
  const { rows } = await client.query<{ name: string | null }>(`select to_regclass('blog_posts')::text as name`);
  const posts = rows[0]!.name ? Number((await client.query<{ n: string }>('select count(*) as n from blog_posts')).rows[0]!.n) : 0;
  await client.end();
  if (posts < POSTS) await seed(target);
  return { target, drop: async () => {} };
}

async function onServer(): Promise<Figures> {
  const source = await serverSource();
  const figures: Figures = { backupMs: [], restoreMs: [], pausedMs: [], bytes: 0 };
  try {
    const target = source.target;
    for (let run = 0; run < RUNS; run++) {
      const file = join(scratch, `server-${run}.backup.gz`);
      const written = await writeBackup(target, file);
      figures.backupMs.push(written.ms);
      figures.bytes = written.bytes;
      const into = await createTestDatabase();
      try {
        const steps = restoreSteps();
        const restored = await restoreBackup(into.target, file, steps.options);
        figures.restoreMs.push(restored.ms);
        console.log(`PostgreSQL server, run ${run + 1}: backup ${Math.round(written.ms)} ms, restore ${Math.round(restored.ms)} ms.`);
        console.log(steps.report());
      } finally {
        await into.drop();
      }
      rmSync(file, { force: true });
      if (!PG_DUMP) continue;
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
        console.log(
          `embedded, run ${run + 1}: backup ${Math.round(figures.backupMs[run]!)} ms, restore ${Math.round(figures.restoreMs[run]!)} ms.`,
        );
      } finally {
        await into.stop();
      }
      rmSync(join(scratch, `restored-${run}`), { recursive: true, force: true });
      rmSync(file, { force: true });
    }
  } finally {
    await source.stop();
  }
  return figures;
}

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server to make the databases on.');
const server = await onServer();
const embedded = EMBEDDED ? await onEmbedded() : null;
rmSync(scratch, { recursive: true, force: true });
const loadAtEnd = loadavg().map((value) => value.toFixed(2));
const row = (name: string, figures: Figures, pause: string) =>
  `| ${name} | ${Math.round(median(figures.backupMs))} (${spread(figures.backupMs)}) | ${pause} | ${Math.round(median(figures.restoreMs))} (${spread(figures.restoreMs)}) | ${(median(figures.restoreMs) / median(figures.backupMs)).toFixed(2)} | ${(figures.bytes / 2 ** 20).toFixed(1)} |`;
const count = (value: number) => value.toLocaleString('en');
const section = [
  `### Backup and restore: the seeded site plus ${count(POSTS)} posts, ${count(SUBSCRIBERS)} subscribers and ${count(ACTIVITY)} activity entries (median of ${RUNS})`,
  '',
  `Load average (1, 5, 15 min) at the start: ${loadAtStart.join(', ')}; at the end: ${loadAtEnd.join(', ')} (2 cores shared). Times in ms (median, then the range of the runs), without the command's own start-up.`,
  '',
  '| database | backup | server held for the copy | restore (migrations included) | restore / backup | file (MiB) |',
  '|---|---|---|---|---|---|',
  row('PostgreSQL server', server, '0 (a snapshot on its own connection)'),
  ...(embedded ? [row('embedded (server running)', embedded, String(Math.round(median(embedded.pausedMs))))] : []),
  ...(server.pgDump
    ? [
        row('baseline: pg_dump -Fc / pg_restore, PostgreSQL server', { ...server.pgDump, pausedMs: [] }, '0'),
        '',
        `Ratio to the baseline on the same database in this run: backup ${(median(server.backupMs) / median(server.pgDump.backupMs)).toFixed(2)}×, restore ${(median(server.restoreMs) / median(server.pgDump.restoreMs)).toFixed(2)}× (ours includes running the migrations; pg_restore's dump carries the schema).`,
      ]
    : ['', PG_DUMP ? 'pg_dump is not installed here: no baseline row.' : 'No pg_dump baseline in this run (BENCH_BACKUP_PGDUMP=0).']),
].join('\n');
console.log(section);

// `npm run bench` (mail queue against pg-boss 10, issue 43): how fast our queue (`enqueueMail` + `MailWorker`) and
// pg-boss 10.4 queue and work BENCH_QUEUE_JOBS jobs (2,000) with a delivery that does nothing (a promise resolved on
// the next turn of the event loop), on a PostgreSQL server (a fresh database on TEST_DATABASE_URL's, dropped after;
// left out without it) and on the embedded database (BENCH_QUEUE_EMBEDDED=0 leaves it out), where pg-boss runs over
// the ORM's single connection through its `db` option. Both in the same process, on the same database, in the same
// run, in turn (which goes first alternates); median of BENCH_QUEUE_RUNS (3) runs with their range, in jobs/s.
//
// Queuing: one job at a time, each its own transaction (as `app.mailer.send` does). Working: ours at
// MAIL_QUEUE_CONCURRENCY (4) deliveries in flight; pg-boss with one worker at its default batch size (1) and at a batch
// as large as our concurrency, each (a) as configured by default: a worker fetches a batch, works it, then waits out
// its polling interval (2 s) before the next fetch, measured over BENCH_QUEUE_WINDOW_SECONDS (6 s); (b) kept busy:
// the handler wakes its worker (`notifyWorker`) so it fetches again at once, timed until all N are recorded completed.
// Run: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/queue-library-bench.ts`.
import { loadavg } from 'node:os';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Orm } from '../src/db/orm.ts';
import { median } from './bench-stats.ts';
import { createMigratedTestOrm } from '../src/test/test-database.ts';
import { enqueueMail } from '../src/mail/mail-jobs.ts';
import type { MailMessage, Mailer } from '../src/mail/mailer.ts';
import { MailWorker } from '../src/mail/mail-worker.ts';
import type { MailQueueSettings } from '../src/config/mail-queue-settings.ts';

const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 2000);
const RUNS = Number(process.env.BENCH_QUEUE_RUNS ?? 3);
const CONCURRENCY = Number(process.env.MAIL_QUEUE_CONCURRENCY ?? 4);
const WINDOW_MS = Number(process.env.BENCH_QUEUE_WINDOW_SECONDS ?? 6) * 1000;
const EMBEDDED = process.env.BENCH_QUEUE_EMBEDDED !== '0';
/** A working phase that has not finished after this long is reported as such (the bench goes on). */
const WORK_LIMIT_MS = Number(process.env.BENCH_QUEUE_LIMIT_SECONDS ?? 300) * 1000;

/** The machine's load averages (1, 5, 15 min), as `uptime` prints them. */
function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A delivery that does nothing: resolved on the next turn of the event loop. */
function deliver(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Job `i`'s message (the same for both queues). */
function message(i: number): MailMessage {
  return { to: `bench-${i}@example.com`, subject: `Bench ${i}`, text: 'Hello', html: '<p>Hello</p>' };
}

/**
 * pg-boss's `db` option over the ORM's own pool, the way the app's other raw SQL shares it (Lucia, the restore): each
 * statement borrows a connection and gives it back, so on the embedded database (a pool of one) pg-boss, the ORM and
 * our queue take turns on the only connection.
 */
function ormPoolDb(orm: Orm): PgBoss.Db {
  const client = orm.em.getConnection().getKnex().client as {
    acquireConnection(): Promise<pg.ClientBase>;
    releaseConnection(connection: pg.ClientBase): Promise<void>;
  };
  return {
    async executeSql(text, values) {
      const connection = await client.acquireConnection();
      try {
        return await connection.query(text, values);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}

/** jobs/s figures of one configuration over the runs. */
interface Rates {
  enqueue: number[];
  work: number[];
  /** Set when a phase failed or ran past WORK_LIMIT_MS. */
  note?: string;
}

/** Queues `JOBS` jobs with ours and works them; returns jobs/s for both. */
async function benchOurs(orm: Orm): Promise<{ enqueue: number; work: number }> {
  await orm.em.getConnection().execute('delete from mail_jobs');
  const queueStarted = performance.now();
  for (let i = 0; i < JOBS; i += 1) await enqueueMail(orm.em.fork(), message(i), 'example.com');
  const enqueueMs = performance.now() - queueStarted;

  let attempts = 0;
  let allDone!: () => void;
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const transport: Mailer = { send: () => deliver() };
  const settings: MailQueueSettings = {
    retry: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 8 },
    leaseMs: 300_000,
    concurrency: CONCURRENCY,
    pollMs: 5_000,
    // No relay budget: the queue works as fast as it can, as pg-boss does.
    ratePerMinute: 0,
  };
  const log = { error: (details: object, text: string) => console.error(text, details), warn: () => {} };
  const worker = new MailWorker(orm.em, transport, settings, log, () => {
    attempts += 1;
    if (attempts === JOBS) allDone();
  });
  const workStarted = performance.now();
  worker.start();
  await done;
  const workMs = performance.now() - workStarted;
  await worker.close();
  return { enqueue: (JOBS / enqueueMs) * 1000, work: (JOBS / workMs) * 1000 };
}

/** Completed jobs of `queue` in pg-boss's table. */
async function completed(db: PgBoss.Db, queue: string): Promise<number> {
  const { rows } = await db.executeSql("select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'", [queue]);
  return (rows[0] as { n: number }).n;
}

/** Queues `count` jobs on `queue` one `send` at a time; returns jobs/s. */
async function sendAll(boss: PgBoss, queue: string, count: number): Promise<number> {
  await boss.createQueue(queue);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await boss.send(queue, message(i));
  return (count / (performance.now() - started)) * 1000;
}

/** One pg-boss worker kept busy on `queue` (`notifyWorker` from the handler) until all `JOBS` are completed: jobs/s. */
async function drain(boss: PgBoss, db: PgBoss.Db, queue: string, batchSize: number): Promise<number> {
  let handled = 0;
  let workerId = '';
  const started = performance.now();
  workerId = await boss.work(queue, { batchSize }, async (jobs) => {
    await Promise.all(jobs.map(() => deliver()));
    handled += jobs.length;
    if (handled < JOBS) boss.notifyWorker(workerId);
  });
  try {
    // The worker records a batch's completion without waiting for it: the time ends when the table says all are done.
    while (handled < JOBS || (await completed(db, queue)) < JOBS) {
      if (performance.now() - started > WORK_LIMIT_MS) throw new Error(`${handled} of ${JOBS} worked after ${WORK_LIMIT_MS / 1000} s`);
      await sleep(handled < JOBS ? 20 : 5);
    }
    return (JOBS / (performance.now() - started)) * 1000;
  } finally {
    await boss.offWork(queue);
  }
}

/** One pg-boss worker as configured by default (polling every 2 s) on `queue` for WINDOW_MS: jobs/s handled. */
async function window(boss: PgBoss, queue: string, batchSize: number): Promise<number> {
  let handled = 0;
  await boss.work(queue, { batchSize }, async (jobs) => {
    await Promise.all(jobs.map(() => deliver()));
    handled += jobs.length;
  });
  await sleep(WINDOW_MS);
  const rate = (handled / WINDOW_MS) * 1000;
  await boss.offWork(queue);
  return rate;
}

const CONFIGS = [
  { label: `pg-boss, batch 1 (its default), kept busy`, batchSize: 1, busy: true },
  { label: `pg-boss, batch ${CONCURRENCY}, kept busy`, batchSize: CONCURRENCY, busy: true },
  { label: 'pg-boss, batch 1, default polling (2 s)', batchSize: 1, busy: false },
  { label: `pg-boss, batch ${CONCURRENCY}, default polling (2 s)`, batchSize: CONCURRENCY, busy: false },
] as const;

/** Runs every configuration RUNS times on `orm`'s database, pg-boss through `bossOptions`. */
async function benchDatabase(name: string, orm: Orm, bossOptions: PgBoss.ConstructorOptions): Promise<void> {
  console.log(`\n== ${name}: ${JOBS} jobs, ${RUNS} runs (load ${load()})`);
  const countDb = ormPoolDb(orm);
  const ours: Rates = { enqueue: [], work: [] };
  const library = CONFIGS.map((): Rates => ({ enqueue: [], work: [] }));
  const boss = new PgBoss({ ...bossOptions, schema: 'pgboss' });
  const errors: string[] = [];
  boss.on('error', (error) => errors.push(error.message));
  const startedBoss = performance.now();
  try {
    await boss.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`pg-boss did not start on ${name}: ${reason}`);
    for (const rates of library) rates.note = `did not start: ${reason}`;
  }
  const bossUp = library[0]!.note === undefined;
  if (bossUp) console.log(`pg-boss started (made its schema) in ${Math.round(performance.now() - startedBoss)} ms`);

  for (let run = 0; run < RUNS; run += 1) {
    const runOurs = async () => {
      const rates = await benchOurs(orm);
      ours.enqueue.push(rates.enqueue);
      ours.work.push(rates.work);
    };
    const runLibrary = async () => {
      if (!bossUp) return;
      for (const [index, config] of CONFIGS.entries()) {
        const rates = library[index]!;
        if (rates.note) continue;
        const queue = `bench-${run}-${index}`;
        try {
          if (config.busy) {
            rates.enqueue.push(await sendAll(boss, queue, JOBS));
            rates.work.push(await drain(boss, countDb, queue, config.batchSize));
          } else {
            // Enough for the window at one batch per polling interval (not timed: the queuing figures are above).
            await boss.createQueue(queue);
            await boss.insert(Array.from({ length: config.batchSize * 8 }, (_, i) => ({ name: queue, data: message(i) })));
            rates.work.push(await window(boss, queue, config.batchSize));
          }
        } catch (error) {
          rates.note = error instanceof Error ? error.message : String(error);
        }
        // Each queue is a table (partition) of its own, left in place: the next configuration starts on an empty one.
        await sleep(300);
      }
    };
    if (run % 2 === 0) {
      await runOurs();
      await runLibrary();
    } else {
      await runLibrary();
      await runOurs();
    }
    console.log(`run ${run + 1} done (load ${load()})`);
  }
  if (bossUp) await boss.stop({ graceful: true, wait: true, timeout: 5000 });

  // Whole jobs/s, with a decimal below 10 (a worker polling every 2 s works 0.5 jobs/s).
  const rate = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
  const range = (values: number[]) => `${rate(Math.min(...values))}-${rate(Math.max(...values))}`;
  const figure = (values: number[]) => (values.length ? `${rate(median(values))} (${range(values)})` : '-');
  const ratio = (values: number[], base: number[]) => {
    if (!values.length || !base.length) return '-';
    const times = median(values) / median(base);
    return `${times < 0.1 ? times.toFixed(4) : times.toFixed(2)}x`;
  };
  console.log(`\n| ${name} | queue, jobs/s | work, jobs/s | work vs ours |`);
  console.log('| --- | --- | --- | --- |');
  console.log(`| ours: enqueueMail + MailWorker, concurrency ${CONCURRENCY} | ${figure(ours.enqueue)} | ${figure(ours.work)} | 1.00x |`);
  for (const [index, config] of CONFIGS.entries()) {
    const rates = library[index]!;
    const note = rates.note ? ` (${rates.note})` : '';
    console.log(`| ${config.label}${note} | ${figure(rates.enqueue)} | ${figure(rates.work)} | ${ratio(rates.work, ours.work)} |`);
  }
  if (errors.length) console.log(`pg-boss reported ${errors.length} error(s), the first: ${errors[0]}`);
}

console.log(`load at start: ${load()}; Node ${process.version}; pg-boss 10.4.2; median (min-max) of ${RUNS} runs`);
if (process.env.TEST_DATABASE_URL) {
  const database = await createMigratedTestOrm();
  try {
    const url = database.orm.config.get('clientUrl') ?? '';
    // pg-boss as one would use it on a server: its own pool on the same database.
    await benchDatabase('PostgreSQL server', database.orm, { connectionString: url, application_name: 'queue-library-bench' });
  } finally {
    await database.close();
  }
} else console.log('PostgreSQL server: left out (set TEST_DATABASE_URL to a PostgreSQL server)');
if (EMBEDDED) {
  const database = await createMigratedTestOrm({ embedded: true });
  try {
    // The embedded database serves one connection: pg-boss runs its statements through the ORM's pool of one.
    await benchDatabase('embedded database', database.orm, { db: ormPoolDb(database.orm) });
  } finally {
    await database.close();
  }
}
console.log(`\nload at end: ${load()}`);

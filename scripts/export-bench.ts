// `npm run bench` (exports): how long GET /api/admin/activity/export.csv takes for 100,000 and 1,000,000
// activity entries, how much the server's resident memory (VmRSS) grows while it streams, and how long other
// requests wait meanwhile. Runs the server's sources on a throwaway database on the local PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres); BENCH_EXPORT_ROWS picks the sizes
// (default "100000,1000000"). Writes the "export-bench" section of BENCHMARKS.md.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { benchSizes, openBenchApp } from './bench-database.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';

const SIZES = benchSizes('BENCH_EXPORT_ROWS', '100000,1000000');
/** How often the server's VmRSS is read during a download. */
const SAMPLE_MS = 20;
/** How often another request is timed during a download. */
const PROBE_MS = 100;

/** The resident memory of process `pid` in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** What one download measured. */
interface ExportRun {
  rows: number;
  ms: number;
  bytes: number;
  lines: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** The slowest answer of GET /api/user while the download ran. */
  probeMaxMs: number;
  probes: number;
}

/** Downloads the whole activity export as `cookie`, reading the body as it comes, sampling the server's memory. */
async function timeExport(url: string, cookie: string, pid: number, rows: number): Promise<ExportRun> {
  const rssBeforeMiB = rssMiB(pid);
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => {
    rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
  }, SAMPLE_MS);
  let probing = true;
  let probeMaxMs = 0;
  let probes = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await (await fetch(`${url}/api/user`, { headers: { Cookie: cookie } })).text();
      probeMaxMs = Math.max(probeMaxMs, performance.now() - started);
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
    }
  })();
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${url}/api/admin/activity/export.csv`, { headers: { Cookie: cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}`);
    const reader = res.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
    probing = false;
    await probe;
  }
  const ms = performance.now() - started;
  rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
  return { rows, ms, bytes, lines, rssBeforeMiB, rssPeakMiB, probeMaxMs, probes };
}

const loadBefore = loadavg()[0] ?? 0;
const runs: ExportRun[] = [];
const app = await openBenchApp('localrank_export_bench');
const { server, adminCookie: cookie } = app;
const db = new pg.Client({ connectionString: app.databaseUrl });
try {
  await db.connect();
  let inserted = 0;
  for (const size of SIZES) {
    // Rows with the escaping an export has to do, a few timestamps shared, in chunks of 100,000 inserts.
    while (inserted < size) {
      const count = Math.min(100_000, size - inserted);
      await db.query(
        `insert into activity_entries (at, actor_name, kind, summary, link)
         select now() - make_interval(secs => ($1 + g) / 3.0), 'bench' || (g % 7), 'team.role-changed',
                'Made "member ' || g || '", an admin', '/admin/team?search=member' || g
         from generate_series(1, $2) g`,
        [inserted, count],
      );
      inserted += count;
    }
    await db.query('analyze activity_entries');
    const run = await timeExport(server.url, cookie, server.child.pid!, size);
    // The header, the admin's sign-in and every inserted entry.
    if (run.lines !== size + 2) throw new Error(`the export of ${size} entries had ${run.lines} lines`);
    runs.push(run);
    console.log(
      `${size} entries: ${Math.round(run.ms)} ms, ${(run.bytes / 2 ** 20).toFixed(1)} MiB, RSS ${run.rssBeforeMiB.toFixed(0)} -> ${run.rssPeakMiB.toFixed(0)} MiB, slowest other request ${Math.round(run.probeMaxMs)} ms`,
    );
  }
} finally {
  await db.end().catch(() => undefined);
  await app.close();
}

const section = [
  '## CSV export (activity log)',
  '',
  `GET /api/admin/activity/export.csv as an admin on PostgreSQL, read as it streams; server from its sources (tsx), load before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}. RSS is the server's VmRSS, sampled every ${SAMPLE_MS} ms; the other request is GET /api/user every ${PROBE_MS} ms during the download.`,
  '',
  '| entries | time (ms) | rows/s | file (MiB) | RSS before (MiB) | RSS peak (MiB) | growth (MiB) | slowest other request (ms) |',
  '|---|---|---|---|---|---|---|---|',
  ...runs.map(
    (run) =>
      `| ${run.rows.toLocaleString('en')} | ${Math.round(run.ms)} | ${Math.round(run.rows / (run.ms / 1000)).toLocaleString('en')} | ${(run.bytes / 2 ** 20).toFixed(1)} | ${run.rssBeforeMiB.toFixed(0)} | ${run.rssPeakMiB.toFixed(0)} | ${(run.rssPeakMiB - run.rssBeforeMiB).toFixed(0)} | ${Math.round(run.probeMaxMs)} (${run.probes} requests) |`,
  ),
].join('\n');
writeBenchmarkSection('export-bench', section);
console.log(section);

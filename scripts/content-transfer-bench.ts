// `npm run bench` (content transfer): how long GET /api/admin/content/export takes for 10,000 posts (each with a
// kept revision) and how much the server's resident memory (VmRSS) grows while it streams; then how long the import
// of that archive into a second, empty site takes and how much that server grows. Servers from their sources on
// throwaway databases on the local PostgreSQL (BENCH_DATABASE_URL); BENCH_CONTENT_POSTS picks the sizes (default
// "10000"). Writes the "content-transfer-bench" section of BENCHMARKS.md.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { benchSizes, openBenchApp, type BenchApp } from './bench-database.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';

const SIZES = benchSizes('BENCH_CONTENT_POSTS', '10000');
/** How often a server's VmRSS is read while it works. */
const SAMPLE_MS = 20;

/** The resident memory of process `pid` in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Runs `work` while sampling the VmRSS of `app`'s server: its result, the time and the memory before and at peak. */
async function measured<T>(app: BenchApp, work: () => Promise<T>): Promise<{ result: T; ms: number; beforeMiB: number; peakMiB: number }> {
  const pid = app.server.child.pid!;
  const beforeMiB = rssMiB(pid);
  let peakMiB = beforeMiB;
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(pid))), SAMPLE_MS);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, beforeMiB, peakMiB: Math.max(peakMiB, rssMiB(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** What one size measured. */
interface TransferRun {
  posts: number;
  archiveBytes: number;
  exportMs: number;
  exportGrowthMiB: number;
  importMs: number;
  importGrowthMiB: number;
  created: number;
}

const loadBefore = loadavg()[0] ?? 0;
const runs: TransferRun[] = [];
for (const size of SIZES) {
  const source = await openBenchApp('localrank_content_export_bench');
  const target = await openBenchApp('localrank_content_import_bench');
  try {
    const db = new pg.Client({ connectionString: source.databaseUrl });
    await db.connect();
    await db.query(
      `insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, author)
       select 'Bench post ' || g, 'bench-post-' || g, 'An excerpt of post ' || g || '.', '<p>' || repeat('A sentence about local search. ', 40) || g || '</p>',
              'published', now() - g * interval '1 minute', '["Local SEO"]'::jsonb, 'Bench Writer'
         from generate_series(1, $1::int) g`,
      [size],
    );
    await db.query(
      `insert into blog_post_revisions (post_id, revision, action, snapshot)
       select id, 1, 'created', jsonb_build_object('title', title, 'slug', slug, 'content', content) from blog_posts where slug like 'bench-post-%'`,
    );
    await db.end();
    const exported = await measured(source, async () => {
      const res = await fetch(`${source.server.url}/api/admin/content/export`, { headers: { Cookie: source.adminCookie } });
      if (res.status !== 200) throw new Error(`the export answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    });
    const imported = await measured(target, async () => {
      const res = await fetch(`${target.server.url}/api/admin/content/import`, {
        method: 'POST',
        headers: {
          Cookie: target.adminCookie,
          'Content-Type': 'application/gzip',
          'Sec-Fetch-Site': 'same-origin',
          Origin: target.server.url,
        },
        body: exported.result,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`the import answered ${res.status}: ${text}`);
      return JSON.parse(text) as { counts: { posts: { created: number } } };
    });
    const run: TransferRun = {
      posts: size,
      archiveBytes: exported.result.length,
      exportMs: exported.ms,
      exportGrowthMiB: exported.peakMiB - exported.beforeMiB,
      importMs: imported.ms,
      importGrowthMiB: imported.peakMiB - imported.beforeMiB,
      created: imported.result.counts.posts.created,
    };
    if (run.created < size) throw new Error(`the import created ${run.created} of ${size} posts`);
    runs.push(run);
    console.log(
      `${size} posts: export ${Math.round(run.exportMs)} ms (RSS +${run.exportGrowthMiB.toFixed(0)} MiB), archive ${(run.archiveBytes / 2 ** 20).toFixed(2)} MiB, import ${Math.round(run.importMs)} ms (RSS +${run.importGrowthMiB.toFixed(0)} MiB)`,
    );
  } finally {
    await source.close();
    await target.close();
  }
}

const section = [
  '## Content export and import',
  '',
  `GET /api/admin/content/export from a site with N published posts (each with one kept revision), then POST /api/admin/content/import of that archive into an empty site, both on PostgreSQL; servers from their sources (tsx), load before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}. RSS growth is each server's VmRSS peak (sampled every ${SAMPLE_MS} ms) minus its value before.`,
  '',
  '| posts | export (ms) | export RSS growth (MiB) | archive (MiB) | import (ms) | import RSS growth (MiB) |',
  '|---|---|---|---|---|---|',
  ...runs.map(
    (run) =>
      `| ${run.posts.toLocaleString('en')} | ${Math.round(run.exportMs)} | ${run.exportGrowthMiB.toFixed(0)} | ${(run.archiveBytes / 2 ** 20).toFixed(2)} | ${Math.round(run.importMs)} | ${run.importGrowthMiB.toFixed(0)} |`,
  ),
].join('\n');
writeBenchmarkSection('content-transfer-bench', section);
console.log(section);

// `npm run bench` (import): how long POST /api/admin/blog/import-wordpress takes for a WordPress export of 500 posts
// (BENCH_IMPORT_POSTS), each with its own featured image served by a local HTTP server (allow-listed through
// WORDPRESS_IMPORT_HOSTS) and shown in its body; then checks every post is readable and every old URL redirects.
// Before it, the dry run of the same file (…/preview, then …/cancel) is timed.
// Runs the server's sources on a throwaway database on the local PostgreSQL. Writes the "import-bench" section of
// BENCHMARKS.md. The goal (issue 32): under a minute.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { benchSizes, openBenchApp } from './bench-database.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { buildWxr, manyPosts } from '../e2e/fixtures/wxr-fixture.ts';

const [POSTS = 500] = benchSizes('BENCH_IMPORT_POSTS', '500');

/** A distinct 320×200 PNG per index (a colour of its own), as a site's photos are distinct files. */
async function photo(index: number): Promise<Buffer> {
  const colour = { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 };
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const images = createServer((request, response) => {
  const match = /^\/wp-content\/uploads\/photo-(\d+)\.png$/.exec(request.url ?? '');
  if (!match) return void response.writeHead(404).end();
  void photo(Number(match[1])).then((bytes) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(bytes));
});
await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
const site = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
const wxr = buildWxr({ siteUrl: site, items: manyPosts(POSTS, { imageUrl: (index) => `${site}/wp-content/uploads/photo-${index}.png` }) });

const loadBefore = loadavg()[0] ?? 0;
const app = await openBenchApp('localrank_import_bench', { env: { WORDPRESS_IMPORT_HOSTS: '127.0.0.1' } });
/** What the run measured. */
interface ImportRun {
  dryRunMs: number;
  importMs: number;
  checkMs: number;
  report: { imported: number; skipped: number; images: number; redirects: number };
}

/** Imports the export as the admin, then reads every post and follows every old URL once. */
async function measure(): Promise<ImportRun> {
  const headers = { 'Content-Type': 'application/xml', Cookie: app.adminCookie, Origin: app.server.url };
  const dryStarted = performance.now();
  const dry = await fetch(`${app.server.url}/api/admin/blog/import-wordpress/preview`, { method: 'POST', headers, body: wxr });
  const preview = (await dry.json()) as { token: string; posts: { total: number } };
  const dryRunMs = performance.now() - dryStarted;
  if (dry.status !== 200 || preview.posts.total !== POSTS)
    throw new Error(`the dry run answered ${dry.status}: ${JSON.stringify(preview).slice(0, 300)}`);
  await fetch(`${app.server.url}/api/admin/blog/import-wordpress/cancel`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: preview.token }),
  });

  const started = performance.now();
  const res = await fetch(`${app.server.url}/api/admin/blog/import-wordpress`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml', Cookie: app.adminCookie, Origin: app.server.url },
    body: wxr,
  });
  const report = (await res.json()) as ImportRun['report'];
  const importMs = performance.now() - started;
  if (res.status !== 200 || report.imported !== POSTS)
    throw new Error(`the import answered ${res.status}: ${JSON.stringify(report).slice(0, 300)}`);

  // Every post readable, every old URL (/YYYY/MM/slug/ and /?p=ID) a 301 to it.
  const checked = performance.now();
  for (const item of manyPosts(POSTS)) {
    const slug = item.slug;
    const post = await fetch(`${app.server.url}/trpc/blogPost.bySlug?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
    if (post.status !== 200) throw new Error(`/blog/${slug} answered ${post.status}`);
    await post.arrayBuffer();
    for (const old of [`/${item.date!.slice(0, 4)}/${item.date!.slice(5, 7)}/${slug}/`, `/?p=${item.id}`]) {
      const moved = await fetch(`${app.server.url}${old}`, { redirect: 'manual' });
      if (moved.status !== 301 || moved.headers.get('location') !== `/blog/${slug}`)
        throw new Error(`${old} answered ${moved.status} ${moved.headers.get('location')}`);
    }
  }
  return { dryRunMs, importMs, checkMs: performance.now() - checked, report };
}

let run: ImportRun;
try {
  run = await measure();
} finally {
  await app.close();
  images.close();
}
const { dryRunMs, importMs, checkMs, report } = run;

const section = [
  '## WordPress import',
  '',
  `POST /api/admin/blog/import-wordpress with a generated WXR 1.2 export (e2e/fixtures/wxr-fixture.ts) of ${POSTS} published posts, each with its own 320×200 PNG as featured image and in its body, fetched from a local HTTP server; server from its sources (tsx) on PostgreSQL, load before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)} (2 cores). Goal: under 60 s.`,
  '',
  '| posts | file (KiB) | dry run (s) | import (s) | posts/s | images stored | old URLs mapped | check: every post read, every old URL 301 (s) |',
  '|---|---|---|---|---|---|---|---|',
  `| ${POSTS} | ${Math.round(Buffer.byteLength(wxr) / 1024)} | ${(dryRunMs / 1000).toFixed(1)} | ${(importMs / 1000).toFixed(1)} | ${(POSTS / (importMs / 1000)).toFixed(1)} | ${report.images} | ${report.redirects} | ${(checkMs / 1000).toFixed(1)} |`,
].join('\n');
writeBenchmarkSection('import-bench', section);
console.log(section);

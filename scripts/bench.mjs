// `npm run bench`: every workspace benchmark in turn; each writes its own BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const workspaces = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).workspaces;
let failed = false;
for (const dir of workspaces) {
  const pkg = JSON.parse(readFileSync(new URL(`../${dir}/package.json`, import.meta.url), 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n== ${pkg.name}: npm run bench`);
  const result = spawnSync('npm', ['run', 'bench', '-w', pkg.name], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
console.log('\n== public site: Lighthouse');
if (spawnSync('npx', ['tsx', 'scripts/lighthouse-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== page builder screen: Chromium');
if (spawnSync('npx', ['tsx', 'scripts/builder-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
// After Lighthouse, which rewrites BENCHMARKS.md: the HTTP figures go into their own marked section.
console.log('\n== HTTP: throughput, two instances, mixed load, first answer, SIGKILL');
if (
  !existsSync(new URL('../server/dist/main.js', import.meta.url)) &&
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0
)
  failed = true;
if (spawnSync('npx', ['tsx', 'scripts/http-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== forgot-password: the same time with or without an account');
if (spawnSync('npx', ['tsx', 'scripts/reset-timing-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== CSV export: 100,000 and 1,000,000 activity entries, time and server memory');
if (spawnSync('npx', ['tsx', 'scripts/export-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== WordPress import: 500 posts with their images');
if (spawnSync('npx', ['tsx', 'scripts/import-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== content at scale: the blog and the blog manager at 10 to 100,000 posts');
if (spawnSync('npx', ['tsx', 'scripts/scale-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== content export and import: 10,000 posts, time and server memory');
if (spawnSync('npx', ['tsx', 'scripts/content-transfer-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== SEO analysis as you type: Chromium, a 3,000-word post');
if (spawnSync('npx', ['tsx', 'scripts/seo-typing-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== mail queue against pg-boss 10: 2,000 jobs queued and worked, embedded database (and PostgreSQL with TEST_DATABASE_URL)');
if (spawnSync('npx', ['tsx', 'server/bench/queue-library-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
console.log('\n== newsletter e-mail: rendering a post of 1,000 to 40,000 words (time, size)');
if (spawnSync('npx', ['tsx', 'server/bench/post-email-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
// The SEO report and the backups need a PostgreSQL server to make their throwaway databases on.
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== SEO report: 10,000 posts');
  if (spawnSync('npx', ['tsx', 'server/bench/seo-report-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log('\n== backup and restore: the seed plus 10,000 posts, on a PostgreSQL server and the embedded database');
  if (spawnSync('npx', ['tsx', 'server/bench/backup-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log('\n== live changes across two instances: a page save, a post submitted for review');
  if (spawnSync('npx', ['tsx', 'server/bench/live-latency-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log('\n== content import: server memory while a 60 MB archive of media files is uploaded');
  if (spawnSync('npx', ['tsx', 'server/bench/content-import-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log('\n== newsletter: one send to 10,000 subscribers through a relay on loopback (e-mails/s, server memory)');
  if (spawnSync('npx', ['tsx', 'server/bench/newsletter-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log('\n== newsletter: 2,000 recipients, the server killed 5 times mid-send (missed recipients, second copies)');
  const kills = { ...process.env, NEWSLETTER_BENCH_KILLS: '5', NEWSLETTER_BENCH_RECIPIENTS: '2000' };
  if (spawnSync('npx', ['tsx', 'server/bench/newsletter-bench.ts'], { stdio: 'inherit', env: kills }).status !== 0) failed = true;
  console.log('\n== 404s and redirects: 100,000 404 paths, 20,000 rules, a 10,000-row import, counting');
  if (spawnSync('npx', ['tsx', 'server/bench/redirects-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log('\n== site analytics: 1,000 page views a second beside a page read, and a year of traffic (10,000,000 views) on the screen');
  if (spawnSync('npx', ['tsx', 'server/bench/analytics-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
  console.log("\n== the blog manager's Traffic and SEO list at 100,000 posts");
  if (spawnSync('npx', ['tsx', 'server/bench/post-traffic-bench.ts'], { stdio: 'inherit' }).status !== 0) failed = true;
} else
  console.log('\n== SEO report, backups, the content import and the newsletter: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
process.exit(failed ? 1 : 0);

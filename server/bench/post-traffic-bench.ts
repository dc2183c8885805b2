// `TEST_DATABASE_URL=postgres://… npx tsx server/bench/post-traffic-bench.ts` (in `npm run bench`): the blog
// manager's "Traffic and SEO" list at 100,000 published posts with their SEO analyses and 30 days of page views (8,000
// posts viewed a day): the first page, page 100 and the last page, medians of 9 with p10-p90, and the machine's load.
import { execFileSync } from 'node:child_process';
import { createOrm } from '../src/db/orm.ts';
import { prepareDatabase } from '../src/startup/prepare-database.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { insertPublishedPosts } from '../src/test/blog-post-rows.ts';
import { timedMedian } from './bench-stats.ts';
import { listPostTraffic } from '../src/analytics/post-traffic.service.ts';
const db = await createTestDatabase({ from: 'seeded' });
const orm = await createOrm(db.target);
try {
  await prepareDatabase(orm);
  await insertPublishedPosts(orm, 100_000, { prefix: 'Scale traffic' });
  const c = orm.em.getConnection();
  await c.execute(
    `insert into seo_analyses (kind, ref_id, name, path, admin_href, seo_score, readability_score, worst_text, analysed_from, analysed_by)
    select 'post', id::text, title, '/blog/' || slug, '/admin', (id * 37) % 101, 50, case when (id*37)%101 < 70 then 'The title is too short.' end, 'bench', 'save'
      from blog_posts on conflict (kind, ref_id) do nothing`,
    [],
    'run',
  );
  // 30 days of page views: 8,000 posts a day, Zipf-ish views.
  await c.execute(
    `insert into analytics_rollups (grain, period, dimension, key, visitors, views, visits)
    select 'day', date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - d * interval '1 day', 'page', '/blog/scale-traffic-' || p, 1 + 1000 / p, 1 + 2000 / p, 1 + 1000 / p
      from generate_series(0, 29) d, generate_series(1, 8000) p on conflict do nothing`,
    [],
    'run',
  );
  await c.execute('analyze', [], 'run');
  console.log('uptime before:', execFileSync('uptime', { encoding: 'utf8' }).trim());
  const now = new Date();
  console.log('first page:', await timedMedian(() => listPostTraffic(orm.em.fork(), 0, now), 9));
  console.log('page 100 (offset 4,950):', await timedMedian(() => listPostTraffic(orm.em.fork(), 4950, now), 9));
  console.log('last page (offset 99,950):', await timedMedian(() => listPostTraffic(orm.em.fork(), 99_950, now), 9));
  const first = await listPostTraffic(orm.em.fork(), 0, now);
  console.log(
    'total',
    first.total,
    'first rows',
    first.rows.slice(0, 2).map((r) => [r.seoScore, r.views, r.attention]),
  );
  console.log('uptime after:', execFileSync('uptime', { encoding: 'utf8' }).trim());
} finally {
  await orm.close(true);
  await db.drop();
}

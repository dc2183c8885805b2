// `TEST_DATABASE_URL=postgres://… npx tsx server/bench/related-posts-bench.ts`: an article's related posts at
// 100,000 posts (BENCH_RELATED_POSTS). On a throwaway database of that PostgreSQL, migrated and seeded, it loads posts
// of about 700 words (stored out of line, as real bodies are) in one or two of six categories over ten years, then times
// the first related-posts read after a write (a title saved elsewhere), 5 times each: the ranking of every public post
// this replaced, and the read through the index of category sets. Also times the start-up repair over the whole
// table. Prints the figures with the machine's load.
import { execFileSync } from 'node:child_process';
import { readCacheOf } from '../src/cache/read-cache.ts';
import { createOrm } from '../src/db/orm.ts';
import { prepareDatabase } from '../src/startup/prepare-database.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { RELATED_POSTS, relatedPosts, summariesInOrder } from '../src/blog/blog-post.service.ts';
import { publicPostSql } from '../src/blog/public-post.ts';
import { repairRelatedPostSets } from '../src/blog/related-post-sets.ts';

const POSTS = Number(process.env.BENCH_RELATED_POSTS ?? 100_000);
const RUNS = 5;
const SENTENCE_WORDS = `local search map pack ranking business profile reviews citations listing category photos posts questions
answers keywords service area website schedule holiday hours directions calls visits customers neighbourhood competitors
audit tracking grid distance relevance prominence backlinks schema markup mobile speed content agency clients report
insights bakery florist plumber dentist salon garage cafe studio clinic gym bookshop harbour morning weekend owner
street corner window menu price season market town village family friendly careful quick simple honest patient`;

/** The median and the spread (min-max) of `times`, as text. */
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  return `median ${middle.toFixed(1)} ms (min-max ${sorted[0]!.toFixed(1)}-${sorted[sorted.length - 1]!.toFixed(1)})`;
}

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server the bench may make a database on.');
const database = await createTestDatabase();
const orm = await createOrm(database.target);
try {
  await prepareDatabase(orm);
  const connection = orm.em.getConnection();
  let started = performance.now();
  // Bodies of 60 sentences (about 700 words) drawn from 48 made of a varied vocabulary: about 4 kB, stored out of line.
  const words = SENTENCE_WORDS.split(/\s+/).filter(Boolean);
  const sentences = Array.from({ length: 48 }, (_, s) =>
    Array.from({ length: 12 }, (_, w) => words[(s * 31 + w * 17 + s * w) % words.length]).join(' '),
  );
  await connection.execute(
    `with s as (select array(select jsonb_array_elements_text(?::jsonb)) as sentences)
     insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, seo)
     select 'Bench post ' || n, 'bench-post-' || n, 'An excerpt of post ' || n || '.',
            (select string_agg('<p>' || sentences[1 + abs(hashint4(n * 100 + k)) % 48] || '.</p>', '')
               from generate_series(1, 60) as k),
            case when n % 20 = 0 then 'draft' else 'published' end,
            timestamptz '2016-01-01' + n * (interval '3650 days' / ?::int),
            case when n % 2 = 0 then jsonb_build_array(labels[1 + n % 6])
                 else jsonb_build_array(labels[1 + n % 6], labels[1 + (n / 7 + 1) % 6]) end,
            '{}'
       from s, generate_series(1, ?::int) as n,
            (select array['Local SEO', 'Tutorials', 'Case Studies', 'Google Business Profile', 'Reviews', 'Web Design'] as labels) as l`,
    [JSON.stringify(sentences), POSTS, POSTS],
  );
  console.log(
    `${POSTS} posts inserted (with the index of category sets by its trigger) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await connection.execute('vacuum analyze blog_posts');
  await connection.execute('vacuum analyze blog_post_category_sets');

  started = performance.now();
  const repaired = await repairRelatedPostSets(orm.em.fork());
  console.log(`start-up repair over the whole table: ${(performance.now() - started).toFixed(0)} ms (${repaired} posts rewritten)`);

  /** The ranking this replaced: every public post, by shared categories then newest. */
  async function before(slug: string, categories: string[]): Promise<unknown> {
    const em = orm.em.fork();
    const visible = publicPostSql(new Date());
    const rows = await em.getConnection().execute<Array<{ id: number }>>(
      `select id from blog_posts
        where ${visible.sql} and slug <> ?
        order by (select count(*) from jsonb_array_elements_text(categories) as category
                   where category in (select jsonb_array_elements_text(?::jsonb))) desc,
                 published_at desc, id desc
        limit ?`,
      [...visible.bindings, slug, JSON.stringify(categories), RELATED_POSTS],
    );
    return summariesInOrder(
      em,
      rows.map((row) => row.id),
    );
  }

  /** A blog write (another post's title), which drops every cached blog read. */
  let writes = 0;
  async function write(): Promise<void> {
    writes += 1;
    await orm.em
      .fork()
      .getConnection()
      .execute(`update blog_posts set title = ? where slug = 'bench-post-1'`, [`Bench post 1 (${writes})`]);
    // The notify trigger tells every instance, this one too but not at once: drop the cache here as well.
    readCacheOf(orm).invalidate('blog');
  }

  const articles = [
    { name: 'an old article (2 categories)', slug: 'bench-post-9' },
    { name: 'a new article (1 category)', slug: `bench-post-${POSTS - 2}` },
  ];
  for (const article of articles) {
    const rows = await connection.execute<Array<{ categories: string[] }>>('select categories from blog_posts where slug = ?', [
      article.slug,
    ]);
    const categories = rows[0]!.categories;
    const timesBefore: number[] = [];
    const timesAfter: number[] = [];
    // One warm-up of each, then alternating runs, each the first read after a write.
    await before(article.slug, categories);
    await relatedPosts(orm.em.fork(), { slug: article.slug, categories });
    for (let run = 0; run < RUNS; run += 1) {
      await write();
      let at = performance.now();
      await before(article.slug, categories);
      timesBefore.push(performance.now() - at);
      await write();
      at = performance.now();
      await relatedPosts(orm.em.fork(), { slug: article.slug, categories });
      timesAfter.push(performance.now() - at);
    }
    console.log(`${article.name}, first related-posts read after a write at ${POSTS} posts:`);
    console.log(`  before (rank every public post): ${summary(timesBefore)}`);
    console.log(`  after (index of category sets):  ${summary(timesAfter)}`);
  }
  console.log(`load: ${load()}`);
} finally {
  await orm.close(true);
  await database.drop();
}

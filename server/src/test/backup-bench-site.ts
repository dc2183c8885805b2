import type pg from 'pg';

// The rows backup-bench.ts backs up and restores: posts with bodies of 620-1,600 words drawn from a vocabulary of
// thousands of words (a few common, most rare, as in English text, so the search index is as large as a real blog's),
// in 1-2 of 6 categories over ten years; newsletter subscribers; activity entries. Written by SQL, 10,000 rows a
// statement, so a site of 100,000 posts takes minutes rather than hours.

/** How many rows of each kind `insertBenchSite` writes. */
export interface BenchSiteSize {
  posts: number;
  subscribers: number;
  activity: number;
}

/** Words of the blog's subject; the rest of the vocabulary is made of syllables (pronounceable, not English). */
const SUBJECT_WORDS = `local search map pack ranking business profile reviews citations listing category photos posts questions
answers keywords service area website schedule holiday hours directions calls visits customers neighbourhood
competitors audit tracking grid distance relevance prominence backlinks schema markup mobile speed content agency
clients report insights bakery florist plumber dentist salon garage cafe studio clinic gym bookshop storefront signage
street weekly monthly guide checklist mistakes strategy update spam suspension verification postcard video reply
rating stars sentiment growth conversion the a of and to in is for that with on as it by be this are or from`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sta',
  'vor',
  'qui',
  'bel',
  'tan',
  'dro',
  'fe',
  'gli',
  'hux',
  'jo',
  'ne',
  'pra',
  'sul',
  'tor',
  'wy',
  'zen',
];

/** The vocabulary: the subject words first (the common ones), then 8,000 made-up words of two or three syllables. */
function vocabulary(): string[] {
  const words = [...SUBJECT_WORDS];
  for (let index = 0; words.length < SUBJECT_WORDS.length + 8_000; index++) {
    const n = SYLLABLES.length;
    const parts = [SYLLABLES[index % n]!, SYLLABLES[Math.floor(index / n) % n]!];
    if (index >= n * n) parts.push(SYLLABLES[Math.floor(index / (n * n)) % n]!);
    words.push(parts.join(''));
  }
  return words;
}

const LABELS = ['Local SEO', 'Google Updates', 'Tips & Tricks', 'Case Studies', 'Industry News', 'Tutorials'];
const STEP = 10_000;

/**
 * Writes `size` rows into the migrated and seeded database on `db`: posts (1 in 10 a draft), subscribers (most
 * confirmed) and activity entries, then analyzes the tables.
 */
export async function insertBenchSite(db: pg.ClientBase, size: BenchSiteSize): Promise<void> {
  const words = vocabulary();
  for (let start = 0; start < size.posts; start += STEP) {
    // A word's index is n·u³ for u uniform in [0, 1): the first words are by far the most frequent (Zipf-like).
    await db.query(
      `with v as (select $1::text[] as w, cardinality($1::text[]) as n, $2::text[] as labels)
       insert into blog_posts (title, slug, excerpt, content, author, status, published_at, categories, read_time, seo)
       select initcap(w[1 + abs(hashint4(g * 7)) % n] || ' ' || w[1 + abs(hashint4(g * 7 + 1)) % n]) || ' ' || g,
              'bench-post-' || g,
              'How a ' || w[1 + abs(hashint4(g * 7 + 3)) % n] || ' improves its ' || w[1 + abs(hashint4(g * 7 + 4)) % n] || '.',
              '<p>' || array_to_string(array(
                 select case when i % 90 = 0 then '</p><p>'
                             else w[1 + floor(n * power((abs(hashint4(g * 2003 + i)) % 1000000) / 1000000.0, 3))::int] end
                   from generate_series(1, 620 + abs(hashint4(g)) % 981) as i), ' ') || '</p>',
              'Bench Writer',
              case when g % 10 = 0 then 'draft' else 'published' end,
              timestamptz '2016-01-01' + g * interval '52 minutes',
              case when g % 3 = 0 then jsonb_build_array(labels[1 + g % 6], labels[1 + (g / 6) % 6]) else jsonb_build_array(labels[1 + g % 6]) end,
              '5 min read', '{}'
         from v, generate_series($3::int + 1, $4::int) as g`,
      [words, LABELS, start, Math.min(size.posts, start + STEP)],
    );
  }
  for (let start = 0; start < size.subscribers; start += STEP)
    await db.query(
      `insert into newsletter_subscriptions (email, source, created_at, confirmed_at, unsubscribe_token_hash)
       select 'reader' || g || '@example.com', 'footer', timestamptz '2018-01-01' + g * interval '13 minutes',
              case when g % 5 = 0 then null else timestamptz '2018-01-01' + g * interval '13 minutes' + interval '1 hour' end,
              md5('unsubscribe ' || g) || md5('bench ' || g)
         from generate_series($1::int + 1, $2::int) as g`,
      [start, Math.min(size.subscribers, start + STEP)],
    );
  for (let start = 0; start < size.activity; start += 10 * STEP)
    await db.query(
      `insert into activity_entries (at, actor_name, kind, summary, link)
       select timestamptz '2018-01-01' + g * interval '1 minute', 'Admin ' || (g % 7), 'team.role-changed',
              'Made "member ' || g || '", an admin', '/admin/team?search=member' || g
         from generate_series($1::int + 1, $2::int) as g`,
      [start, Math.min(size.activity, start + 10 * STEP)],
    );
  await db.query('analyze');
}

// The posts of the scale benchmark (scripts/scale-bench.ts), as a blog of ten years would hold them: bodies of 620 to
// 1,600 words drawn from a vocabulary of about 3,000 English words (scale-bench-words.txt) with a Zipf-like frequency, so
// a common word such as "customers" is in nearly every post and the words at the end of the list are rare; titles and
// excerpts from the same list (but for its last words, which only bodies hold); 1-2 of the 6 categories; publication
// dates spread over ten years; about 1 in 10 a draft. Generated in Node from a seeded generator (the same posts every
// run) and loaded one SQL statement per batch of posts, with the table's secondary indexes built once after the rows.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { BLOG_CATEGORIES } from '@app/contracts/blog-post';

/** The vocabulary, most common word first (duplicates dropped). */
export const WORDS: readonly string[] = [
  ...new Set(
    readFileSync(new URL('./scale-bench-words.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join(' ')
      .split(/\s+/)
      .filter(Boolean),
  ),
];

/** Each word's rank in WORDS. */
const RANK = new Map(WORDS.map((word, rank) => [word, rank]));

/** Words at this rank or later appear in bodies only, never in a title or an excerpt. */
export const BODY_ONLY_FROM = WORDS.length - 500;

/** A word most posts have (the "common word" case). */
export const COMMON_WORD = 'customers';
/** A second common word, searched with COMMON_WORD. */
export const SECOND_COMMON_WORD = 'local';
/** Two words the generator often writes together: the phrase search. */
export const PHRASE = 'opening hours';
/** Collocations a sentence sometimes carries, as real posts repeat their domain's phrases. */
const PHRASES = [PHRASE, 'business profile', 'harbour cafe', 'customer reviews', 'local search'];

/** The Zipf exponent: the word at rank r is drawn about (r + 2.7)^-1.05 as often as others. */
const ZIPF_EXPONENT = 1.05;
const ZIPF_SHIFT = 2.7;

/** A seeded generator of numbers in [0, 1) (mulberry32): the same posts in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf weights of the first `count` words of WORDS, ending at 1. */
function cumulativeWeights(count: number): Float64Array {
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += (rank + 1 + ZIPF_SHIFT) ** -ZIPF_EXPONENT;
    cumulative[rank] = total;
  }
  for (let rank = 0; rank < count; rank += 1) cumulative[rank]! /= total;
  return cumulative;
}

/** Slots of the inverse distribution: a uniform draw picks a slot, the slot names a word's rank (2^20 slots). */
const SLOTS = 1 << 20;

/** The inverse of `cumulative` as a table of SLOTS ranks: drawing a word is one lookup. */
function drawTable(cumulative: Float64Array): Uint16Array {
  const table = new Uint16Array(SLOTS);
  let rank = 0;
  for (let slot = 0; slot < SLOTS; slot += 1) {
    while (rank < cumulative.length - 1 && cumulative[rank]! < (slot + 0.5) / SLOTS) rank += 1;
    table[slot] = rank;
  }
  return table;
}

const ALL_WORDS_CUMULATIVE = cumulativeWeights(WORDS.length);
const ALL_WORDS = drawTable(ALL_WORDS_CUMULATIVE);
const TITLE_WORDS = drawTable(cumulativeWeights(BODY_ONLY_FROM));

/** The probability that one drawn body word is WORDS[rank]. */
export function wordProbability(rank: number): number {
  return ALL_WORDS_CUMULATIVE[rank]! - (rank > 0 ? ALL_WORDS_CUMULATIVE[rank - 1]! : 0);
}

function draw(random: () => number, table: Uint16Array): string {
  return WORDS[table[Math.floor(random() * SLOTS)]!]!;
}

const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence of `length` words (a collocation now and then), capitalised, with a comma or two. */
function sentence(random: () => number, length: number, table: Uint16Array): string[] {
  const words: string[] = [];
  while (words.length < length) {
    if (random() < 0.003) words.push(...PHRASES[Math.floor(random() * PHRASES.length)]!.split(' '));
    else words.push(draw(random, table));
  }
  words.length = length;
  if (length > 9 && random() < 0.5) words[between(random, 3, length - 4)] += ',';
  words[0] = capitalised(words[0]!);
  words[length - 1] += '.';
  return words;
}

/** One generated post, as the editor would have saved it (its body is paragraphs of HTML). */
export interface ScalePost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  /** The body's words (without its markup). */
  wordCount: number;
  status: 'published' | 'draft';
  /** ISO timestamp, or null for a draft. */
  publishedAt: string | null;
  categories: string[];
  readTime: string;
}

const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;
const TITLE_SHAPES: Array<(w: () => string) => string> = [
  (w) => `How to ${w()} your ${w()} ${w()}`,
  (w) => `${w()} ${w()} for ${w()} ${w()}`,
  (w) => `Why ${w()} ${w()} matters for ${w()}`,
  (w) => `The ${w()} guide to ${w()} ${w()}`,
  (w) => `${w()} and ${w()}: what ${w()} ${w()} need`,
  (w) => `${w()} ${w()} ${w()} in ${w()}`,
];

/**
 * Post number `n` (1 and up) of the benchmark, the same for the same `n` and `now`: a body of 620 to 1,600 words in
 * paragraphs of 3 to 7 sentences with a heading every few paragraphs; published at a time in the ten years before
 * `now`, or (about 1 in 10) a draft.
 */
export function scalePost(n: number, now: number): ScalePost {
  const random = seededRandom(n * 2654435761);
  const contentWord = () => {
    // Titles skip the first hundred words (the, of, and...) but for the shapes' own.
    let word = draw(random, TITLE_WORDS);
    while (RANK.get(word)! < 100) word = draw(random, TITLE_WORDS);
    return word;
  };
  const title = capitalised(TITLE_SHAPES[n % TITLE_SHAPES.length]!(contentWord));
  const excerpt = [
    ...sentence(random, between(random, 10, 18), TITLE_WORDS),
    ...sentence(random, between(random, 6, 12), TITLE_WORDS),
  ].join(' ');
  const target = between(random, 620, 1600);
  const html: string[] = [];
  let wordCount = 0;
  let paragraphs = 0;
  while (wordCount < target) {
    if (paragraphs > 0 && paragraphs % 4 === 0) {
      const heading = sentence(random, between(random, 3, 6), TITLE_WORDS);
      heading[heading.length - 1] = heading.at(-1)!.replace(/\.$/, '');
      html.push(`<h2>${heading.join(' ')}</h2>`);
      wordCount += heading.length;
    }
    const words: string[] = [];
    for (let s = between(random, 3, 7); s > 0 && wordCount + words.length < target; s -= 1) {
      words.push(...sentence(random, Math.min(between(random, 6, 24), Math.max(3, target - wordCount - words.length)), ALL_WORDS));
    }
    html.push(`<p>${words.join(' ')}</p>`);
    wordCount += words.length;
    paragraphs += 1;
  }
  const draft = random() < 0.1;
  const first = Math.floor(random() * BLOG_CATEGORIES.length);
  const categories = [BLOG_CATEGORIES[first]!.label];
  if (random() < 0.5) categories.push(BLOG_CATEGORIES[(first + 1 + Math.floor(random() * 5)) % BLOG_CATEGORIES.length]!.label);
  return {
    title,
    slug: `scale-post-${n}`,
    excerpt,
    content: html.join(''),
    wordCount,
    status: draft ? 'draft' : 'published',
    publishedAt: draft ? null : new Date(now - random() * TEN_YEARS_MS).toISOString(),
    categories,
    readTime: `${Math.max(1, Math.round(wordCount / 230))} min read`,
  };
}

/** Posts per INSERT statement. */
const BATCH = 1000;

/**
 * The secondary indexes of `table` (those no constraint owns), dropped while `load` runs and built again from their
 * own definitions after it, as a restore builds them after its rows: whatever indexes the code of the day has.
 * Resolves with the seconds the rebuild took.
 */
async function withIndexesBuiltAfter(db: pg.Client, table: string, load: () => Promise<void>): Promise<number> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  const rebuild = async () => {
    await db.query(`set maintenance_work_mem = '256MB'`);
    for (const { definition } of rows) await db.query(definition);
    await db.query('reset maintenance_work_mem');
    await db.query(`vacuum analyze "${table}"`);
  };
  for (const { name } of rows) await db.query(`drop index if exists "${name}"`);
  try {
    await load();
  } catch (error) {
    await rebuild();
    throw error;
  }
  const started = performance.now();
  await rebuild();
  return (performance.now() - started) / 1000;
}

/** How a load went: the seconds spent writing the rows and building the indexes, and the body words written. */
export interface LoadFigures {
  rowsSeconds: number;
  indexSeconds: number;
  words: number;
}

/**
 * Inserts posts number `from`+1 to `to` (see `scalePost`) into blog_posts, one INSERT of unnested arrays per 1,000
 * posts, with the table's secondary indexes dropped during the load and built after it.
 */
export async function loadScalePosts(db: pg.Client, from: number, to: number, now = Date.now()): Promise<LoadFigures> {
  const figures: LoadFigures = { rowsSeconds: 0, indexSeconds: 0, words: 0 };
  if (to <= from) return figures;
  const started = performance.now();
  const batch = (first: number) => {
    const posts: ScalePost[] = [];
    for (let n = first + 1; n <= Math.min(to, first + BATCH); n += 1) posts.push(scalePost(n, now));
    figures.words += posts.reduce((sum, post) => sum + post.wordCount, 0);
    return posts;
  };
  figures.indexSeconds = await withIndexesBuiltAfter(db, 'blog_posts', async () => {
    let posts = batch(from);
    for (let start = from; start < to; start += BATCH) {
      const column = <K extends keyof ScalePost>(key: K) => posts.map((post) => post[key]);
      const written = db.query(
        `insert into blog_posts (title, slug, excerpt, content, author, status, published_at, categories, read_time, seo,
                                 created_at, updated_at)
         select title, slug, excerpt, content, 'Bench Writer', status, published_at, categories::jsonb, read_time, '{}',
                coalesce(published_at, now()), coalesce(published_at, now())
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::text[])
                as p(title, slug, excerpt, content, status, published_at, categories, read_time)`,
        [
          column('title'),
          column('slug'),
          column('excerpt'),
          column('content'),
          column('status'),
          column('publishedAt'),
          posts.map((post) => JSON.stringify(post.categories)),
          column('readTime'),
        ],
      );
      // The next batch is generated while the database writes this one.
      posts = start + BATCH < to ? batch(start + BATCH) : [];
      await written;
      if ((start - from) % 10_000 === 10_000 - BATCH) console.log(`  ${Math.min(to, start + BATCH) - from} of ${to - from} posts written`);
    }
    figures.rowsSeconds = (performance.now() - started) / 1000;
  });
  return figures;
}

import {
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_COUNT_LIMIT,
  listPageCount,
  type BlogListItem,
  type BlogListPage,
  type BlogListQuery,
  type BlogTotalBound,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import {
  bodyStatement,
  closeWordsStatement,
  countStatement,
  headCountStatement,
  HEAD_PROBE_LIMIT,
  headStatement,
  phraseCandidatesStatement,
  withoutPhrases,
  parseStatement,
  phraseCountStatement,
  phraseStatement,
  planSettings,
  searchScope,
  SEARCH_PROBE_LIMIT,
  type SearchPlan,
  type SearchStatement,
} from './blog-search-sql.ts';
import { summariesInOrder } from './blog-post.service.ts';
import { snippetParts, SNIPPET_START, SNIPPET_STOP } from './search-snippet.ts';

// ts_headline's options: up to two passages of about 12-30 words around the matches, marked with control
// characters no article text holds (its tags are dropped first), so the marks can be split off safely.
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MinWords=12, MaxWords=30, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

function run<T>(em: EntityManager, statement: SearchStatement): Promise<T[]> {
  return em.getConnection().execute<T[]>(statement.sql, statement.bindings, 'all', em.getTransactionContext());
}

/** Runs `statement` planned as `plan` (see `SearchPlan`), in a transaction of its own that the settings end with. */
function runPlanned<T>(em: EntityManager, plan: SearchPlan, statement: SearchStatement): Promise<T[]> {
  return em.fork().transactional(async (tx: EntityManager) => {
    await run(tx, planSettings(plan));
    return run<T>(tx, statement);
  });
}

/** What a count statement counted. */
function matchesOf(rows: Array<{ matches: string | number }>): number {
  return Number(rows[0]?.matches ?? 0);
}

/** One page of results: the posts' ids in order, how many matched and how far that is from exact (absent: exact). */
interface Found {
  ids: number[];
  total: number;
  bound?: BlogTotalBound;
}

/** A count of up to one past `BLOG_SEARCH_COUNT_LIMIT` as the page's total: the limit, and 'moreThan', past it. */
function counted(matches: number): Pick<Found, 'total' | 'bound'> {
  return matches > BLOG_SEARCH_COUNT_LIMIT ? { total: BLOG_SEARCH_COUNT_LIMIT, bound: 'moreThan' } : { total: matches };
}

/** A count made exact where the page shows where the results end: a first page with none, or one short of full. */
function settled(found: Found, start: number, room: number): Found {
  const { ids } = found;
  if (start === 0 && ids.length === 0) return { ids, total: 0 };
  return ids.length > 0 && ids.length < room ? { ids, total: start + ids.length } : found;
}

/** How many results page `page` may still show: pages reach no further than `BLOG_SEARCH_COUNT_LIMIT` results. */
function pageRoom(page: number): { start: number; room: number } {
  const start = (page - 1) * BLOG_PAGE_SIZE;
  return { start, room: Math.max(0, Math.min(BLOG_PAGE_SIZE, BLOG_SEARCH_COUNT_LIMIT - start)) };
}

/**
 * Page `page` of the posts matching a tsquery (as text): the ranked head candidates, then the other matches newest
 * first. The matches are counted first through the GIN indexes (no further than `SEARCH_PROBE_LIMIT`); up to that
 * many are then read the same way, more newest first by date (dense enough to fill a page soon).
 */
async function findByQuery(em: EntityManager, scope: SearchStatement, query: string, page: number): Promise<Found> {
  const { start, room } = pageRoom(page);
  const words = withoutPhrases(query);
  // A phrase is checked against each post's positions (read from its document): count the posts with all its words.
  const [headMatches, wordMatches] = await Promise.all([
    runPlanned<{ matches: string | number }>(em, 'bitmap', headCountStatement(scope, query)).then(matchesOf),
    runPlanned<{ matches: string | number }>(em, 'bitmap', countStatement(scope, words)).then(matchesOf),
  ]);
  if (words !== query && wordMatches > SEARCH_PROBE_LIMIT) return findPhraseAmongNewest(em, scope, query, words, start, room);
  // Few enough posts with the words: count those with the phrase among them.
  const matches =
    words !== query && wordMatches > 0
      ? matchesOf(await runPlanned<{ matches: string | number }>(em, 'bitmap', countStatement(scope, query)))
      : wordMatches;
  if (matches === 0) return { ids: [], total: 0 };
  const head =
    headMatches === 0
      ? []
      : (await runPlanned<{ id: number }>(em, headMatches > HEAD_PROBE_LIMIT ? 'ordered' : 'bitmap', headStatement(scope, query))).map(
          (row) => row.id,
        );
  const fromHead = head.slice(start, start + room);
  const wanted = room - fromHead.length;
  const body =
    wanted > 0
      ? await runPlanned<{ id: number }>(
          em,
          matches > SEARCH_PROBE_LIMIT ? 'ordered' : 'bitmap',
          bodyStatement(scope, query, head, wanted, Math.max(0, start - head.length)),
        )
      : [];
  return settled({ ids: [...fromHead, ...body.map((row) => row.id)], ...counted(matches) }, start, room);
}

/**
 * A phrase whose words are in more than `SEARCH_PROBE_LIMIT` posts: its matches among the newest `PHRASE_CANDIDATES`
 * posts with the words, newest first (checking every post for it would read them all); more may be older.
 */
async function findPhraseAmongNewest(
  em: EntityManager,
  scope: SearchStatement,
  query: string,
  words: string,
  start: number,
  room: number,
): Promise<Found> {
  const rows = await runPlanned<{ id: number; matches: string | number }>(
    em,
    'ordered',
    phraseCandidatesStatement(scope, query, words, Math.max(room, 1), start),
  );
  const matches = matchesOf(rows);
  const ids = room > 0 ? rows.map((row) => row.id) : [];
  // The count of the candidates' matches is only a floor: older posts were not looked at.
  return matches > 0 ? { ids, total: Math.min(matches, BLOG_SEARCH_COUNT_LIMIT), bound: 'moreThan' } : { ids, total: 0 };
}

/** Page `page` of the posts whose title or excerpt contains `text` (a search made only of stop words), newest first. */
async function findByPhrase(em: EntityManager, scope: SearchStatement, text: string, page: number): Promise<Found> {
  const { start, room } = pageRoom(page);
  const matches = matchesOf(await runPlanned<{ matches: string | number }>(em, 'bitmap', phraseCountStatement(scope, text)));
  const rows =
    room > 0 && matches > 0
      ? await runPlanned<{ id: number }>(em, matches > SEARCH_PROBE_LIMIT ? 'ordered' : 'bitmap', phraseStatement(scope, text, room, start))
      : [];
  return settled({ ids: rows.map((row) => row.id), ...counted(matches) }, start, room);
}

/** Whether the database has pg_trgm (the admin_list_indexes migration installs it where the database allows), per ORM. */
const trigramsInstalled = new WeakMap<object, Promise<boolean>>();

/** Whether pg_trgm is installed (asked once per ORM): the typo correction needs its similarity operator. */
export function hasTrigrams(em: EntityManager): Promise<boolean> {
  let known = trigramsInstalled.get(em.config);
  if (!known) {
    known = run<{ installed: boolean }>(em, {
      sql: `select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`,
      bindings: [],
    }).then((rows) => rows[0]?.installed === true);
    trigramsInstalled.set(em.config, known);
  }
  return known;
}

/**
 * For a search with a word no post holds: the tsquery (as text) of its words with each such word replaced by the
 * closest word the posts hold (see `closeWordsStatement`), all required. Null when every word is known, when no
 * unknown word has a close one, or without pg_trgm.
 */
async function correctedQuery(em: EntityManager, text: string): Promise<string | null> {
  if (!(await hasTrigrams(em))) return null;
  const words = await run<{ lexeme: string; known: boolean; closest: string | null }>(em, closeWordsStatement(text));
  if (!words.some((word) => word.closest !== null)) return null;
  const kept = words.flatMap((word) => (word.known ? [word.lexeme] : word.closest !== null ? [word.closest] : []));
  const [row] = await run<{ query: string }>(em, {
    sql: `select plainto_tsquery('simple', ?)::text as query`,
    bindings: [kept.join(' ')],
  });
  return row?.query || null;
}

/** The marked passages of the excerpt and body of each post that match the tsquery (as text), by post id. */
async function headlinesOf(em: EntityManager, ids: readonly number[], query: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await run<{ id: number; headline: string }>(em, {
    sql: `select id, ts_headline('english', coalesce(excerpt, '') || ' ' || left(blog_post_plain_text(content), 300000), ?::tsquery, ?) as headline
            from blog_posts where id in (${ids.map(() => '?').join(', ')})`,
    bindings: [query, HEADLINE_OPTIONS, ...ids],
  });
  return new Map(rows.map((row) => [row.id, row.headline]));
}

/**
 * A page of search results (`BlogListPage` with `q`): public posts matching the text, in the category if one is asked
 * for, at a cost that does not grow with the number of posts. The rules, in order:
 *
 * 1. The text is read as a web search (words, "a phrase", -word, or) in English with stemming ('photographing'
 *    finds 'photographed').
 * 2. Head candidates come first: of the newest `HEAD_CANDIDATES` (24) posts whose title or excerpt matches, ranked
 *    by ts_rank over title and excerpt (a title word weighs 1, an excerpt word 0.4; newest first among equals).
 * 3. Then every other matching post (by its body, or an older title match) newest first, with no ranking: ranking
 *    every match of a common word would read them all.
 * 4. The count stops at `BLOG_SEARCH_COUNT_LIMIT` (1,000: `totalBound` 'moreThan' past it), and pages reach no
 *    further. Each statement's plan is chosen from that count, not from the planner's guess (see `SearchPlan`).
 * 5. A phrase ("local business") whose words are together in more than `SEARCH_PROBE_LIMIT` (2,000) posts is looked
 *    for among the newest `PHRASE_CANDIDATES` (400) of them only, newest first, its count 'moreThan' what they hold.
 * 6. Text made only of stop words ('how to') finds the titles and excerpts containing it, newest first.
 * 7. When nothing matches and a word of the text is in no post, each such word is replaced by the closest word of
 *    the published posts (trigram similarity over the word list `derived.search_words`, through its index) and the search runs
 *    again by rules 2-5, flagged `closeMatches`: a typo of a title word or of a word found only in bodies.
 *
 * Each result carries the passage of its excerpt or body that matched (null when only the title did).
 */
export async function loadSearchPage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  const scope = searchScope(query.category, now());
  const [parsed] = await run<{ query: string; nodes: string | number }>(em, parseStatement(query.q));
  const words = Number(parsed?.nodes ?? 0) > 0 ? parsed!.query : null;
  const exact = words ? await findByQuery(em, scope, words, query.page) : await findByPhrase(em, scope, query.q, query.page);
  const result: BlogListPage = {
    posts: [],
    featured: null,
    total: 0,
    page: query.page,
    pageCount: 1,
    pageSize: BLOG_PAGE_SIZE,
    category: query.category,
    q: query.q,
    closeMatches: false,
  };
  let found = exact;
  let matched = words;
  if (exact.total === 0) {
    const corrected = await correctedQuery(em, query.q);
    if (corrected === null) return result;
    found = await findByQuery(em, scope, corrected, query.page);
    if (found.total === 0) return result;
    matched = corrected;
    result.closeMatches = true;
  }
  const [posts, headlines] = await Promise.all([
    summariesInOrder(em, found.ids),
    matched ? headlinesOf(em, found.ids, matched) : Promise.resolve(new Map<number, string>()),
  ]);
  return {
    ...result,
    posts: posts.map((post): BlogListItem => ({ ...post, snippet: snippetParts(headlines.get(post.id) ?? '') })),
    total: found.total,
    ...(found.bound ? { totalBound: found.bound } : {}),
    pageCount: listPageCount(Math.min(found.total, BLOG_SEARCH_COUNT_LIMIT), BLOG_PAGE_SIZE),
  };
}

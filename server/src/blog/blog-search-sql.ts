import { categoryLabel, type BlogListQuery } from '@app/contracts';
import { publicPostSql } from './public-post.ts';
import { containsPattern } from '../db/like-pattern.ts';

/** One SQL statement of the blog search with its bindings (`?` placeholders, in order). */
export interface SearchStatement {
  sql: string;
  bindings: unknown[];
}

/**
 * A post's title (weight A) and excerpt (B) as an English tsvector: the expression `blog_posts_search_head_index`
 * indexes (Migration20261206020000_blog_search_at_scale), written identically here so the planner uses it.
 */
export const HEAD_DOCUMENT_SQL =
  "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B'))";

/** Title and excerpt as one lower-case text: the expression of `blog_posts_search_head_text_trgm_index` (pg_trgm). */
export const HEAD_TEXT_SQL = "lower(title || ' ' || coalesce(excerpt, ''))";

/** How many of the newest title and excerpt matches are ranked ahead of the body matches (2 pages). */
export const HEAD_CANDIDATES = 24;

/**
 * How far a search counts its matches (through the GIN indexes) to choose how to read them: up to this many are read
 * all through the index and sorted; past it the posts are read newest first until enough match (the matches are then
 * at least this many, so one post in `posts / SEARCH_PROBE_LIMIT` or more).
 */
export const SEARCH_PROBE_LIMIT = 2_000;

/**
 * The same for title and excerpt matches: both ways compute the title and excerpt tsvector of each post read (the
 * index rechecks it), so the fewer read the better.
 */
export const HEAD_PROBE_LIMIT = 1_000;

/** A phrase of words found in more than `SEARCH_PROBE_LIMIT` posts is looked for among the newest this many of them. */
export const PHRASE_CANDIDATES = 400;

/** The tsquery (as text) with its phrase operators (`<->`, `<2>`) read as 'and': every word, anywhere. */
export function withoutPhrases(query: string): string {
  return query.replace(/<(?:-|\d+)>/g, '&');
}

/**
 * Page `limit`/`offset` of the posts holding the phrase(s) of the tsquery among the newest `PHRASE_CANDIDATES` posts
 * holding all its words (`words`: `withoutPhrases(query)`), newest first, each row with how many of them hold it.
 */
export function phraseCandidatesStatement(
  scope: SearchStatement,
  query: string,
  words: string,
  limit: number,
  offset: number,
): SearchStatement {
  return {
    sql: `select id, count(*) over () as matches from (
            select id, published_at, search_document from blog_posts
             where ${scope.sql} and search_document @@ ?::tsquery
             order by published_at desc, id desc limit ?
          ) as candidates
          where search_document @@ ?::tsquery
          order by published_at desc, id desc limit ? offset ?`,
    bindings: [...scope.bindings, words, PHRASE_CANDIDATES, query, limit, offset],
  };
}

/** How alike a known word must be to a word no post has (pg_trgm similarity, 0-1) to stand in for it. */
export const CLOSE_WORD_SIMILARITY = 0.4;

/** At most this many words of a search are looked up in the word list when one is in no post. */
export const CLOSE_WORDS_LOOKED_UP = 8;

/** Which posts a search may list: public ones (at `at`), of the category asked for if any. */
export function searchScope(category: BlogListQuery['category'], at: Date): SearchStatement {
  const visible = publicPostSql(at);
  const label = category ? categoryLabel(category) : undefined;
  return label ? { sql: `${visible.sql} and categories @> ?::jsonb`, bindings: [...visible.bindings, JSON.stringify([label])] } : visible;
}

/** The search text read as a web search in English: the tsquery as text, and its number of nodes (0: stop words only). */
export function parseStatement(text: string): SearchStatement {
  return {
    sql: `select websearch_to_tsquery('english', ?)::text as query, numnode(websearch_to_tsquery('english', ?)) as nodes`,
    bindings: [text, text],
  };
}

/**
 * The head candidates, best first: of the newest `HEAD_CANDIDATES` posts whose title or excerpt matches the tsquery
 * (`blog_posts_search_head_index`), those whose whole document matches too (an excluded word may be in the body),
 * ranked by ts_rank over title and excerpt (a title word weighs 1, an excerpt word 0.4), the newest first among
 * equals. Rows read: the head matches, or the newest posts until `HEAD_CANDIDATES` of them, as the planner finds
 * cheaper; the ranking reads only the candidates.
 */
export function headStatement(scope: SearchStatement, query: string): SearchStatement {
  return {
    sql: `select head.id from (
            select id, published_at, title, excerpt from blog_posts
             where ${scope.sql} and ${HEAD_DOCUMENT_SQL} @@ ?::tsquery
             order by published_at desc, id desc limit ?
          ) head
          join blog_posts post on post.id = head.id and post.search_document @@ ?::tsquery
          order by ts_rank(setweight(to_tsvector('english', coalesce(head.title, '')), 'A') ||
                           setweight(to_tsvector('english', coalesce(head.excerpt, '')), 'B'), ?::tsquery) desc,
                   head.published_at desc, head.id desc`,
    bindings: [...scope.bindings, query, HEAD_CANDIDATES, query, query],
  };
}

/**
 * The matches after the head candidates (`exclude`), newest first: `limit` of them from `offset`. Through the
 * search document's GIN index for a rare word, or the newest posts checked one by one for a common one.
 */
export function bodyStatement(
  scope: SearchStatement,
  query: string,
  exclude: readonly number[],
  limit: number,
  offset: number,
): SearchStatement {
  return {
    sql: `select id from blog_posts
           where ${scope.sql} and search_document @@ ?::tsquery and id <> all(?::int[])
           order by published_at desc, id desc limit ? offset ?`,
    bindings: [...scope.bindings, query, `{${exclude.join(',')}}`, limit, offset],
  };
}

/**
 * How a statement is to be planned, whatever the planner's estimates say (they are blind to a word outside the
 * column statistics' most common ones, guessing hundreds of matches for a word of one post): 'bitmap' reads the
 * matches through the GIN index (rows read: the matches), 'ordered' reads posts newest first until enough match
 * (rows read: the number wanted divided by the share of posts matching). Chosen from a count made with 'bitmap'.
 */
export type SearchPlan = 'bitmap' | 'ordered';

/** The settings (for this transaction only) that make PostgreSQL plan the next statement as `plan`. */
export function planSettings(plan: SearchPlan): SearchStatement {
  return {
    sql:
      plan === 'bitmap'
        ? `select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`
        : `select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
    bindings: [],
  };
}

/** How many posts' title or excerpt match the tsquery, counting no further than one past `HEAD_PROBE_LIMIT`. */
export function headCountStatement(scope: SearchStatement, query: string): SearchStatement {
  return {
    sql: `select count(*) as matches from (
            select 1 from blog_posts where ${scope.sql} and ${HEAD_DOCUMENT_SQL} @@ ?::tsquery limit ?
          ) as found`,
    bindings: [...scope.bindings, query, HEAD_PROBE_LIMIT + 1],
  };
}

/** How many posts match the tsquery, counting no further than one past `SEARCH_PROBE_LIMIT`. */
export function countStatement(scope: SearchStatement, query: string): SearchStatement {
  return {
    sql: `select count(*) as matches from (
            select 1 from blog_posts where ${scope.sql} and search_document @@ ?::tsquery limit ?
          ) as found`,
    bindings: [...scope.bindings, query, SEARCH_PROBE_LIMIT + 1],
  };
}

/** `text` in lower case as a LIKE pattern finding it anywhere (its %, _ and \ taken literally). */
export function lowerContainsPattern(text: string): string {
  return containsPattern(text.toLowerCase());
}

/**
 * Text made only of stop words ('how to'): the posts whose title or excerpt contains it, newest first, `limit` from
 * `offset` (through the trigram index of title and excerpt where pg_trgm is installed).
 */
export function phraseStatement(scope: SearchStatement, text: string, limit: number, offset: number): SearchStatement {
  return {
    sql: `select id from blog_posts where ${scope.sql} and ${HEAD_TEXT_SQL} like ? order by published_at desc, id desc limit ? offset ?`,
    bindings: [...scope.bindings, lowerContainsPattern(text), limit, offset],
  };
}

/** How many posts `phraseStatement` finds, counting no further than one past `SEARCH_PROBE_LIMIT`. */
export function phraseCountStatement(scope: SearchStatement, text: string): SearchStatement {
  return {
    sql: `select count(*) as matches from (select 1 from blog_posts where ${scope.sql} and ${HEAD_TEXT_SQL} like ? limit ?) as found`,
    bindings: [...scope.bindings, lowerContainsPattern(text), SEARCH_PROBE_LIMIT + 1],
  };
}

/**
 * The search's English lexemes (up to `CLOSE_WORDS_LOOKED_UP`), each with whether a published post holds it (the word
 * list `derived.search_words` counts only those: a word of a draft or of a deleted post is unknown) and, for one of 3
 * or more letters none holds, the closest word one holds (pg_trgm similarity of at least `CLOSE_WORD_SIMILARITY`,
 * through the list's trigram index; the alphabetically first among equals), else null. Needs pg_trgm.
 */
export function closeWordsStatement(text: string): SearchStatement {
  return {
    sql: `select typed.lexeme, exists (select 1 from derived.search_words w where w.word = typed.lexeme) as known,
                 case when length(typed.lexeme) >= 3 and not exists (select 1 from derived.search_words w where w.word = typed.lexeme) then
                   (select w.word from derived.search_words w
                     where w.word % typed.lexeme and similarity(w.word, typed.lexeme) >= ?
                     order by similarity(w.word, typed.lexeme) desc, w.word limit 1)
                 end as closest
            from unnest(tsvector_to_array(to_tsvector('english', ?))) with ordinality as typed(lexeme, position)
           where typed.position <= ?`,
    bindings: [CLOSE_WORD_SIMILARITY, text, CLOSE_WORDS_LOOKED_UP],
  };
}

// The blog search's query kinds for scripts/scale-bench.ts, each asked as a visitor asks it (GET /blog?q=...), so the
// benchmark measures whatever search the code of the day has.
import type pg from 'pg';
import { BODY_ONLY_FROM, COMMON_WORD, PHRASE, SECOND_COMMON_WORD, WORDS } from './scale-bench-content.ts';

/** A word of many bodies (in the vocabulary), searched in another form. */
export const BODY_WORD = 'photographed';
/** Another form of BODY_WORD: found only by stemming. */
export const SEARCH_FORM = 'photographing';
/** A word no post has. */
export const MISSING_WORD = 'zyzzyvas';

/** One query kind: its label, the query, and (for the typo kinds) the word a result's body should hold. */
export interface SearchKind {
  label: string;
  query: string;
  expects?: string;
}

/** `word` with two adjacent letters in its middle swapped (or one changed, when they are the same letter). */
export function typoOf(word: string): string {
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  const [a, b] = [word[at]!, word[at + 1]!];
  if (a !== b) return word.slice(0, at) + b + a + word.slice(at + 2);
  return word.slice(0, at) + (a === 'e' ? 'a' : 'e') + word.slice(at + 1);
}

/**
 * The query kinds at the database's current content: a common word, two common words, a phrase, another form of a
 * body's word, a typo of a word of the oldest public post's title, a typo of a word only bodies hold (one the oldest
 * post's body has, when it has one), a query of stop words only, and a word no post has.
 */
export function searchKinds(oldest: { title: string; content: string }): SearchKind[] {
  const titleWord =
    oldest.title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 6)
      .sort((a, b) => b.length - a.length)[0] ?? 'business';
  const bodyOnly = WORDS.slice(BODY_ONLY_FROM).filter((word) => word.length >= 8);
  const bodyWord = bodyOnly.find((word) => new RegExp(`\\b${word}\\b`, 'i').test(oldest.content)) ?? bodyOnly[0]!;
  return [
    { label: `a common word ("${COMMON_WORD}")`, query: COMMON_WORD },
    { label: `two common words ("${SECOND_COMMON_WORD} ${COMMON_WORD}")`, query: `${SECOND_COMMON_WORD} ${COMMON_WORD}` },
    { label: `a phrase ("${PHRASE}", quoted)`, query: `"${PHRASE}"` },
    { label: `another form of a body word ("${SEARCH_FORM}")`, query: SEARCH_FORM },
    { label: `a typo of a title word ("${typoOf(titleWord)}" for "${titleWord}")`, query: typoOf(titleWord), expects: titleWord },
    { label: `a typo of a body-only word ("${typoOf(bodyWord)}" for "${bodyWord}")`, query: typoOf(bodyWord), expects: bodyWord },
    { label: 'stop words only ("the and of")', query: 'the and of' },
    { label: `no match ("${MISSING_WORD}")`, query: MISSING_WORD },
  ];
}

/** The slugs of the posts a blog page lists (its links to articles). */
export function listedSlugs(html: string): string[] {
  const slugs = [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  return [...new Set(slugs.filter((slug) => !['page', 'category', 'rss'].includes(slug)))];
}

/** How many of `slugs` are posts whose title, excerpt or body holds `word`. */
export async function slugsHolding(db: pg.Client, slugs: string[], word: string): Promise<number> {
  if (slugs.length === 0) return 0;
  const { rows } = await db.query<{ count: string }>(
    `select count(*) from blog_posts
      where slug = any($1) and (title || ' ' || coalesce(excerpt, '') || ' ' || content) ~* ('\\m' || $2 || '\\M')`,
    [slugs, word],
  );
  return Number(rows[0]!.count);
}

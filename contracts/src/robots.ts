import { z } from './zod.ts';

/**
 * A page's or post's robots directive as stored: '' is the default (index, follow). One string rather than two
 * switches, so it saves, merges and restores like every other SEO field ('' restores the default).
 */
export const ROBOTS_VALUES = ['', 'noindex', 'nofollow', 'noindex,nofollow'] as const;

/** A stored robots directive. */
export type RobotsValue = (typeof ROBOTS_VALUES)[number];

/** The robots directive of an SEO form. */
export const robotsSchema = z.enum(ROBOTS_VALUES, {
  error: "Robots must be '', 'noindex', 'nofollow' or 'noindex,nofollow'.",
});

/** The two switches a stored robots directive stands for (an absent or unknown value is the default). */
export function robotsFlags(value: string | undefined): { noindex: boolean; nofollow: boolean } {
  const parts = (value ?? '').split(',');
  return { noindex: parts.includes('noindex'), nofollow: parts.includes('nofollow') };
}

/** The stored robots directive of two switches. */
export function robotsValue(flags: { noindex: boolean; nofollow: boolean }): RobotsValue {
  if (flags.noindex && flags.nofollow) return 'noindex,nofollow';
  if (flags.noindex) return 'noindex';
  return flags.nofollow ? 'nofollow' : '';
}

/** The longest focus keyphrase, in characters. */
export const MAX_FOCUS_KEYPHRASE_LENGTH = 100;

/** A focus keyphrase: the search a page or post means to be found for ('' for none). */
export const focusKeyphraseSchema = z
  .string()
  .trim()
  .max(MAX_FOCUS_KEYPHRASE_LENGTH, `A focus keyphrase has at most ${MAX_FOCUS_KEYPHRASE_LENGTH} characters.`);

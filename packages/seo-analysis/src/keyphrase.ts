// Keyphrase matching: case-insensitive, on whole words, accents folded, with simple English inflection
// tolerance ('local seo tip' matches 'Local SEO tips', 'optimise' matches 'optimising').
import { foldText } from './text.ts';

/**
 * Reduces one folded word to a crude stem so that plurals and common inflections compare equal: a possessive,
 * '-ies', '-es', '-s', then '-ing' or '-ed', a doubled final consonant and a silent final 'e' are removed.
 * Both sides of every comparison go through it, so it need only be consistent, not linguistically right.
 */
export function stem(word: string): string {
  let w = word.replace(/['’]s?$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (/(?:sh|ch|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length - 3 >= 3) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length - 2 >= 3) w = w.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The stems of a text's words, split on anything that is not a letter or a digit (so hyphens and slashes too). */
export function stems(text: string): string[] {
  return (foldText(text).match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map(stem);
}

/** Function words left out when a check looks for a keyphrase's words one by one rather than as a phrase. */
const FUNCTION_WORDS = new Set(
  'a an the and or but of in on at to for from by with about as into is are was were be it its this that these those your our my their his her we you i how what why when where which who'.split(
    ' ',
  ),
);

/** A keyphrase prepared for matching: its stems in order and its content stems (without function words). */
export interface Keyphrase {
  text: string;
  stems: string[];
  contentStems: string[];
}

/** Prepares a keyphrase; an empty or word-less keyphrase gives empty stems. */
export function prepareKeyphrase(text: string): Keyphrase {
  const all = stems(text);
  const folded = foldText(text).match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const content = all.filter((_, i) => !FUNCTION_WORDS.has(folded[i] ?? ''));
  return { text, stems: all, contentStems: content.length > 0 ? content : all };
}

/** How many times the keyphrase occurs, as consecutive whole words, in a list of stems (matches do not overlap). */
export function countIn(keyphrase: Keyphrase, haystack: readonly string[]): number {
  const needle = keyphrase.stems;
  if (needle.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    let all = true;
    for (let j = 0; j < needle.length; j += 1)
      if (haystack[i + j] !== needle[j]) {
        all = false;
        break;
      }
    if (all) {
      count += 1;
      i += needle.length - 1;
    }
  }
  return count;
}

/** Whether a text contains the keyphrase as consecutive whole words. */
export function containsPhrase(keyphrase: Keyphrase, text: string): boolean {
  return countIn(keyphrase, stems(text)) > 0;
}

/** The share (0 to 1) of the keyphrase's content words found anywhere in a text, in any order. */
export function wordShare(keyphrase: Keyphrase, text: string): number {
  if (keyphrase.contentStems.length === 0) return 0;
  const present = new Set(stems(text));
  return keyphrase.contentStems.filter((s) => present.has(s)).length / keyphrase.contentStems.length;
}

/** Whether a text starts with the keyphrase (its first words are the keyphrase's words in order). */
export function startsWithPhrase(keyphrase: Keyphrase, text: string): boolean {
  const words = stems(text);
  return keyphrase.stems.length > 0 && keyphrase.stems.every((s, i) => words[i] === s);
}

/** Whether two keyphrases are the same once folded and stemmed ('Local SEO tips' and 'local seo tip'). */
export function sameKeyphrase(a: Keyphrase, b: Keyphrase): boolean {
  return a.stems.length > 0 && a.stems.length === b.stems.length && a.stems.every((s, i) => b.stems[i] === s);
}

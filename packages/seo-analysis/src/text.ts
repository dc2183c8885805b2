// English text splitting: accent folding, words, sentences and syllables. Heuristics of our own, kept simple
// and deterministic so that the browser and the server count exactly the same.

/** Lower-cases and removes diacritics, so 'Café' and 'cafe' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The words of a text as written: letters and digits, with inner hyphens and apostrophes ('well-known', "don't"). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Abbreviations whose full stop does not end a sentence (compared folded, without the final stop). */
const ABBREVIATIONS = new Set('mr mrs ms dr prof sr jr st vs etc e.g i.e approx inc ltd co fig dept est'.split(' '));

/**
 * Splits a block of prose into sentences: a sentence ends at '.', '!' or '?' (with any closing quotes or
 * brackets) followed by a space, unless the word before is a known abbreviation or a single initial.
 */
export function sentences(text: string): string[] {
  const found: string[] = [];
  const end = /[.!?…]+["'”’)\]]*(?=\s|$)/g;
  let start = 0;
  for (let match = end.exec(text); match !== null; match = end.exec(text)) {
    const stop = match.index + match[0].length;
    if (match[0].startsWith('.') && match[0].length === 1) {
      const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(start, match.index - 12), match.index))?.[1] ?? '';
      const folded = foldText(before);
      if (ABBREVIATIONS.has(folded) || (/^\p{Lu}$/u.test(before) && before !== 'I')) continue;
    }
    const sentence = text.slice(start, stop).trim();
    if (words(sentence).length > 0) found.push(sentence);
    start = stop;
  }
  const rest = text.slice(start).trim();
  if (words(rest).length > 0) found.push(rest);
  return found;
}

/** Words whose syllable count the rules below get wrong, with their count. */
const SYLLABLE_EXCEPTIONS: Readonly<Record<string, number>> = {
  business: 2,
  every: 3,
  evening: 3,
  different: 3,
  area: 3,
  idea: 3,
  ideas: 3,
  real: 1,
  people: 2,
  being: 2,
  create: 2,
  created: 3,
  poem: 2,
  quiet: 2,
  science: 2,
  video: 3,
  whether: 2,
  naive: 2,
  recipe: 3,
  simile: 3,
  fire: 1,
  hour: 1,
  our: 1,
  seo: 3,
};

/**
 * Counts the syllables of one English word by vowel groups, with corrections: a silent final 'e', '-ed' that
 * is not spoken as a syllable, '-le' after a consonant, and 'i' before another vowel spoken apart ('radio').
 * Numbers count one syllable per digit group; every word has at least one syllable.
 */
export function syllables(word: string): number {
  const folded = foldText(word).replace(/['’]s?$/, '');
  if (/^\d/.test(folded)) return Math.max(1, folded.split(/[^\d]+/).filter(Boolean).length);
  const plain = folded.replace(/[^a-z]/g, '');
  if (plain === '') return 1;
  const exception = SYLLABLE_EXCEPTIONS[plain];
  if (exception !== undefined) return exception;
  if (plain.length <= 3) return 1;
  let stem = plain;
  if (/[^aeiouy]ed$/.test(stem) && !/[td]ed$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[^aeiouy]es$/.test(stem) && !/(?:[sxz]|[cs]h|[cg])es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[^aeiouy]e$/.test(stem) && !/[^aeiouy]le$/.test(stem)) stem = stem.slice(0, -1);
  let count = (stem.match(/[aeiouy]+/g) ?? []).length;
  // 'i' or 'e' spoken apart from the vowel after it: ra-di-o, me-di-a, cre-ate, but not na-tion, spe-cial, re-gion.
  count += (stem.match(/[^cgst]i[ao]|[^aeiou]ea(?!r|d|l|n|s|t|c|ch|k|m|p|v|u)|[^aeiou]eo(?!p)/g) ?? []).length;
  if (/[^aeiouy]le$/.test(stem) && !/[aeiouy]/.test(stem.slice(-3, -2))) count = Math.max(count, 1);
  return Math.max(1, count);
}

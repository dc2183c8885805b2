// The readability checks: Flesch reading ease, long sentences, long paragraphs, subheading distribution,
// transition words and passive voice.
import type { AnalysedDocument } from './document.ts';
import { foldText, syllables, words } from './text.ts';
import { BE_FORMS, IRREGULAR_PARTICIPLES, NOT_PARTICIPLES, PASSIVE_FILLERS, TRANSITIONS } from './word-lists.ts';
import type { Check, Rating } from './types.ts';

const check = (id: string, rating: Rating, text: string): Check => ({ id, rating, text });
const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** Sentences longer than this many words count as long. */
export const LONG_SENTENCE_WORDS = 20;
/** Share of long sentences: up to 25% good, up to 30% ok, more bad. */
export const LONG_SENTENCES = { good: 0.25, ok: 0.3 } as const;
/** Paragraph length in words: up to 150 good, up to 200 ok, longer bad. */
export const PARAGRAPH_WORDS = { good: 150, ok: 200 } as const;
/** Words of text under one subheading (or before the first): up to 300 good, up to 350 ok, more bad. */
export const SECTION_WORDS = { good: 300, ok: 350 } as const;
/** Share of sentences with a transition word: 30% or more good, 20% or more ok, less bad. */
export const TRANSITION_SHARE = { good: 0.3, ok: 0.2 } as const;
/** Share of passive sentences: up to 10% good, up to 15% ok, more bad. */
export const PASSIVE_SHARE = { good: 0.1, ok: 0.15 } as const;

/**
 * Flesch reading ease of a text given its counts, by the published formula
 * 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words); unbounded (short words can pass 100).
 */
export function fleschReadingEase(wordCount: number, sentenceCount: number, syllableCount: number): number {
  if (wordCount === 0 || sentenceCount === 0) return 0;
  return 206.835 - 1.015 * (wordCount / sentenceCount) - 84.6 * (syllableCount / wordCount);
}

/** The usual Flesch bands, from 'very easy' (90 and over) to 'very difficult' (under 30). */
export function fleschBand(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

/** The transition phrases as word lists, longest first. */
const TRANSITION_WORDS: readonly string[][] = [...new Set(TRANSITIONS)]
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length);
const SINGLE_TRANSITIONS = new Set(TRANSITION_WORDS.filter((phrase) => phrase.length === 1).map((phrase) => phrase[0] as string));
const MULTI_TRANSITIONS = TRANSITION_WORDS.filter((phrase) => phrase.length > 1);

/** Whether a sentence (as folded words) contains a transition word or phrase. */
export function hasTransition(folded: readonly string[]): boolean {
  for (let i = 0; i < folded.length; i += 1) {
    if (SINGLE_TRANSITIONS.has(folded[i] as string)) return true;
    for (const phrase of MULTI_TRANSITIONS) if (phrase.every((word, j) => folded[i + j] === word)) return true;
  }
  return false;
}

/** Whether a word looks like a past participle: an irregular one, or a regular '-ed' form that is not a known adjective. */
function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  return word.length > 3 && word.endsWith('ed') && !NOT_PARTICIPLES.has(word);
}

/**
 * Whether a sentence (as folded words) is passive, by a heuristic: a form of 'to be', then up to two fillers
 * ('not', 'often', an '-ly' adverb), then a past participle ('was written', 'is not often used').
 */
export function isPassive(folded: readonly string[]): boolean {
  for (let i = 0; i < folded.length; i += 1) {
    if (!BE_FORMS.has(folded[i] as string)) continue;
    let j = i + 1;
    for (let skipped = 0; skipped < 2 && j < folded.length; skipped += 1) {
      const word = folded[j] as string;
      if (PASSIVE_FILLERS.has(word) || (word.endsWith('ly') && word.length > 4)) j += 1;
      else break;
    }
    const candidate = folded[j];
    if (candidate !== undefined && isParticiple(candidate)) return true;
  }
  return false;
}

/** A sentence prepared for the readability checks. */
interface Sentence {
  wordCount: number;
  folded: string[];
}

/** The readability checks of a body. */
export function readabilityChecks(doc: AnalysedDocument): Check[] {
  const all: Sentence[] = [];
  let syllableCount = 0;
  for (const entry of doc.prose)
    for (const text of entry.sentences) {
      const list = words(text);
      for (const word of list) syllableCount += syllables(word);
      all.push({ wordCount: list.length, folded: list.map((word) => foldText(word).replace(/’/g, "'")) });
    }
  const wordCount = all.reduce((sum, s) => sum + s.wordCount, 0);
  const empty = all.length === 0;
  const checks: Check[] = [];

  // Flesch reading ease
  if (empty) checks.push(check('flesch-reading-ease', 'ok', 'There is no text to score yet: write a few paragraphs.'));
  else {
    const score = fleschReadingEase(wordCount, all.length, syllableCount);
    const shown = Math.min(100, Math.max(0, score)).toFixed(1);
    const band = fleschBand(score);
    if (score >= 60)
      checks.push(check('flesch-reading-ease', 'good', `The Flesch reading ease is ${shown} (${band}): easy enough for most readers.`));
    else if (score >= 50)
      checks.push(
        check(
          'flesch-reading-ease',
          'ok',
          `The Flesch reading ease is ${shown} (${band}): shorter sentences and simpler words would help.`,
        ),
      );
    else
      checks.push(
        check(
          'flesch-reading-ease',
          'bad',
          `The Flesch reading ease is ${shown} (${band}): use shorter sentences and shorter, everyday words.`,
        ),
      );
  }

  // Long sentences
  const long = all.filter((s) => s.wordCount > LONG_SENTENCE_WORDS).length;
  const longShare = empty ? 0 : long / all.length;
  const longFound = `${long} of ${all.length} sentences (${percent(longShare)}) have more than ${LONG_SENTENCE_WORDS} words`;
  if (longShare <= LONG_SENTENCES.good) checks.push(check('sentence-length', 'good', `${longFound}: a good balance.`));
  else if (longShare <= LONG_SENTENCES.ok)
    checks.push(check('sentence-length', 'ok', `${longFound}: split some of them, to at most ${percent(LONG_SENTENCES.good)}.`));
  else checks.push(check('sentence-length', 'bad', `${longFound}, over ${percent(LONG_SENTENCES.ok)}: split the long ones.`));

  // Long paragraphs
  const paragraphs = doc.prose.filter((entry) => entry.block.kind === 'paragraph');
  const longest = paragraphs.reduce((max, entry) => Math.max(max, entry.wordCount), 0);
  const over = paragraphs.filter((entry) => entry.wordCount > PARAGRAPH_WORDS.good).length;
  if (longest <= PARAGRAPH_WORDS.good)
    checks.push(check('paragraph-length', 'good', `No paragraph is over ${PARAGRAPH_WORDS.good} words.`));
  else
    checks.push(
      check(
        'paragraph-length',
        longest <= PARAGRAPH_WORDS.ok ? 'ok' : 'bad',
        `${over} paragraph${over === 1 ? ' is' : 's are'} over ${PARAGRAPH_WORDS.good} words (the longest has ${longest}): split ${over === 1 ? 'it' : 'them'} up.`,
      ),
    );

  // Subheading distribution: words of prose between subheadings (and before the first).
  const sections: number[] = [0];
  for (const block of doc.structure.blocks) {
    if (block.kind === 'heading' && (block.level ?? 1) >= 2) sections.push(0);
    else if (block.kind !== 'heading' && block.kind !== 'code')
      sections[sections.length - 1] = (sections[sections.length - 1] ?? 0) + words(block.text).length;
  }
  const longestSection = Math.max(...sections);
  const overSections = sections.filter((n) => n > SECTION_WORDS.good).length;
  if (doc.subheadings.length === 0)
    checks.push(
      longestSection <= SECTION_WORDS.good
        ? check('subheading-distribution', 'good', `The text is short enough (${longestSection} words) to need no subheadings.`)
        : check(
            'subheading-distribution',
            'bad',
            `The text has ${longestSection} words and no subheadings: add one at least every ${SECTION_WORDS.good} words.`,
          ),
    );
  else if (longestSection <= SECTION_WORDS.good)
    checks.push(check('subheading-distribution', 'good', `No stretch of text runs over ${SECTION_WORDS.good} words without a subheading.`));
  else
    checks.push(
      check(
        'subheading-distribution',
        longestSection <= SECTION_WORDS.ok ? 'ok' : 'bad',
        `${overSections} section${overSections === 1 ? ' runs' : 's run'} over ${SECTION_WORDS.good} words without a subheading (the longest ${longestSection}): add subheadings to break ${overSections === 1 ? 'it' : 'them'} up.`,
      ),
    );

  // Transition words
  if (empty) checks.push(check('transition-words', 'ok', 'There are no sentences yet to look for transition words in.'));
  else {
    const share = all.filter((s) => hasTransition(s.folded)).length / all.length;
    const found = `${percent(share)} of sentences contain a transition word`;
    if (share >= TRANSITION_SHARE.good) checks.push(check('transition-words', 'good', `${found}: the text flows well.`));
    else if (share >= TRANSITION_SHARE.ok)
      checks.push(check('transition-words', 'ok', `${found}: link a few more sentences with words like 'however', 'so' or 'for example'.`));
    else
      checks.push(
        check(
          'transition-words',
          'bad',
          `${found}, under ${percent(TRANSITION_SHARE.ok)}: link sentences with words like 'however', 'so' or 'for example'.`,
        ),
      );
  }

  // Passive voice
  const passive = all.filter((s) => isPassive(s.folded)).length;
  const passiveShare = empty ? 0 : passive / all.length;
  const passiveFound = `${passive} of ${all.length} sentences (${percent(passiveShare)}) are in the passive voice`;
  if (passiveShare <= PASSIVE_SHARE.good) checks.push(check('passive-voice', 'good', `${passiveFound}: good.`));
  else if (passiveShare <= PASSIVE_SHARE.ok)
    checks.push(check('passive-voice', 'ok', `${passiveFound}: rewrite a few so someone does something.`));
  else checks.push(check('passive-voice', 'bad', `${passiveFound}, over ${percent(PASSIVE_SHARE.ok)}: rewrite them in the active voice.`));
  return checks;
}

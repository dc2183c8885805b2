// The focus keyphrase checks: where the keyphrase appears, how often, and whether another page uses it.
import type { AnalysedDocument } from './document.ts';
import {
  containsPhrase,
  countIn,
  prepareKeyphrase,
  sameKeyphrase,
  startsWithPhrase,
  stems,
  wordShare,
  type Keyphrase,
} from './keyphrase.ts';
import type { AnalysisInput, Check, Rating } from './types.ts';

const check = (id: string, rating: Rating, text: string): Check => ({ id, rating, text });
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Keyphrase density bands, in percent of the word count: good from 0.5 to 3, ok just outside. */
export const DENSITY = { okLow: 0.25, goodLow: 0.5, goodHigh: 3, okHigh: 4 } as const;

/** The keyphrase's length: one to four content words is good, up to eight ok, none or more than eight bad. */
function keyphraseLength(keyphrase: Keyphrase): Check {
  const n = keyphrase.contentStems.length;
  if (keyphrase.stems.length === 0)
    return check('keyphrase-length', 'bad', 'No focus keyphrase is set: enter the search words this page should be found for.');
  if (n <= 4) return check('keyphrase-length', 'good', `The keyphrase has ${plural(n, 'content word')}: a good length.`);
  if (n <= 8)
    return check(
      'keyphrase-length',
      'ok',
      `The keyphrase has ${n} content words: shorten it to the four or so words people really search for.`,
    );
  return check('keyphrase-length', 'bad', `The keyphrase has ${n} content words, far more than a search: cut it to four or fewer.`);
}

/** The keyphrase checks, given the analysed body; only the length check when no keyphrase is set. */
export function keyphraseChecks(input: AnalysisInput, doc: AnalysedDocument): Check[] {
  const keyphrase = prepareKeyphrase(input.keyphrase);
  const length = keyphraseLength(keyphrase);
  if (keyphrase.stems.length === 0) return [length];
  const checks = [length];

  const inTitle = containsPhrase(keyphrase, input.seoTitle);
  checks.push(
    inTitle
      ? check('keyphrase-in-title', 'good', 'The SEO title contains the keyphrase.')
      : check('keyphrase-in-title', 'bad', `The SEO title does not contain "${input.keyphrase.trim()}": put the keyphrase in the title.`),
  );
  checks.push(
    startsWithPhrase(keyphrase, input.seoTitle)
      ? check('keyphrase-title-start', 'good', 'The SEO title starts with the keyphrase.')
      : inTitle
        ? check('keyphrase-title-start', 'ok', 'The keyphrase is in the SEO title but not at its start: move it to the beginning.')
        : check('keyphrase-title-start', 'bad', 'The SEO title does not start with the keyphrase: begin the title with it.'),
  );

  const inDescription = countIn(keyphrase, stems(input.metaDescription));
  if (input.metaDescription.trim() === '')
    checks.push(check('keyphrase-in-description', 'bad', 'There is no meta description: write one that uses the keyphrase.'));
  else if (inDescription === 0)
    checks.push(check('keyphrase-in-description', 'bad', 'The meta description does not contain the keyphrase: use it once.'));
  else if (inDescription <= 2)
    checks.push(
      check('keyphrase-in-description', 'good', `The meta description contains the keyphrase ${inDescription === 1 ? 'once' : 'twice'}.`),
    );
  else
    checks.push(
      check(
        'keyphrase-in-description',
        'ok',
        `The meta description repeats the keyphrase ${inDescription} times: once or twice reads better.`,
      ),
    );

  const slugText = input.slug.replace(/[-_/]+/g, ' ');
  const slugShare = wordShare(keyphrase, slugText);
  checks.push(
    containsPhrase(keyphrase, slugText)
      ? check('keyphrase-in-slug', 'good', 'The slug contains the keyphrase.')
      : slugShare >= 0.5
        ? check('keyphrase-in-slug', 'ok', "The slug contains some of the keyphrase's words: use the whole keyphrase in it.")
        : check('keyphrase-in-slug', 'bad', "The slug does not contain the keyphrase: use the keyphrase's words in the address."),
  );

  if (doc.firstParagraph === '')
    checks.push(
      check('keyphrase-in-introduction', 'bad', 'The text has no first paragraph yet: start it with one that uses the keyphrase.'),
    );
  else if (containsPhrase(keyphrase, doc.firstParagraph))
    checks.push(check('keyphrase-in-introduction', 'good', 'The first paragraph contains the keyphrase.'));
  else if (wordShare(keyphrase, doc.firstParagraph) === 1)
    checks.push(
      check(
        'keyphrase-in-introduction',
        'ok',
        "The first paragraph has the keyphrase's words but not together: use the keyphrase as written.",
      ),
    );
  else checks.push(check('keyphrase-in-introduction', 'bad', 'The first paragraph does not contain the keyphrase: mention it early.'));

  const headings = doc.subheadings.length;
  const withKeyphrase = doc.subheadings.filter((h) => containsPhrase(keyphrase, h.text) || wordShare(keyphrase, h.text) === 1).length;
  if (headings === 0)
    checks.push(check('keyphrase-in-subheading', 'bad', 'The text has no subheadings: add some, and use the keyphrase in one.'));
  else if (withKeyphrase === 0)
    checks.push(
      check(
        'keyphrase-in-subheading',
        'bad',
        headings === 1
          ? 'The only subheading does not use the keyphrase: use it there, or add one that does.'
          : `None of the ${headings} subheadings uses the keyphrase: use it in at least one.`,
      ),
    );
  else if (headings >= 2 && withKeyphrase / headings > 0.75)
    checks.push(
      check(
        'keyphrase-in-subheading',
        'ok',
        `${withKeyphrase} of ${headings} subheadings use the keyphrase: vary them, as that many reads as stuffing.`,
      ),
    );
  else
    checks.push(
      check(
        'keyphrase-in-subheading',
        'good',
        `${withKeyphrase} of ${plural(headings, 'subheading')} ${withKeyphrase === 1 ? 'uses' : 'use'} the keyphrase.`,
      ),
    );

  checks.push(densityCheck(countIn(keyphrase, doc.stems), doc.wordCount));

  const others = (input.otherKeyphrases ?? []).filter((other) => sameKeyphrase(keyphrase, prepareKeyphrase(other))).length;
  checks.push(
    others === 0
      ? check('keyphrase-used-before', 'good', 'No other page or post uses this keyphrase.')
      : others === 1
        ? check(
            'keyphrase-used-before',
            'ok',
            'Another page or post already uses this keyphrase: choose a different one so they do not compete.',
          )
        : check(
            'keyphrase-used-before',
            'bad',
            `${others} other pages or posts already use this keyphrase: give each its own so they do not compete.`,
          ),
  );
  return checks;
}

/** The density check: keyphrase occurrences per 100 words of text. */
export function densityCheck(occurrences: number, wordCount: number): Check {
  const density = wordCount === 0 ? 0 : (occurrences / wordCount) * 100;
  const found = `The keyphrase appears ${plural(occurrences, 'time')} in ${plural(wordCount, 'word')} (${density.toFixed(2)}%)`;
  if (occurrences === 0) return check('keyphrase-density', 'bad', `${found}: use it in the text, about once per 100 to 200 words.`);
  if (density >= DENSITY.goodLow && density <= DENSITY.goodHigh) return check('keyphrase-density', 'good', `${found}: a good density.`);
  if (density >= DENSITY.okLow && density < DENSITY.goodLow)
    return check('keyphrase-density', 'ok', `${found}: use it a little more often.`);
  if (density > DENSITY.goodHigh && density <= DENSITY.okHigh)
    return check('keyphrase-density', 'ok', `${found}: use it a little less often.`);
  return density < DENSITY.okLow
    ? check('keyphrase-density', 'bad', `${found}: use it more often, about once per 100 to 200 words.`)
    : check('keyphrase-density', 'bad', `${found}, which reads as stuffing: use it less and write naturally.`);
}

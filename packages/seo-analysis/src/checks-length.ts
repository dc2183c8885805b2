// The length checks: the SEO title and meta description in pixels, as Google's result would cut them, and
// the length of the text in words.
import type { AnalysedDocument } from './document.ts';
import {
  cutToWidth,
  DESCRIPTION_DESKTOP_MAX_PX,
  DESCRIPTION_FONT_PX,
  DESCRIPTION_MOBILE_MAX_PX,
  TITLE_FONT_PX,
  TITLE_MAX_PX,
} from './pixel-width.ts';
import type { AnalysisInput, Check, Rating } from './types.ts';

const check = (id: string, rating: Rating, text: string): Check => ({ id, rating, text });

/** A title narrower than this (about 30 characters) leaves most of the result's title line unused. */
export const TITLE_SHORT_PX = 300;
/** A description narrower than this (about 70 characters) leaves most of the result's snippet unused. */
export const DESCRIPTION_SHORT_PX = 400;
/** Text length bands in words, for a post: 300 or more is good, 200 to 299 ok, fewer bad. */
export const TEXT_LENGTH = { good: 300, ok: 200 } as const;

/** The SEO title's width: good up to 600 px, ok when short, bad when empty or cut (saying where Google cuts it). */
export function titleWidthCheck(title: string): Check {
  const { shown, cut, widthPx } = cutToWidth(title, TITLE_MAX_PX, TITLE_FONT_PX);
  const px = Math.round(widthPx);
  if (shown === '') return check('title-width', 'bad', 'There is no SEO title: write one of about 50 to 60 characters.');
  if (cut)
    return check(
      'title-width',
      'bad',
      `The SEO title is ${px} px wide, over the ${TITLE_MAX_PX} px Google shows, so it is cut to "${shown}": shorten it.`,
    );
  if (widthPx < TITLE_SHORT_PX)
    return check(
      'title-width',
      'ok',
      `The SEO title is ${px} px wide, short of the ${TITLE_MAX_PX} px Google shows: use the room to say more.`,
    );
  return check('title-width', 'good', `The SEO title is ${px} px wide and fits in Google's ${TITLE_MAX_PX} px.`);
}

/** The meta description's width: cut on desktop is bad, cut on mobile only or short is ok, else good. */
export function descriptionWidthCheck(description: string): Check {
  const desktop = cutToWidth(description, DESCRIPTION_DESKTOP_MAX_PX, DESCRIPTION_FONT_PX);
  const px = Math.round(desktop.widthPx);
  if (desktop.shown === '')
    return check(
      'description-width',
      'bad',
      'There is no meta description: write one of about 120 to 155 characters, or Google picks text itself.',
    );
  if (desktop.cut)
    return check(
      'description-width',
      'bad',
      `The meta description is ${px} px wide, over the ${DESCRIPTION_DESKTOP_MAX_PX} px Google shows on desktop, so it is cut to "${desktop.shown}": shorten it.`,
    );
  const mobile = cutToWidth(description, DESCRIPTION_MOBILE_MAX_PX, DESCRIPTION_FONT_PX);
  if (mobile.cut)
    return check(
      'description-width',
      'ok',
      `The meta description is ${px} px wide: it fits on desktop but phones show ${DESCRIPTION_MOBILE_MAX_PX} px, cutting it to "${mobile.shown}"; shorten it to fit both.`,
    );
  if (desktop.widthPx < DESCRIPTION_SHORT_PX)
    return check(
      'description-width',
      'ok',
      `The meta description is only ${px} px wide: use more of the ${DESCRIPTION_MOBILE_MAX_PX} px a phone shows.`,
    );
  return check('description-width', 'good', `The meta description is ${px} px wide and fits on desktop and mobile.`);
}

/** The text length in words: 300 or more good, 200 to 299 ok, fewer bad. */
export function textLengthCheck(doc: AnalysedDocument): Check {
  const n = doc.wordCount;
  if (n >= TEXT_LENGTH.good) return check('text-length', 'good', `The text has ${n} words: enough for search engines to understand it.`);
  if (n >= TEXT_LENGTH.ok) return check('text-length', 'ok', `The text has ${n} words: add some more, to at least ${TEXT_LENGTH.good}.`);
  return check(
    'text-length',
    'bad',
    `The text has ${n} word${n === 1 ? '' : 's'}, well under the ${TEXT_LENGTH.good} a post needs: write more.`,
  );
}

/** The length checks of a page. */
export function lengthChecks(input: AnalysisInput, doc: AnalysedDocument): Check[] {
  return [titleWidthCheck(input.seoTitle), descriptionWidthCheck(input.metaDescription), textLengthCheck(doc)];
}

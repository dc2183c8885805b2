// Width in pixels of a line of text in Arial, as Google's result page draws titles and descriptions, from the
// table measured once in Chromium (src/arial-widths.ts, made by scripts/measure-arial-widths.ts).
import { ARIAL_20PX_WIDTHS, ARIAL_MEASURED_SIZE } from './arial-widths.ts';

/*
 * The figures below are published facts about Google's result page (not code): the desktop title is set in
 * 20px Arial and cut at a container about 600 px wide, the description in 14px Arial, about 920 px wide on
 * desktop and 680 px on mobile. Sources: Moz's title tag guidance ("Google typically displays the first
 * 50-60 characters ... truncated at 600 pixels", moz.com/learn/seo/title-tag), Portent's SERP preview tool
 * (600 px title, 920 px desktop and 680 px mobile description, portent.com/serp-preview-tool) and Google's
 * 2016 result-page change to 20px titles (reported by Search Engine Land / SEOmofo).
 */

/** The desktop result's title width, in px, beyond which Google cuts the title. */
export const TITLE_MAX_PX = 600;
/** The font size, in px, of a result title on desktop. */
export const TITLE_FONT_PX = 20;
/** The desktop result's description width, in px, beyond which Google cuts the description. */
export const DESCRIPTION_DESKTOP_MAX_PX = 920;
/** The mobile result's description width, in px, beyond which Google cuts the description. */
export const DESCRIPTION_MOBILE_MAX_PX = 680;
/** The font size, in px, of a result description. */
export const DESCRIPTION_FONT_PX = 14;

const ELLIPSIS = ' …';
/** The width at 20px of a character not in the table: Arial's average lower-case letter, about 10 px. */
const FALLBACK_20PX = 10;
/** Wide scripts (CJK, full-width forms) are about one em wide. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The width in px of one character at 20px Arial. */
function charWidth20(ch: string): number {
  const known = ARIAL_20PX_WIDTHS[ch];
  if (known !== undefined) return known;
  if (WIDE.test(ch)) return 20;
  const base = ch.normalize('NFD')[0];
  return (base === undefined ? undefined : ARIAL_20PX_WIDTHS[base]) ?? FALLBACK_20PX;
}

/** The width in px of a text set on one line in Arial at `fontPx` (kerning is ignored, as Arial has none in use). */
export function textWidth(text: string, fontPx: number): number {
  let total = 0;
  for (const ch of text) total += charWidth20(ch);
  return (total * fontPx) / ARIAL_MEASURED_SIZE;
}

/**
 * The text as a result would show it in `maxPx` at `fontPx`: whole if it fits, otherwise cut after the last
 * whole word that fits together with ' …' (a single word too long is cut by character).
 */
export function cutToWidth(text: string, maxPx: number, fontPx: number): { shown: string; cut: boolean; widthPx: number } {
  const clean = text.replace(/\s+/g, ' ').trim();
  const widthPx = textWidth(clean, fontPx);
  if (widthPx <= maxPx) return { shown: clean, cut: false, widthPx };
  const room = maxPx - textWidth(ELLIPSIS, fontPx);
  let used = 0;
  let lastSpace = -1;
  let end = 0;
  const chars = [...clean];
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] as string;
    const next = used + (charWidth20(ch) * fontPx) / ARIAL_MEASURED_SIZE;
    if (next > room) break;
    used = next;
    end = i + 1;
    if (ch === ' ') lastSpace = i;
  }
  const keep = chars[end] === ' ' ? end : lastSpace > 0 ? lastSpace : end;
  const shown = `${chars
    .slice(0, keep)
    .join('')
    .replace(/[\s,;:–—-]+$/, '')}${ELLIPSIS}`;
  return { shown, cut: true, widthPx };
}

/** The SEO title and meta description as a Google result would show them: whole, or cut with ' …'. */
export interface SnippetPreview {
  title: string;
  descriptionDesktop: string;
  descriptionMobile: string;
}

/** The texts of a search-result preview, cut where Google's result would cut them (the editor's preview shows these). */
export function snippetPreview(seoTitle: string, metaDescription: string): SnippetPreview {
  return {
    title: cutToWidth(seoTitle, TITLE_MAX_PX, TITLE_FONT_PX).shown,
    descriptionDesktop: cutToWidth(metaDescription, DESCRIPTION_DESKTOP_MAX_PX, DESCRIPTION_FONT_PX).shown,
    descriptionMobile: cutToWidth(metaDescription, DESCRIPTION_MOBILE_MAX_PX, DESCRIPTION_FONT_PX).shown,
  };
}

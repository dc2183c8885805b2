import type { APIRequestContext } from '@playwright/test';
import { PAGE_META } from '@app/contracts';
import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * The rules served pages are held to: html-validate's `standard` preset, the rules of the HTML standard
 * itself (content models, nesting, attributes, ids, landmarks' structure). No rule is turned off. The
 * `recommended` preset adds style preferences on top (self-closed void elements, ids beginning with a
 * letter, inline styles), which React's output breaks without being invalid HTML, so it is not used.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard'],
};

/** The app's screens served from the static page table that are not public pages (the account's dashboard). */
const NOT_PUBLIC = new Set(['/dashboard']);

/**
 * Every public page the running app serves, taken from the app itself: the static page table (marketing,
 * blog, contact, legal, sign-in and the password pages), the sitemap (every published article and builder
 * page), and a path nobody serves (the not-found page).
 */
export async function publicPagePaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
  const fromTable = Object.keys(PAGE_META).filter((path) => !NOT_PUBLIC.has(path));
  return [...new Set([...fromTable, ...listed, '/no-such-page-for-the-validator'])];
}

/** The validator, made once: its configuration resolves presets and rules on first use. */
export const htmlValidator = new HtmlValidate(HTML_VALIDATE_CONFIG);

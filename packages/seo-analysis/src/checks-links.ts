// The link and image checks: internal and outbound links, and images' alternative texts.
import type { AnalysedDocument } from './document.ts';
import type { Link } from './html-reader.ts';
import { containsPhrase, prepareKeyphrase, wordShare } from './keyphrase.ts';
import type { AnalysisInput, Check, Rating } from './types.ts';

const check = (id: string, rating: Rating, text: string): Check => ({ id, rating, text });

/** Where a link goes: to this site, to another site, or nowhere a reader would follow (mailto:, a #fragment). */
export type LinkTarget = 'internal' | 'outbound' | 'other';

/** The host of an origin or absolute URL, lower-case and without a leading 'www.', or null. */
function hostOf(url: string): string | null {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#:]+)/i.exec(url.trim());
  return match?.[1] ? match[1].toLowerCase().replace(/^www\./, '') : null;
}

/**
 * Classifies a link target: relative URLs and absolute ones on `siteOrigin`'s host (with or without 'www.')
 * are internal, other http(s) and protocol-relative URLs outbound, mailto:, tel:, javascript: and bare
 * '#fragments' other.
 */
export function classifyLink(href: string, siteOrigin?: string): LinkTarget {
  const url = href.trim();
  if (url === '' || url.startsWith('#')) return 'other';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return 'other';
  if (scheme === undefined && !url.startsWith('//')) return 'internal';
  const host = hostOf(url);
  const site = siteOrigin === undefined ? null : hostOf(siteOrigin.includes('//') ? siteOrigin : `//${siteOrigin}`);
  return host !== null && site !== null && host === site ? 'internal' : 'outbound';
}

/** Links counted for one target, and how many of them are nofollow. */
function linkCheck(id: string, links: Link[], kind: 'internal' | 'outbound'): Check {
  const followed = links.filter((link) => !link.nofollow).length;
  const n = links.length;
  if (kind === 'internal') {
    if (n === 0) return check(id, 'bad', 'The text has no links to other pages of this site: link to a related post or service page.');
    if (followed === 0)
      return check(
        id,
        'ok',
        `The text's ${n} internal link${n === 1 ? ' is' : 's are all'} nofollow: let search engines follow at least one.`,
      );
    return check(id, 'good', `The text has ${n} internal link${n === 1 ? '' : 's'}.`);
  }
  if (n === 0) return check(id, 'ok', 'The text has no outbound links: link to a trustworthy source where it helps the reader.');
  if (followed === 0)
    return check(id, 'ok', `The text's ${n} outbound link${n === 1 ? ' is' : 's are all'} nofollow: follow the ones you vouch for.`);
  return check(id, 'good', `The text has ${n} outbound link${n === 1 ? '' : 's'}.`);
}

/** The alt-text check: every image needs one, and one of them should carry the keyphrase when there is one. */
function imageAltCheck(input: AnalysisInput, doc: AnalysedDocument): Check {
  const images = doc.structure.images;
  if (images.length === 0) return check('image-alt', 'ok', 'The text has no images: add one that illustrates it, with an alt text.');
  const missing = images.filter((image) => image.alt === '').length;
  if (missing > 0)
    return check(
      'image-alt',
      'bad',
      `${missing} of ${images.length} image${images.length === 1 ? ' has' : 's have'} no alt text: describe each image for people who cannot see it.`,
    );
  const keyphrase = prepareKeyphrase(input.keyphrase);
  if (keyphrase.stems.length > 0 && !images.some((image) => containsPhrase(keyphrase, image.alt) || wordShare(keyphrase, image.alt) === 1))
    return check(
      'image-alt',
      'ok',
      'Every image has an alt text, but none mentions the keyphrase: use it in one where it describes the image.',
    );
  return check('image-alt', 'good', `Every image has an alt text${keyphrase.stems.length > 0 ? ', and one mentions the keyphrase' : ''}.`);
}

/** The link and image checks of a page. */
export function linkAndImageChecks(input: AnalysisInput, doc: AnalysedDocument): Check[] {
  const internal: Link[] = [];
  const outbound: Link[] = [];
  for (const link of doc.structure.links) {
    const target = classifyLink(link.href, input.siteOrigin);
    if (target === 'internal') internal.push(link);
    else if (target === 'outbound') outbound.push(link);
  }
  return [imageAltCheck(input, doc), linkCheck('internal-links', internal, 'internal'), linkCheck('outbound-links', outbound, 'outbound')];
}

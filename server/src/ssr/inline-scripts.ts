import { createHash } from 'node:crypto';

/** Script types a browser does not run (data islands such as the initial state): they need no CSP source. */
const DATA_SCRIPT = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * Turns a page rendered with `nonce` into one any number of visitors can share: the nonce attributes are
 * removed, and the inline scripts that carried the nonce are named instead by their SHA-256 ('sha256-…',
 * as a Content-Security-Policy source), which a browser checks against each script's exact text.
 *
 * Only scripts the app wrote carry the nonce (it is fresh for this render, so no stored content can
 * know it): an inline script that reached the page any other way (say, through content that slipped past
 * the sanitiser) gets no hash, and the browser refuses to run it.
 */
export function hashInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const nonceAttribute = ` nonce="${nonce}"`;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (!attributes.includes(nonceAttribute)) continue;
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes) || text === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return { html: html.split(nonceAttribute).join(''), hashes: [...hashes] };
}

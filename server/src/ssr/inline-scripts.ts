import { createHash } from 'node:crypto';

/** Script types a browser does not run (data islands such as the initial state): they need no CSP source. */
const DATA_SCRIPT = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * Turns a page rendered with `nonce` into one any number of visitors can share: the nonce attributes are
 * removed, and the page's inline scripts are named instead by their SHA-256 ('sha256-…', as a
 * Content-Security-Policy source), which a browser checks against each script's exact text.
 */
export function hashInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const shared = html.split(` nonce="${nonce}"`).join('');
  const hashes = new Set<string>();
  for (const match of shared.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes) || text === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return { html: shared, hashes: [...hashes] };
}

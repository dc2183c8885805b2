/** The host every generated path tries to reach. */
export const OFF_SITE_HOST = 'evil.example';

/** Beginnings that a URL parser, a server or a proxy may fold into `/` (dot segments, plain and encoded). */
const LEADS = ['/', '/./', '/../', '/%2e/', '/%2E%2e/', '/.%2e/', '/%252e/', '/a/../'];

/** What may follow the lead and be read as a second slash: slashes and backslashes, encoded once or twice, with tabs and newlines. */
const SEPARATORS = ['/', '\\', '/\\', '%2f', '%2F', '%5c', '%5C', '%252f', '%255c', '\t/', '%09/', '\n/'];

/** Whole addresses: schemes in mixed case, with tabs and newlines inside, and protocol-relative forms. */
const ABSOLUTE = [
  `https://${OFF_SITE_HOST}/x`,
  `HtTpS://${OFF_SITE_HOST}/x`,
  `ht\ttps://${OFF_SITE_HOST}/x`,
  `\thttps://${OFF_SITE_HOST}/x`,
  ` //${OFF_SITE_HOST}/x`,
  `https:${OFF_SITE_HOST}/x`,
  `https:/\\${OFF_SITE_HOST}/x`,
  `//${OFF_SITE_HOST}/x`,
  `///${OFF_SITE_HOST}/x`,
  `////${OFF_SITE_HOST}/x`,
  `\\\\${OFF_SITE_HOST}/x`,
  `/\\/${OFF_SITE_HOST}/x`,
  `/\t/${OFF_SITE_HOST}/x`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  `java\nscript:alert(1)`,
  `/%2e%2e//${OFF_SITE_HOST}/x`,
  `/%2e//${OFF_SITE_HOST}/x`,
  `/.//${OFF_SITE_HOST}/x`,
];

/**
 * Paths that try to leave the site once something normalises them (a URL parser resolving dot segments,
 * a decoder undoing percent-encoding once or twice, a browser reading `\` as `/` and dropping tabs):
 * every lead combined with every separator, then the whole-address forms. For tests of redirects.
 */
export function* offSitePaths(): Generator<string> {
  const seen = new Set<string>();
  const candidates = [...LEADS.flatMap((lead) => SEPARATORS.map((separator) => `${lead}${separator}${OFF_SITE_HOST}/x`)), ...ABSOLUTE];
  for (const candidate of candidates) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    yield candidate;
  }
}

/** `text` with each `%XX` escape undone once (byte by byte, so a broken escape elsewhere never stops it). */
function decodeOnce(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether a `Location` leads away from `origin` when a browser resolves it against the page, or once
 * the path it resolves to is resolved again or percent-decoded (as a server or proxy in front may do)
 * and resolved once more, up to four rounds.
 */
export function leavesOrigin(location: string, origin: string): boolean {
  let current = location;
  for (let round = 0; round < 4; round += 1) {
    const url = new URL(current, origin);
    if (url.origin !== origin) return true;
    const next = `${decodeOnce(url.pathname)}${url.search}${url.hash}`;
    if (next === current) return false;
    current = next;
  }
  return false;
}

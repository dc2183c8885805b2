// The addresses a newsletter e-mail links to and loads images from: every one absolute on the site's origin (a mail
// program has no page address to resolve a relative one against), and each article image a width variant of the media
// pipeline fit for the e-mail's column.

/** The schemes a link in the e-mail may use (the article allow-list's, html-sanitizer.ts). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The address `url` names when read on the page `base` (absolute), or null when it is not one a reader may follow. */
function resolved(url: string, base: string): URL | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('//')) return null;
  try {
    return new URL(trimmed, base);
  } catch {
    return null;
  }
}

/**
 * `href` as an absolute link: a relative one resolved on `base` (the article's own address, on the site's origin);
 * null for anything but http(s), mailto and tel (and for protocol-relative `//host`, which the sanitiser refuses too).
 */
export function absoluteLink(href: string, base: string): string | null {
  const url = resolved(href, base);
  return url !== null && LINK_SCHEMES.has(url.protocol) ? url.href : null;
}

/** `src` as an absolute image address over http(s), resolved on `base`; null for anything else. */
export function absoluteImage(src: string, base: string): string | null {
  const url = resolved(src, base);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** One candidate of a `srcset`: its address and width descriptor. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/** The width-described candidates of a `srcset` (`/media/a-640w.webp 640w, …`), narrowest first; others are skipped. */
export function srcsetCandidates(srcset: string | undefined): ImageCandidate[] {
  if (srcset === undefined) return [];
  const candidates: ImageCandidate[] = [];
  for (const part of srcset.split(',')) {
    const match = /^\s*(\S+)\s+([1-9]\d{0,4})w\s*$/.exec(part);
    if (match) candidates.push({ url: match[1]!, width: Number(match[2]) });
  }
  return candidates.sort((a, b) => a.width - b.width);
}

/** The widest an image is shown in the e-mail: the 600 px column less its padding. */
export const EMAIL_CONTENT_WIDTH = 552;

/** An image as the e-mail shows it: its absolute address and the size to draw it at (height when known). */
export interface EmailImage {
  src: string;
  width: number;
  height: number | null;
}

/**
 * How the e-mail shows an image of `intrinsic` size with `candidates` (its srcset, or the media asset's variants and
 * original): drawn at most `column` px wide (never wider than it is), from the narrowest candidate with twice those
 * pixels (sharp on high-density screens; mail programs ignore srcset, so one address must serve both), else the widest
 * there is; `fallback` when there are no candidates. Null when no address is usable.
 */
export function emailImage(
  fallback: string,
  candidates: readonly ImageCandidate[],
  intrinsic: { width: number | null; height: number | null },
  base: string,
  column = EMAIL_CONTENT_WIDTH,
): EmailImage | null {
  const widest = candidates.at(-1)?.width ?? null;
  const natural = intrinsic.width ?? widest;
  const width = natural === null ? column : Math.min(column, natural);
  const chosen = candidates.find((candidate) => candidate.width >= width * 2) ?? candidates.at(-1);
  const src = absoluteImage(chosen?.url ?? fallback, base) ?? (chosen ? absoluteImage(fallback, base) : null);
  if (src === null) return null;
  const height =
    intrinsic.width !== null && intrinsic.height !== null ? Math.max(1, Math.round((intrinsic.height * width) / intrinsic.width)) : null;
  return { src, width, height };
}

import type { SnippetPart } from '@app/contracts';

/** The mark PostgreSQL's ts_headline puts before a matched word (a control character no article text keeps). */
export const SNIPPET_START = '\u0002';
/** The mark after a matched word. */
export const SNIPPET_STOP = '\u0003';

/**
 * A ts_headline passage as parts of plain text, the matched words flagged; runs of white space read as one space.
 * A passage with no matched word (the search hit the title only) is null: the card's own excerpt says enough.
 */
export function snippetParts(headline: string): SnippetPart[] | null {
  const parts: SnippetPart[] = [];
  const text = headline.replace(/\s+/g, ' ').trim();
  for (const [index, piece] of text.split(SNIPPET_START).entries()) {
    const [matched, after] = index === 0 ? [undefined, piece] : splitOnce(piece, SNIPPET_STOP);
    if (matched) parts.push({ text: matched, match: true });
    if (after) parts.push({ text: after, match: false });
  }
  return parts.some((part) => part.match) ? parts : null;
}

function splitOnce(piece: string, separator: string): [string, string] {
  const at = piece.indexOf(separator);
  return at === -1 ? [piece, ''] : [piece.slice(0, at), piece.slice(at + separator.length)];
}

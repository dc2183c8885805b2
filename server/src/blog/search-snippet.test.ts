import { describe, expect, it } from 'vitest';
import { SNIPPET_START as S, SNIPPET_STOP as E, snippetParts } from './search-snippet.ts';

describe('snippetParts', () => {
  it('splits a passage into plain and matched parts, white space folded', () => {
    expect(snippetParts(`We ${S}photographed${E} the\n  local ${S}shops${E}.`)).toEqual([
      { text: 'We ', match: false },
      { text: 'photographed', match: true },
      { text: ' the local ', match: false },
      { text: 'shops', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps markup-like text as text (the parts are rendered as text, never as HTML)', () => {
    expect(snippetParts(`<b>${S}bold${E}</b>`)).toEqual([
      { text: '<b>', match: false },
      { text: 'bold', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('is null when nothing in the passage matched', () => {
    expect(snippetParts('An excerpt with no match')).toBeNull();
    expect(snippetParts('')).toBeNull();
  });

  it('reads an unclosed mark as matched up to the end', () => {
    expect(snippetParts(`cut ${S}short`)).toEqual([
      { text: 'cut ', match: false },
      { text: 'short', match: true },
    ]);
  });
});

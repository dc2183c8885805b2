// The body read once for every check: its blocks, words, sentences and stems.
import { readHtml, type BodyStructure, type TextBlock } from './html-reader.ts';
import { stems } from './keyphrase.ts';
import { sentences, words } from './text.ts';

/** A prose block with its sentences and word count. */
export interface ProseBlock {
  block: TextBlock;
  sentences: string[];
  wordCount: number;
}

/** The body of a page, read and split once. */
export interface AnalysedDocument {
  structure: BodyStructure;
  /** Words of every block but code: the text length. */
  wordCount: number;
  /** Stems of every block but code, in order, for the keyphrase count. */
  stems: string[];
  /** Paragraphs, list items, quotes and table cells, in order. */
  prose: ProseBlock[];
  /** The first paragraph (the first prose block that is a paragraph, else the first prose block), or ''. */
  firstParagraph: string;
  /** Subheadings (h2 to h6) in order. */
  subheadings: TextBlock[];
}

/** Reads body HTML into the document every check works on. */
export function readDocument(html: string): AnalysedDocument {
  const structure = readHtml(html);
  const prose: ProseBlock[] = [];
  let wordCount = 0;
  const allStems: string[] = [];
  for (const block of structure.blocks) {
    if (block.kind === 'code') continue;
    const count = words(block.text).length;
    wordCount += count;
    for (const s of stems(block.text)) allStems.push(s);
    if (block.kind !== 'heading') prose.push({ block, sentences: sentences(block.text), wordCount: count });
  }
  const first = prose.find((entry) => entry.block.kind === 'paragraph') ?? prose[0];
  return {
    structure,
    wordCount,
    stems: allStems,
    prose,
    firstParagraph: first?.block.text ?? '',
    subheadings: structure.blocks.filter((block) => block.kind === 'heading' && (block.level ?? 1) >= 2),
  };
}

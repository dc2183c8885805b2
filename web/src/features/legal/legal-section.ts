import type { ReactNode } from 'react';

/** One numbered part of a legal document: its anchor id, its heading and its body (plain block JSX). */
export interface LegalSection {
  /** The fragment the table of contents links to; unique within the document. */
  id: string;
  /** The section's heading, exactly as the spec names it. */
  title: string;
  /** Paragraphs, lists and h3 sub-headings; styled by the document, so no classes are needed. */
  body: ReactNode;
}

// @app/seo-analysis: the SEO and readability analysis shared by the admin's editor and the server.
export { analyse, score, scoreRating, worstCheck } from './analyse.ts';
export { clipAtWord, postHeadDescription } from './head-description.ts';
export type { AnalysisInput, AnalysisResult, Check, Rating } from './types.ts';
export { readHtml, decodeEntities, type BodyStructure, type TextBlock, type BlockKind, type Link, type Image } from './html-reader.ts';
export { readDocument, type AnalysedDocument } from './document.ts';
export { foldText, words, sentences, syllables } from './text.ts';
export { stem, stems, prepareKeyphrase, containsPhrase, countIn, startsWithPhrase, sameKeyphrase, type Keyphrase } from './keyphrase.ts';
export {
  textWidth,
  cutToWidth,
  snippetPreview,
  type SnippetPreview,
  TITLE_MAX_PX,
  TITLE_FONT_PX,
  DESCRIPTION_DESKTOP_MAX_PX,
  DESCRIPTION_MOBILE_MAX_PX,
  DESCRIPTION_FONT_PX,
} from './pixel-width.ts';
export { ARIAL_RESOLVED_FACE } from './arial-widths.ts';
export { classifyLink, type LinkTarget } from './checks-links.ts';
export { fleschReadingEase, fleschBand, hasTransition, isPassive } from './checks-readability.ts';

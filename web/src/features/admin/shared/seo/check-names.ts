import type { Rating } from '@app/seo-analysis';

/**
 * The word shown beside each light, so a result never rests on colour alone: the same words for the checks and scores
 * of the SEO panel and for the content manager's SEO overview.
 */
export const RATING_LABEL: Readonly<Record<Rating, string>> = { good: 'Good', ok: 'OK', bad: 'Needs work' };

/** The colour classes of a light: its dot and its word. */
export const RATING_TONE: Readonly<Record<Rating, { dot: string; text: string }>> = {
  good: { dot: 'bg-emerald-400', text: 'text-emerald-300' },
  ok: { dot: 'bg-amber-400', text: 'text-amber-300' },
  bad: { dot: 'bg-red-500', text: 'text-red-300' },
};

/** The short name of each check of @app/seo-analysis, by its id. */
export const CHECK_NAMES: Readonly<Record<string, string>> = {
  'keyphrase-length': 'Keyphrase length',
  'keyphrase-in-title': 'Keyphrase in SEO title',
  'keyphrase-title-start': 'Keyphrase at the start of the title',
  'keyphrase-in-description': 'Keyphrase in meta description',
  'keyphrase-in-slug': 'Keyphrase in slug',
  'keyphrase-in-introduction': 'Keyphrase in introduction',
  'keyphrase-in-subheading': 'Keyphrase in subheadings',
  'keyphrase-density': 'Keyphrase density',
  'keyphrase-used-before': 'Keyphrase used before',
  'title-width': 'SEO title width',
  'description-width': 'Meta description width',
  'text-length': 'Text length',
  'image-alt': 'Image alt text',
  'internal-links': 'Internal links',
  'outbound-links': 'Outbound links',
  'flesch-reading-ease': 'Flesch reading ease',
  'sentence-length': 'Sentence length',
  'paragraph-length': 'Paragraph length',
  'subheading-distribution': 'Subheading distribution',
  'transition-words': 'Transition words',
  'passive-voice': 'Passive voice',
};

/** A check's name: its known name, or its id in words for a check added to the engine later. */
export function checkName(id: string): string {
  return CHECK_NAMES[id] ?? id.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

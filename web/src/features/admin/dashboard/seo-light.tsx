import type { SeoRating } from '@app/contracts';
import { RATING_LABEL, RATING_TONE } from '../shared/seo/check-names.ts';

/** What each traffic light says in words, beside its colour (the SEO panel's words). */
export const SEO_RATING_LABELS: Readonly<Record<SeoRating, string>> = RATING_LABEL;

/** A traffic light: a coloured dot, then its word and the score, so it reads without the colour. */
export function SeoLight({ rating, score }: { rating: SeoRating; score: number }) {
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap ${RATING_TONE[rating].text}`}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${RATING_TONE[rating].dot}`} />
      {SEO_RATING_LABELS[rating]} ({score})
    </span>
  );
}

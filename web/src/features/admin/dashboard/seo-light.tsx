import type { SeoRating } from '@app/contracts';

/** What each traffic light says in words, beside its colour. */
export const SEO_RATING_LABELS: Record<SeoRating, string> = { good: 'Good', ok: 'OK', bad: 'Needs work' };

const DOT_CLASS: Record<SeoRating, string> = { good: 'bg-emerald-400', ok: 'bg-amber-400', bad: 'bg-red-500' };
const TEXT_CLASS: Record<SeoRating, string> = { good: 'text-emerald-300', ok: 'text-amber-300', bad: 'text-red-300' };

/** A traffic light: a coloured dot, then its word and the score, so it reads without the colour. */
export function SeoLight({ rating, score }: { rating: SeoRating; score: number }) {
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap ${TEXT_CLASS[rating]}`}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT_CLASS[rating]}`} />
      {SEO_RATING_LABELS[rating]} ({score})
    </span>
  );
}

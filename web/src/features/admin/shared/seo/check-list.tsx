import { scoreRating, type Check, type Rating } from '@app/seo-analysis';
import { useId } from 'react';
import { checkName, RATING_LABEL, RATING_TONE } from './check-names.ts';

/** A light: its coloured dot (decorative) and its word, so the result never rests on colour alone. */
export function RatingLight({ rating }: { rating: Rating }) {
  const tone = RATING_TONE[rating];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 text-xs font-semibold ${tone.text}`}>
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${tone.dot}`} />
      {RATING_LABEL[rating]}
    </span>
  );
}

/** A score out of 100 with its light ('SEO score 72/100', then 'OK'). */
export function ScoreLight({ label, score }: { label: string; score: number }) {
  return (
    <p className="flex items-center justify-between gap-3 rounded-lg border border-white/10 bg-night-700/60 px-3 py-2 text-sm">
      <span className="text-slate-200">
        {label} <span className="font-semibold text-white">{score}/100</span>
      </span>
      <RatingLight rating={scoreRating(score)} />
    </p>
  );
}

/** One group of checks as a named list: each with its light, its name and the advice sentence. */
export function CheckList({ title, checks }: { title: string; checks: readonly Check[] }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p id={id} className="text-sm font-semibold text-white">
        {title}
      </p>
      <ul aria-labelledby={id} className="grid gap-1.5">
        {checks.map((check) => (
          <li key={check.id} className="grid gap-0.5 rounded-lg bg-night-700/40 px-3 py-2 text-sm">
            <span className="flex flex-wrap items-center gap-x-2">
              <RatingLight rating={check.rating} />
              <span className="font-medium text-slate-100">{checkName(check.id)}</span>
            </span>
            <span className="text-slate-300">{check.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { WidthFit } from './width-fit.ts';

const TONE: Readonly<Record<WidthFit['verdict'], string>> = {
  fits: 'text-emerald-400',
  'mobile-cut': 'text-amber-300',
  cut: 'text-red-300',
  empty: 'text-slate-400',
};

/**
 * The line under a title or description field: its width in pixels against what a search result shows (the verdict,
 * the same the analysis gives), then its length in characters against the spec's guide, which is advisory only.
 */
export function WidthHint({ id, fit, length, guide }: { id: string; fit: WidthFit; length: number; guide: { min: number; max: number } }) {
  return (
    <p id={id} className="text-xs text-slate-400">
      <span className={TONE[fit.verdict]}>{fit.text}</span> · {length} characters (guide {guide.min}-{guide.max})
    </p>
  );
}

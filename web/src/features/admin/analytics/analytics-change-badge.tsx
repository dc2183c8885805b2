import type { Change, ChangeDirection } from './analytics-format.ts';

/** Each direction's colour and sign: the arrow says it as well as the colour, so colour is never the only cue. */
const LOOKS: Record<ChangeDirection, { className: string; arrow: string }> = {
  up: { className: 'text-emerald-300', arrow: '↑' },
  down: { className: 'text-red-300', arrow: '↓' },
  new: { className: 'text-sky-300', arrow: '↑' },
  same: { className: 'text-slate-400', arrow: '' },
  unknown: { className: 'text-slate-400', arrow: '' },
};

/** A figure's change against the period before ("↑ +12%", "↓ −5%", "No change", "New"), with what it is compared with for screen readers. */
export function AnalyticsChangeBadge({ change }: { change: Change }) {
  const look = LOOKS[change.direction];
  return (
    <p className={`text-sm font-medium tabular-nums ${look.className}`}>
      {look.arrow ? <span aria-hidden="true">{look.arrow} </span> : null}
      {change.text}
      <span className="sr-only"> against the period before</span>
    </p>
  );
}

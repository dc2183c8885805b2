import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, analyticsRangeInputSchema, type AnalyticsRange } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AnalyticsRangeChoice } from './analytics-search.ts';

/** The fixed ranges' buttons, then Custom. */
const FIXED_RANGES = ANALYTICS_RANGES.filter((range): range is Exclude<AnalyticsRange, 'custom'> => range !== 'custom');

const segmentClass =
  'h-9 rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-300 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft aria-pressed:bg-primary aria-pressed:text-white';

/**
 * The range chooser: Today, Last 7 days, Last 30 days, Last 12 months (each a toggle button, the one shown pressed),
 * and Custom, which opens From and To day fields with Apply (days the contract refuses are said on their field, not sent). `shown` is the range on screen and `days` its first and
 * last day (the fields start from them); `onChoose` gets the range chosen.
 */
export function AnalyticsRangePicker({
  shown,
  days,
  onChoose,
}: {
  shown: AnalyticsRangeChoice;
  days: { from: string; to: string } | null;
  onChoose: (choice: AnalyticsRangeChoice) => void;
}) {
  const [customOpen, setCustomOpen] = useState(shown.range === 'custom');
  const [from, setFrom] = useState(shown.from ?? days?.from ?? '');
  const [to, setTo] = useState(shown.to ?? days?.to ?? '');
  // What is wrong with the days typed, on the field it concerns (the contract's own check, as the server makes it).
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | null>(null);

  const openCustom = () => {
    // The fields start from the days on screen, so a custom range begins as an edit of the one shown.
    if (!from && days) setFrom(days.from);
    if (!to && days) setTo(days.to);
    setCustomOpen(true);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = analyticsRangeInputSchema.safeParse({ range: 'custom', from, to });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem({ field: issue?.path[0] === 'to' ? 'to' : 'from', message: issue?.message ?? 'Choose the first and the last day.' });
      return;
    }
    setProblem(null);
    onChoose({ range: 'custom', from, to });
  };

  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label="Range"
        className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg border border-white/10 bg-night-800 p-1"
      >
        {FIXED_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={!customOpen && shown.range === range}
            className={segmentClass}
            onClick={() => {
              setCustomOpen(false);
              onChoose({ range });
            }}
          >
            {ANALYTICS_RANGE_LABELS[range]}
          </button>
        ))}
        <button type="button" aria-pressed={customOpen} className={segmentClass} onClick={openCustom}>
          {ANALYTICS_RANGE_LABELS.custom}
        </button>
      </div>
      {customOpen ? (
        <form aria-label="Custom range" noValidate className="flex flex-wrap items-start gap-3" onSubmit={apply}>
          <TextField
            label="From"
            type="date"
            name="from"
            required
            className="w-44"
            value={from}
            error={problem?.field === 'from' ? problem.message : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            name="to"
            required
            className="w-44"
            value={to}
            error={problem?.field === 'to' ? problem.message : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
          {/* Level with the fields, whose labels sit above them. */}
          <Button type="submit" className="mt-7">
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  );
}

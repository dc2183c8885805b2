import { useId } from 'react';
import { MarketingIcon } from '../shared/marketing-icon.tsx';
import { PLANS } from '../shared/plans.ts';
import { SectionHeading } from '../shared/section-heading.tsx';
import { FEATURE_BREAKDOWN, type BreakdownValue } from './feature-breakdown.ts';
import { InfoTooltip } from './info-tooltip.tsx';

function Cell({ value }: { value: BreakdownValue }) {
  if (value === true) {
    return (
      <>
        <MarketingIcon name="check" className="mx-auto size-5 text-emerald-400" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <MarketingIcon name="minus" className="mx-auto size-5 text-slate-600" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <span className="text-slate-200">{value}</span>;
}

/**
 * The Pricing page's feature breakdown: a table of features by plan, grouped, where every feature
 * name has an info tooltip explaining it. On narrow screens the table scrolls sideways in a
 * focusable, labelled region.
 */
export function FeatureBreakdownSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id={headingId}
          eyebrow="Feature breakdown"
          title="Compare every feature"
          description="Hover over or focus the info buttons for a short explanation of each feature."
        />
        <div
          role="region"
          aria-label="Feature breakdown table"
          tabIndex={0}
          className="relative mt-12 overflow-x-auto rounded-2xl border border-white/10 bg-night-800"
        >
          <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">Features included in each plan</caption>
            <thead>
              <tr className="border-b border-white/10">
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-[34%] bg-night-800 px-5 py-4 text-left font-semibold text-slate-300"
                >
                  Feature
                </th>
                {PLANS.map((plan) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className={`px-4 py-4 text-center font-semibold ${plan.popular ? 'text-primary-soft' : 'text-white'}`}
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            {FEATURE_BREAKDOWN.map((group) => (
              <tbody key={group.title}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={PLANS.length + 1}
                    className="bg-white/[0.03] px-5 py-3 text-left text-xs font-semibold tracking-wide text-slate-400 uppercase"
                  >
                    {group.title}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.feature} className="border-t border-white/5">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-night-800 px-5 py-3.5 text-left font-medium text-slate-200"
                    >
                      <span className="inline-flex items-center gap-1.5">
                        {row.feature}
                        <InfoTooltip label={`About ${row.feature}`} text={row.tooltip} />
                      </span>
                    </th>
                    {row.values.map((value, index) => (
                      <td key={PLANS[index]?.id ?? index} className="px-4 py-3.5 text-center">
                        <Cell value={value} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </section>
  );
}

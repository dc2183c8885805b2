import { useId } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { useEditableTable } from '../../page-content/use-editable-table.ts';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { PLANS } from '../shared/plans.ts';
import { SectionHeading } from '../shared/section-heading.tsx';
import { FEATURE_BREAKDOWN, type BreakdownValue } from './feature-breakdown.ts';
import { InfoTooltipIsland } from './info-tooltip.island.tsx';
import { usePageEditsUnder } from '../../page-content/page-edits-context.tsx';

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

/** A feature's info tooltip: an island given the saved edit of its text. */
function FeatureTooltip({ label, text, textKey }: { label: string; text: string; textKey: string }) {
  const edits = usePageEditsUnder(textKey);
  return <InfoTooltipIsland label={label} text={text} textKey={textKey} {...edits} />;
}

// Every group's first body row (its title row), counting each group's title row and feature rows in order.
const GROUP_FIRST_ROWS = (() => {
  let next = 0;
  return FEATURE_BREAKDOWN.map((group) => {
    const first = next;
    next += 1 + group.rows.length;
    return first;
  });
})();

// The feature column plus one column per plan.
const COLUMN_COUNT = PLANS.length + 1;

/**
 * The Pricing page's feature breakdown: a table of features by plan, grouped, where every feature
 * name has an info tooltip explaining it. On narrow screens the table scrolls sideways in a
 * focusable, labelled region. The table is keyed 'pricing.breakdown.table' (kind 'table'): body rows
 * are counted over the whole table, each group's title row included, and column 0 is the feature column.
 */
export function FeatureBreakdownSection() {
  const headingId = useId();
  const table = useEditableTable('pricing.breakdown.table');
  return (
    <EditableBlock as="section" editKey="pricing.breakdown" aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          keyPrefix="pricing.breakdown"
          id={headingId}
          eyebrow="Feature breakdown"
          title="Compare every feature"
          description="Hover over or focus the info buttons for a short explanation of each feature."
        />
        {table.attributes ? (
          <div
            role="region"
            aria-label="Feature breakdown table"
            tabIndex={0}
            className="relative mt-12 overflow-x-auto rounded-2xl border border-white/10 bg-night-800"
            {...table.attributes}
          >
            <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
              <caption className="sr-only">Features included in each plan</caption>
              <thead>
                <tr className="border-b border-white/10">
                  {table.showsColumn(0) ? (
                    <th scope="col" className="sticky left-0 z-10 w-[34%] bg-night-800 px-5 py-4 text-left font-semibold text-slate-300">
                      Feature
                    </th>
                  ) : null}
                  {PLANS.map((plan, index) =>
                    table.showsColumn(index + 1) ? (
                      <th
                        key={plan.id}
                        scope="col"
                        className={`px-4 py-4 text-center font-semibold ${plan.popular ? 'text-primary-soft' : 'text-white'}`}
                      >
                        {plan.name}
                      </th>
                    ) : null,
                  )}
                </tr>
              </thead>
              {FEATURE_BREAKDOWN.map((group, groupIndex) => {
                const titleRow = GROUP_FIRST_ROWS[groupIndex] ?? 0;
                return (
                  <tbody key={group.id}>
                    {table.showsRow(titleRow) ? (
                      <tr>
                        <th
                          scope="colgroup"
                          colSpan={table.shownColumns(COLUMN_COUNT)}
                          className="bg-white/[0.03] px-5 py-3 text-left text-xs font-semibold tracking-wide text-slate-400 uppercase"
                          {...table.cellAttributes(titleRow, 0)}
                        >
                          {table.emptiesCell(titleRow, 0) ? null : (
                            <EditableText as="span" editKey={`pricing.breakdown.group.${group.id}.title`}>
                              {group.title}
                            </EditableText>
                          )}
                        </th>
                      </tr>
                    ) : null}
                    {group.rows.map((row, rowIndex) => {
                      const bodyRow = titleRow + 1 + rowIndex;
                      if (!table.showsRow(bodyRow)) return null;
                      return (
                        <tr key={row.id} className="border-t border-white/5">
                          {table.showsColumn(0) ? (
                            <th
                              scope="row"
                              // Raised while its tooltip shows, so the next rows' sticky cells never cover it.
                              className="sticky left-0 z-10 bg-night-800 px-5 py-3.5 text-left font-medium text-slate-200 focus-within:z-30 hover:z-30 has-[[data-open]]:z-30"
                              {...table.cellAttributes(bodyRow, 0)}
                            >
                              {table.emptiesCell(bodyRow, 0) ? null : (
                                <EditableText
                                  as="span"
                                  editKey={`pricing.breakdown.row.${row.id}.feature`}
                                  className="inline-flex items-center gap-1.5"
                                  after={
                                    <FeatureTooltip
                                      label={`About ${row.feature}`}
                                      text={row.tooltip}
                                      textKey={`pricing.breakdown.row.${row.id}.tooltip`}
                                    />
                                  }
                                >
                                  {row.feature}
                                </EditableText>
                              )}
                            </th>
                          ) : null}
                          {row.values.map((value, index) =>
                            table.showsColumn(index + 1) ? (
                              <td
                                key={PLANS[index]?.id ?? index}
                                className="px-4 py-3.5 text-center"
                                {...table.cellAttributes(bodyRow, index + 1)}
                              >
                                {table.emptiesCell(bodyRow, index + 1) ? null : <Cell value={value} />}
                              </td>
                            ) : null,
                          )}
                        </tr>
                      );
                    })}
                  </tbody>
                );
              })}
            </table>
          </div>
        ) : null}
      </div>
    </EditableBlock>
  );
}

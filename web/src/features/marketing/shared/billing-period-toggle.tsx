import { ANNUAL_SAVING } from '@app/contracts/plan-prices';
import { useId } from 'react';
import { EditableText } from '../../page-content/editable-text.tsx';

/** The two ways a plan can be billed. */
export type BillingPeriod = 'monthly' | 'annual';

/** Both billing periods, in the order the toggle and the plan cards render them. */
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/**
 * The class of the element that holds a `BillingPeriodToggle` and the prices it switches: the
 * `billingShownOnly` classes look for the toggle's checked radio inside it.
 */
export const BILLING_SCOPE = 'group/billing';

// Written out in full so Tailwind finds every class in the source.
const SHOWN_ONLY: Record<BillingPeriod, Record<'block' | 'grid', string>> = {
  monthly: {
    block: 'block group-has-[[data-billing=annual]:checked]/billing:hidden',
    grid: 'grid group-has-[[data-billing=annual]:checked]/billing:hidden',
  },
  annual: {
    block: 'hidden group-has-[[data-billing=annual]:checked]/billing:block',
    grid: 'hidden group-has-[[data-billing=annual]:checked]/billing:grid',
  },
};

/**
 * The classes that show an element, with this `display`, only while `period` is the toggle's
 * checked option inside the nearest `BILLING_SCOPE`; CSS alone switches them, so the toggle works
 * before and without the script, and a click made before the app runs is never lost.
 */
export function billingShownOnly(period: BillingPeriod, display: 'block' | 'grid'): string {
  return SHOWN_ONLY[period][display];
}

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/**
 * A Monthly / Annual segmented control built from native radio buttons (arrow keys move between
 * them), `defaultValue` checked at first. It keeps no state of its own: the prices beside it switch
 * with CSS (`billingShownOnly`), so it works without JavaScript. What annual billing saves
 * (`ANNUAL_SAVING`, 'Save 20%', from the price table and so not editable) is shown as a badge and read
 * out as the Annual option's description. Its labels are keyed `{keyPrefix}.billing.monthly` and `.billing.annual`.
 */
export function BillingPeriodToggle({ keyPrefix, defaultValue }: { keyPrefix: string; defaultValue: BillingPeriod }) {
  const name = useId();
  const noteId = useId();
  return (
    <fieldset className="flex flex-wrap items-center justify-center gap-3">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-white/10 bg-night-800 p-1">
        {options.map((option) => (
          <EditableText
            as="label"
            key={option.value}
            editKey={`${keyPrefix}.billing.${option.value}`}
            className="relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-slate-400 transition-colors select-none hover:text-white has-checked:bg-primary has-checked:text-white has-checked:shadow-lg has-checked:shadow-primary/30 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-soft"
            before={
              <input
                type="radio"
                name={name}
                value={option.value}
                data-billing={option.value}
                // Uncontrolled: the browser keeps the choice, even one made before the app ran.
                defaultChecked={option.value === defaultValue}
                aria-describedby={option.value === 'annual' ? noteId : undefined}
                // Transparent and stretched over its label, so a click anywhere on the pill checks it.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
            }
          >
            {option.label}
          </EditableText>
        ))}
      </div>
      <span
        id={noteId}
        className="rounded-full bg-emerald-400/10 px-3 py-1 text-sm font-semibold text-emerald-300 ring-1 ring-emerald-400/25"
      >
        {ANNUAL_SAVING}
      </span>
    </fieldset>
  );
}

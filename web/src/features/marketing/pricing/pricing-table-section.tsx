import { useId } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { BILLING_SCOPE, BillingPeriodToggle } from '../shared/billing-period-toggle.tsx';
import { PlanCard } from '../shared/plan-card.tsx';
import { PLANS } from '../shared/plans.ts';
import { SectionHeading } from '../shared/section-heading.tsx';
import { PRICING_TABLE_ID } from './pricing-table-id.ts';

/**
 * The Pricing page's plan table (docs/product.md §9), priced from the one price table (`PLAN_PRICES`).
 * It DEFAULTS TO ANNUAL: $29, $69 and $119 a month,
 * billed annually $348, $828 and $1,428; Monthly shows $39, $89 and $149. Each card lists the plan's
 * limits in the period shown (the annual ones larger, as on the Home summary), credits per year and citations-vault access; Enterprise is custom. Both periods' prices are
 * in the page and the toggle's checked radio shows one with CSS, so it switches without the script.
 * Keyed 'pricing.plans', the cards 'pricing.plan.{plan id}'.
 */
export function PricingTableSection() {
  const headingId = useId();

  return (
    <EditableBlock
      as="section"
      editKey="pricing.plans"
      id={PRICING_TABLE_ID}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`${BILLING_SCOPE} scroll-mt-20 px-4 py-16 outline-none sm:px-6 sm:py-20 lg:px-8`}
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          keyPrefix="pricing.plans"
          id={headingId}
          eyebrow="Plans"
          title="Choose the plan that fits"
          description="All plans include a 14-day free trial with no credit card. Switch to monthly billing at any time."
        />
        <div className="mt-10">
          <BillingPeriodToggle keyPrefix="pricing.plans" defaultValue="annual" />
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => {
            const credits = plan.creditsPerYear === 'Flexible' ? 'Flexible credits' : `${plan.creditsPerYear} credits per year`;
            const vault = plan.citationsVault === 'Included' ? 'Citations vault included' : 'Citations vault: pay-as-you-go';
            return (
              <PlanCard
                key={plan.id}
                keyPrefix={`pricing.plan.${plan.id}`}
                plan={plan}
                // Each period lists its own limits (annual billing gives more), as the Home summary does; the
                // monthly lines keep their original keys.
                features={{
                  monthly: [
                    ...plan.features.map((text, index) => ({ key: `feature.${index}`, text })),
                    { key: 'credits', text: credits },
                    { key: 'vault', text: vault },
                  ],
                  annual: [
                    ...plan.annualFeatures.map((text, index) => ({ key: `annual.feature.${index}`, text })),
                    { key: 'annual.credits', text: credits },
                    { key: 'annual.vault', text: vault },
                  ],
                }}
              />
            );
          })}
        </div>
        <EditableText
          as="p"
          editKey="pricing.plans.footnote"
          className="mx-auto mt-10 max-w-3xl text-center text-sm leading-6 text-slate-400"
        >
          The citations vault covers 200+ sites: pay-as-you-go on Starter and Growth, included on Pro and Enterprise. Prices in US dollars.
        </EditableText>
      </div>
    </EditableBlock>
  );
}

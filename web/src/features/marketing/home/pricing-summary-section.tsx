import { useId } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableLink } from '../../page-content/editable-link.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { BILLING_SCOPE, BillingPeriodToggle } from '../shared/billing-period-toggle.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { PlanCard } from '../shared/plan-card.tsx';
import { PLANS } from '../shared/plans.ts';
import { SectionHeading } from '../shared/section-heading.tsx';

/**
 * Home section 8: the plans at a glance, priced from the one price table as on the Pricing page.
 * Monthly by default (Starter $39, Growth $89, Pro $149, billed monthly); Annual shows $29, $69 and
 * $119 a month billed annually ($348, $828, $1,428) with the larger annual limits and 'Save 20%'.
 * Both views are in the page and the toggle's checked radio shows one with CSS, so it switches
 * without the script. Enterprise is custom, with a contact-sales link to /contact. Keyed
 * 'home.pricing', the cards 'home.pricing.plan.{plan id}'.
 */
export function PricingSummarySection() {
  const headingId = useId();

  return (
    <EditableBlock
      as="section"
      editKey="home.pricing"
      aria-labelledby={headingId}
      className={`${BILLING_SCOPE} px-4 py-20 sm:px-6 sm:py-28 lg:px-8`}
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          keyPrefix="home.pricing"
          id={headingId}
          eyebrow="Pricing"
          title="Simple plans that grow with you"
          description="Every plan starts with a 14-day free trial. No credit card required, cancel anytime."
        />
        <div className="mt-10">
          <BillingPeriodToggle keyPrefix="home.pricing" defaultValue="monthly" />
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              keyPrefix={`home.pricing.plan.${plan.id}`}
              plan={plan}
              // The limits differ between the two views, so each view's lines have their own keys.
              features={{
                monthly: plan.features.map((text, index) => ({ key: `monthly.feature.${index}`, text })),
                annual: plan.annualFeatures.map((text, index) => ({ key: `annual.feature.${index}`, text })),
              }}
            />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-slate-400">
          <EditableText as="span" editKey="home.pricing.more">
            Need more detail?
          </EditableText>{' '}
          <EditableLink
            editKey="home.pricing.compare"
            to="/pricing"
            className="inline-flex items-center gap-1 font-semibold text-primary-soft hover:text-white"
            after={<MarketingIcon name="arrow-right" className="size-4" />}
          >
            Compare every plan and add-on
          </EditableLink>
        </p>
      </div>
    </EditableBlock>
  );
}

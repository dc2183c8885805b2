import { useId } from 'react';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableLink } from '../../page-content/editable-link.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { BILLING_SCOPE, BillingPeriodToggle } from '../shared/billing-period-toggle.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { PlanCard, type PlanPriceLine } from '../shared/plan-card.tsx';
import { PLANS, type Plan } from '../shared/plans.ts';
import { SectionHeading } from '../shared/section-heading.tsx';

function summaryLine(plan: Plan, annual: boolean): PlanPriceLine {
  const amount = annual ? plan.summary.annual : plan.summary.monthly;
  if (amount === null) return { price: 'Custom', note: 'Tailored to your portfolio' };
  return { price: `$${amount}`, period: annual ? '/year' : '/month', note: annual ? 'Billed once a year' : 'Billed monthly' };
}

/**
 * Home section 8: the plans at a glance. Monthly by default (Starter $29, Growth $69, Pro $119);
 * Annual shows $290, $690 and $1190 a year with the larger annual limits and 'Save 2 months free'.
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
          <BillingPeriodToggle keyPrefix="home.pricing" defaultValue="monthly" annualNote="Save 2 months free" />
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              keyPrefix={`home.pricing.plan.${plan.id}`}
              plan={plan}
              prices={{ monthly: summaryLine(plan, false), annual: summaryLine(plan, true) }}
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

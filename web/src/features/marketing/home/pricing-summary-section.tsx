import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { BillingPeriodToggle, type BillingPeriod } from '../shared/billing-period-toggle.tsx';
import { MarketingIcon } from '../shared/marketing-icon.tsx';
import { PlanCard } from '../shared/plan-card.tsx';
import { PLANS } from '../shared/plans.ts';
import { SectionHeading } from '../shared/section-heading.tsx';

/**
 * Home section 8: the plans at a glance. Monthly by default (Starter $29, Growth $69, Pro $119);
 * Annual shows $290, $690 and $1190 a year with the larger annual limits and 'Save 2 months free'.
 * Enterprise is custom, with a contact-sales link to /contact.
 */
export function PricingSummarySection() {
  const headingId = useId();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const annual = period === 'annual';

  return (
    <section aria-labelledby={headingId} className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id={headingId}
          eyebrow="Pricing"
          title="Simple plans that grow with you"
          description="Every plan starts with a 14-day free trial. No credit card required, cancel anytime."
        />
        <div className="mt-10">
          <BillingPeriodToggle value={period} onChange={setPeriod} annualNote="Save 2 months free" />
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => {
            const amount = annual ? plan.summary.annual : plan.summary.monthly;
            const custom = amount === null;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                price={custom ? 'Custom' : `$${amount}`}
                period={custom ? undefined : annual ? '/year' : '/month'}
                note={custom ? 'Tailored to your portfolio' : annual ? 'Billed once a year' : 'Billed monthly'}
                features={annual ? plan.annualFeatures : plan.features}
              />
            );
          })}
        </div>
        <p className="mt-10 text-center text-sm text-slate-400">
          Need more detail?{' '}
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1 font-semibold text-primary-soft hover:text-white"
          >
            Compare every plan and add-on
            <MarketingIcon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}

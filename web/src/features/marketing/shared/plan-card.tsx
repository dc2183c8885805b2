import { formatDollars } from '@app/contracts/plan-prices';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableLink } from '../../page-content/editable-link.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { BILLING_PERIODS, billingShownOnly, type BillingPeriod } from './billing-period-toggle.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { planCtaTarget, type Plan } from './plans.ts';

/** One line of a plan card's feature list, keyed `{card key}.{key}` (e.g. 'feature.0', 'credits'). */
export interface PlanCardFeature {
  key: string;
  text: string;
}

/** A plan's price in one billing period: the amount ('$29' or 'Custom'), its period ('/month') and the note beneath. */
export interface PlanPriceLine {
  price: string;
  period?: string;
  note: string;
}

/**
 * A plan's price line in `billing`, from the one price table: '$39' '/month' 'Billed monthly', or
 * '$29' '/month' 'Billed annually $348'; Enterprise is 'Custom'.
 */
export function planPriceLine(plan: Plan, billing: BillingPeriod): PlanPriceLine {
  const { price } = plan;
  if (!price) return { price: 'Custom', note: 'Pricing tailored to your portfolio' };
  return billing === 'annual'
    ? { price: formatDollars(price.annualPerMonth), period: '/month', note: `Billed annually ${formatDollars(price.billedAnnually)}` }
    : { price: formatDollars(price.monthly), period: '/month', note: 'Billed monthly' };
}

/** A card's feature lines; `period` marks which billing period's limits they are ('both': the same in each). */
function FeatureList({
  keyPrefix,
  features,
  className,
  period,
}: {
  keyPrefix: string;
  features: readonly PlanCardFeature[];
  className: string;
  period: BillingPeriod | 'both';
}) {
  return (
    <ul data-plan-limits={period} className={`mt-8 gap-3 text-sm text-slate-300 ${className}`}>
      {features.map((feature) => (
        <li key={feature.key} className="flex gap-3">
          <MarketingIcon name="check" className="mt-0.5 size-4 text-primary-soft" />
          <EditableText as="span" editKey={`${keyPrefix}.${feature.key}`}>
            {feature.text}
          </EditableText>
        </li>
      ))}
    </ul>
  );
}

/** A plan's call to action in `billing`: 'Start Free Trial' to the sign-up with the plan and billing chosen, or Enterprise's 'Contact Sales'. */
function PlanCta({ keyPrefix, plan, billing }: { keyPrefix: string; plan: Plan; billing: BillingPeriod }) {
  return (
    <EditableLink
      // The monthly link keeps the card's original key, so edits made before the two links existed still apply.
      editKey={plan.price && billing === 'annual' ? `${keyPrefix}.cta.annual` : `${keyPrefix}.cta`}
      variant="button"
      to={planCtaTarget(plan, billing)}
      className={buttonClass({ variant: plan.popular ? 'primary' : 'outline', size: 'md' }, 'w-full')}
      after={<span className="sr-only"> with the {plan.name} plan</span>}
    >
      {plan.cta.label}
    </EditableLink>
  );
}

/**
 * One plan as an `<article>` named by the plan: badge when popular, the price line of each billing
 * period (`planPriceLine`; the one the nearest billing toggle has not selected is hidden by CSS), the
 * feature list (one for both periods, or one per period) and the plan's call to action (a trial of the plan in
 * the period shown, see `planCtaTarget`). The card is
 * keyed `keyPrefix` (e.g. 'pricing.plan.growth'). The price lines are not editable: every page prints
 * the figures of the one price table (each line's block is marked `data-billing-period`).
 */
export function PlanCard({
  keyPrefix,
  plan,
  features,
}: {
  keyPrefix: string;
  plan: Plan;
  /** The feature lines: the same in both periods, or each period's own (keyed with the period). */
  features: readonly PlanCardFeature[] | Record<BillingPeriod, readonly PlanCardFeature[]>;
}) {
  const headingId = useId();
  const { popular } = plan;
  return (
    <EditableBlock
      as="article"
      editKey={keyPrefix}
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl border p-7 ${
        popular
          ? 'border-primary/60 bg-gradient-to-b from-primary/20 to-night-800 shadow-2xl shadow-primary/20'
          : 'border-white/10 bg-night-800/80'
      }`}
    >
      {popular ? (
        <EditableText
          as="p"
          editKey={`${keyPrefix}.badge`}
          className="absolute -top-3 left-7 rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow-lg shadow-primary/30"
        >
          Most popular
        </EditableText>
      ) : null}
      <EditableText as="h3" editKey={`${keyPrefix}.name`} id={headingId} className="text-xl font-semibold text-white">
        {plan.name}
      </EditableText>
      <EditableText as="p" editKey={`${keyPrefix}.description`} className="mt-2 min-h-12 text-sm leading-6 text-slate-400">
        {plan.description}
      </EditableText>
      {BILLING_PERIODS.map((billing) => {
        const { price, period, note } = planPriceLine(plan, billing);
        return (
          <div key={billing} data-billing-period={billing} className={billingShownOnly(billing, 'block')}>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight text-white">{price}</span>
              {period ? <span className="text-sm font-medium text-slate-400">{period}</span> : null}
            </p>
            <p className="mt-1 min-h-5 text-sm text-slate-400">{note}</p>
          </div>
        );
      })}
      {plan.price ? (
        // A priced plan's trial starts with the billing shown: one link per period, the other hidden by CSS.
        BILLING_PERIODS.map((billing) => (
          <div key={billing} className={`mt-7 ${billingShownOnly(billing, 'block')}`}>
            <PlanCta keyPrefix={keyPrefix} plan={plan} billing={billing} />
          </div>
        ))
      ) : (
        <div className="mt-7">
          <PlanCta keyPrefix={keyPrefix} plan={plan} billing="monthly" />
        </div>
      )}
      {Array.isArray(features) ? (
        <FeatureList keyPrefix={keyPrefix} features={features as readonly PlanCardFeature[]} className="grid" period="both" />
      ) : (
        BILLING_PERIODS.map((billing) => (
          <FeatureList
            key={billing}
            period={billing}
            keyPrefix={keyPrefix}
            features={(features as Record<BillingPeriod, readonly PlanCardFeature[]>)[billing]}
            className={billingShownOnly(billing, 'grid')}
          />
        ))
      )}
    </EditableBlock>
  );
}

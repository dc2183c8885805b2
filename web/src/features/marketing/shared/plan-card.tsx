import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { MarketingIcon } from './marketing-icon.tsx';
import type { Plan } from './plans.ts';

/**
 * One plan as an `<article>` named by the plan: badge when popular, the price line as given
 * (`price`, `period`, `note`), the feature list and the plan's call to action.
 */
export function PlanCard({
  plan,
  price,
  period,
  note,
  features,
}: {
  plan: Plan;
  price: string;
  period?: string;
  note: ReactNode;
  features: readonly ReactNode[];
}) {
  const headingId = useId();
  const { popular } = plan;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl border p-7 ${
        popular
          ? 'border-primary/60 bg-gradient-to-b from-primary/20 to-night-800 shadow-2xl shadow-primary/20'
          : 'border-white/10 bg-night-800/80'
      }`}
    >
      {popular ? (
        <p className="absolute -top-3 left-7 rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow-lg shadow-primary/30">
          Most popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold text-white">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-400">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-white">{price}</span>
        {period ? <span className="text-sm font-medium text-slate-400">{period}</span> : null}
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-400">{note}</p>
      <Link
        to={plan.cta.to}
        className={buttonClass({ variant: popular ? 'primary' : 'outline', size: 'md' }, 'mt-7 w-full')}
      >
        {plan.cta.label}
        <span className="sr-only"> with the {plan.name} plan</span>
      </Link>
      <ul className="mt-8 grid gap-3 text-sm text-slate-300">
        {features.map((feature, index) => (
          <li key={index} className="flex gap-3">
            <MarketingIcon name="check" className="mt-0.5 size-4 text-primary-soft" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

import { formatDollars, isStaff, PLAN_PRICES, PRICED_PLAN_NAMES, TRIAL_DAYS, trialDaysLeftLabel, type TrialSummary } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { trpc } from '../../lib/trpc.ts';
import { TrialPlanForm } from './trial-plan-form.tsx';
import { LocalTime } from '../auth/local-time.tsx';

/** The trial's plan price as printed: '$69/month, billed annually ($828 a year)' or '$89/month, billed monthly'. */
function priceText(trial: TrialSummary): string {
  const price = PLAN_PRICES[trial.plan];
  return trial.billing === 'annual'
    ? `${formatDollars(price.annualPerMonth)}/month, billed annually (${formatDollars(price.billedAnnually)} a year)`
    : `${formatDollars(price.monthly)}/month, billed monthly`;
}

/**
 * The dashboard's "Your free trial" card (docs/product.md §9: 14 days, no card): the plan and its price from the
 * one price table, the days left (counted on the server's clock), the end date, what happens at the end, a next
 * step and "Change plan". Staff accounts have no trial: it renders nothing for them.
 */
export function TrialCard({ role }: { role: string }) {
  const staff = isStaff(role);
  const trial = trpc.trial.get.useQuery(undefined, { enabled: !staff });
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  if (staff || trial.data === null) return null;
  if (!trial.data) {
    return (
      <Card className="lg:col-span-3">
        <p className="text-sm text-slate-400">{trial.error ? trial.error.message : 'Loading your trial…'}</p>
      </Card>
    );
  }
  const data = trial.data;
  const ended = data.daysLeft === 0;
  const closeForm = () => {
    setChanging(false);
    // Back to the button that opened the form, for keyboard users.
    requestAnimationFrame(() => changeButton.current?.focus());
  };

  return (
    <Card className="lg:col-span-3">
      <section aria-labelledby="dashboard-trial">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="dashboard-trial" className="text-lg font-semibold text-white">
              Your free trial
            </h2>
            <p className="mt-1 text-sm text-slate-400">{TRIAL_DAYS} days on the plan you chose, with no card and no payment.</p>
          </div>
          {/* A paragraph takes no aria-label (ARIA names no generic text): what it is goes into its text, for screen readers. */}
          <p className="rounded-full bg-primary/15 px-4 py-1.5 text-sm font-semibold text-primary-soft">
            <span className="sr-only">Trial time left: </span>
            {trialDaysLeftLabel(data.daysLeft)}
          </p>
        </div>
        <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
          <div className="grid gap-0.5">
            <dt className="text-slate-400">Plan</dt>
            <dd className="text-base font-semibold text-white">{PRICED_PLAN_NAMES[data.plan]}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-slate-400">Price after the trial</dt>
            <dd className="font-medium text-slate-100">{priceText(data)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-slate-400">{ended ? 'Ended on' : 'Ends on'}</dt>
            <dd className="font-medium text-slate-100">
              <LocalTime iso={data.endsAt} day />
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex items-start gap-3 rounded-xl bg-primary/10 p-4 text-sm leading-6 text-slate-300">
          <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-primary-soft" />
          <p>
            No payment is taken and nothing is charged: we never asked for a card. When the trial ends your account stays and you can keep
            reading everything here; to continue on a plan,{' '}
            <Link to="/contact" className="font-medium text-primary-soft underline-offset-4 hover:text-white hover:underline">
              contact us
            </Link>
            .
          </p>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {ended ? null : (
            <button
              ref={changeButton}
              type="button"
              className={buttonClass({ variant: 'outline' })}
              aria-expanded={changing}
              onClick={() => setChanging(!changing)}
            >
              Change plan
            </button>
          )}
          <Link to="/contact" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-soft hover:text-white">
            {ended
              ? `Next step: contact us to continue on ${PRICED_PLAN_NAMES[data.plan]}`
              : 'Next step: tell us about your business profiles'}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        {changing && !ended ? <TrialPlanForm trial={data} onDone={closeForm} /> : null}
      </section>
    </Card>
  );
}

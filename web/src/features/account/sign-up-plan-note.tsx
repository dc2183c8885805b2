import { TRIAL_DAYS, trialChoiceLabel, type TrialChoice } from '@app/contracts/trial';
import { Icon } from '../../components/ui/icon.tsx';
import { AUTH_LINK_CLASS } from './auth-mode.ts';

/**
 * What the sign-up form starts: the trial's plan and billing as chosen on /pricing ('Growth, billed annually'), or
 * Starter billed monthly when none was, with a link back to the plans to change it. No card is asked for.
 */
export function SignUpPlanNote({ trial }: { trial: TrialChoice | null }) {
  return (
    <section aria-label="Your free trial" className="flex items-start gap-3 rounded-xl bg-primary/10 p-4 text-sm text-slate-300">
      <Icon name="sparkles" className="mt-0.5 size-5 shrink-0 text-primary-soft" />
      <p>
        {trial ? (
          <>
            <strong className="text-white">{trialChoiceLabel(trial)}</strong>: {TRIAL_DAYS}-day free trial, no card needed.
          </>
        ) : (
          <>
            Your {TRIAL_DAYS}-day free trial starts on <strong className="text-white">Starter, billed monthly</strong>. No card needed.
          </>
        )}{' '}
        <a href="/pricing" className={AUTH_LINK_CLASS}>
          {trial ? 'Change plan' : 'Choose another plan'}
        </a>
      </p>
    </section>
  );
}

import {
  ANNUAL_SAVING,
  PRICED_PLAN_NAMES,
  TRIAL_PLAN_IDS,
  trialChoiceLabel,
  trialChoiceSchema,
  type TrialChoice,
  type TrialSummary,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';
import { serverFieldErrors } from '../auth/server-field-errors.ts';

/**
 * The trial card's "Change plan" form: the plan and billing as two labelled selects, saved with trial.changePlan
 * (the trial's end does not move). `onDone` closes it, after a save or a cancel.
 */
export function TrialPlanForm({ trial, onDone }: { trial: TrialSummary; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [choice, setChoice] = useState<TrialChoice>({ plan: trial.plan, billing: trial.billing });
  const [errors, setErrors] = useState<Partial<Record<keyof TrialChoice, string>>>({});
  const save = trpc.trial.changePlan.useMutation({
    onSuccess: (saved) => {
      utils.trial.get.setData(undefined, saved);
      toast({ title: 'Plan changed', description: `Your trial is now on ${trialChoiceLabel(saved)}.` });
      onDone();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Could not change the plan', description: error.message, variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = trialChoiceSchema.safeParse(choice);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Change plan"
      className="mt-4 grid gap-4 rounded-xl border border-white/10 bg-night-700/50 p-4 sm:grid-cols-2"
    >
      <SelectField
        label="Plan"
        value={choice.plan}
        error={errors.plan}
        onChange={(event) => setChoice({ ...choice, plan: event.target.value as TrialChoice['plan'] })}
      >
        {TRIAL_PLAN_IDS.map((id) => (
          <option key={id} value={id}>
            {PRICED_PLAN_NAMES[id]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Billing"
        value={choice.billing}
        error={errors.billing}
        onChange={(event) => setChoice({ ...choice, billing: event.target.value as TrialChoice['billing'] })}
      >
        <option value="monthly">Monthly</option>
        <option value="annual">Annual ({ANNUAL_SAVING})</option>
      </SelectField>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner /> : null}
          Save plan
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

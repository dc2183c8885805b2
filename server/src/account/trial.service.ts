import {
  DEFAULT_TRIAL_CHOICE,
  trialDaysLeft,
  trialEndsAt,
  type TrialBilling,
  type TrialChoice,
  type TrialSummary,
  type PricedPlanId,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { AppError } from '../errors.ts';

interface TrialRow {
  plan_id: PricedPlanId;
  billing: TrialBilling;
  started_at: Date | string;
  ends_at: Date | string;
}

/** What changing the plan of a trial that has ended says. */
export const TRIAL_ENDED_MESSAGE = 'Your free trial has ended, so its plan can no longer be changed. Contact us to continue on a plan.';

/**
 * Starts the free trial of customer account `userId` at `startedAt` on `choice` (Starter, billed monthly, when the
 * sign-up chose none). Call it with the sign-up's own transaction, so an account never exists without its trial.
 */
export async function startTrial(em: EntityManager, userId: number, choice: Partial<TrialChoice>, startedAt: Date = now()): Promise<void> {
  const plan = choice.plan ?? DEFAULT_TRIAL_CHOICE.plan;
  const billing = choice.billing ?? DEFAULT_TRIAL_CHOICE.billing;
  await em.execute(
    'insert into account_trials (user_id, plan_id, billing, started_at, ends_at) values (?, ?, ?, ?, ?)',
    [userId, plan, billing, startedAt, trialEndsAt(startedAt)],
    'run',
  );
}

/** Account `userId`'s trial with its days left at `at` (the server's clock), or null when it has none (staff accounts). */
export async function readTrial(em: EntityManager, userId: number, at: Date = now()): Promise<TrialSummary | null> {
  const [row] = await em.execute<TrialRow[]>(
    `select t.plan_id, t.billing, t.started_at, t.ends_at from account_trials t join users u on u.id = t.user_id
      where t.user_id = ? and u.role = 'user'`,
    [userId],
  );
  if (!row) return null;
  const endsAt = new Date(row.ends_at);
  return {
    plan: row.plan_id,
    billing: row.billing,
    startedAt: new Date(row.started_at).toISOString(),
    endsAt: endsAt.toISOString(),
    daysLeft: trialDaysLeft(endsAt, at),
  };
}

/**
 * Moves account `userId`'s running trial to `choice` (its end stays where it was): 404 when the account has no trial
 * (staff), 409 once the trial has ended.
 */
export async function changeTrialPlan(em: EntityManager, userId: number, choice: TrialChoice, at: Date = now()): Promise<TrialSummary> {
  const current = await readTrial(em, userId, at);
  if (!current) throw new AppError(404, 'This account has no free trial: staff accounts are not on a plan.');
  if (current.daysLeft === 0) throw new AppError(409, TRIAL_ENDED_MESSAGE);
  await em.execute('update account_trials set plan_id = ?, billing = ?, updated_at = ? where user_id = ?', [
    choice.plan,
    choice.billing,
    at,
    userId,
  ]);
  return { ...current, plan: choice.plan, billing: choice.billing };
}

import { PLAN_PRICES, type PricedPlanId } from './plan-prices.ts';
import { z } from './zod.ts';

/** How long the free trial lasts (docs/product.md §9: "Trial: 14 days, no card"). */
export const TRIAL_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plans a trial can be on, in the price table's order (Enterprise has no trial: it goes to /contact). */
export const TRIAL_PLAN_IDS = Object.keys(PLAN_PRICES) as [PricedPlanId, ...PricedPlanId[]];

/** The ways a plan can be billed. */
export const TRIAL_BILLINGS = ['monthly', 'annual'] as const;
/** How a plan is billed: monthly, or annually. */
export type TrialBilling = (typeof TRIAL_BILLINGS)[number];

/** The plans' names as every page prints them. */
export const PRICED_PLAN_NAMES: Readonly<Record<PricedPlanId, string>> = { starter: 'Starter', growth: 'Growth', pro: 'Pro' };

/** A plan id of the price table; anything else is refused with the plans' names. */
export const trialPlanSchema = z.enum(TRIAL_PLAN_IDS, { error: 'Choose a plan: Starter, Growth or Pro.' });
/** 'monthly' or 'annual'. */
export const trialBillingSchema = z.enum(TRIAL_BILLINGS, { error: 'Choose monthly or annual billing.' });

/** The plan and billing a trial is on (a sign-up without them starts on Starter, billed monthly). */
export const trialChoiceSchema = z.object({ plan: trialPlanSchema, billing: trialBillingSchema });
/** A trial's plan and billing. */
export type TrialChoice = z.infer<typeof trialChoiceSchema>;

/** The trial of a sign-up that chose no plan. */
export const DEFAULT_TRIAL_CHOICE: TrialChoice = { plan: 'starter', billing: 'monthly' };

/** The account's trial as the dashboard shows it; `daysLeft` is counted on the server's clock. */
export interface TrialSummary {
  plan: PricedPlanId;
  billing: TrialBilling;
  /** ISO times: when the trial started (the sign-up) and when it ends, TRIAL_DAYS later. */
  startedAt: string;
  endsAt: string;
  /** Whole days left, rounded up: TRIAL_DAYS at sign-up, 1 on the last day, 0 once it has ended. */
  daysLeft: number;
}

/** When a trial started at `startedAt` ends. */
export function trialEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whole days left until `endsAt` at `now`, rounded up (any part of a day counts as a day); 0 once it has passed. */
export function trialDaysLeft(endsAt: Date, now: Date): number {
  const left = endsAt.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The days left in words: '14 days left', 'Last day', 'Ended'. */
export function trialDaysLeftLabel(daysLeft: number): string {
  if (daysLeft <= 0) return 'Ended';
  if (daysLeft === 1) return 'Last day';
  return `${daysLeft} days left`;
}

/** The plan and billing in words: 'Growth, billed annually'. */
export function trialChoiceLabel(choice: TrialChoice): string {
  return `${PRICED_PLAN_NAMES[choice.plan]}, billed ${choice.billing === 'annual' ? 'annually' : 'monthly'}`;
}

/** The sign-up form starting a trial of `choice`: /auth?mode=sign-up&plan=growth&billing=annual (null: no plan chosen). */
export function trialSignUpPath(choice: TrialChoice | null): string {
  return choice ? `/auth?mode=sign-up&plan=${choice.plan}&billing=${choice.billing}` : '/auth?mode=sign-up';
}

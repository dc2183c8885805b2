import { trialChoiceSchema, type TrialChoice } from '@app/contracts/trial';

/** Which of the two forms /auth shows. */
export type AuthMode = 'sign-in' | 'sign-up';

/** The look of the links in and under the /auth forms. */
export const AUTH_LINK_CLASS = 'font-medium text-primary-soft underline-offset-4 hover:text-white hover:underline';

/** The form's address: the sign-in form at /auth, the sign-up form at /auth?mode=sign-up. */
export const authFormPath = (mode: AuthMode) => (mode === 'sign-up' ? '/auth?mode=sign-up' : '/auth');

/** The trial's plan and billing a search names (`plan` and `billing`, both valid), or nothing: the sign-up then starts on Starter monthly. */
export function trialChoiceFrom(search: Record<string, unknown>): Partial<TrialChoice> {
  const parsed = trialChoiceSchema.safeParse({ plan: search.plan, billing: search.billing });
  return parsed.success ? parsed.data : {};
}

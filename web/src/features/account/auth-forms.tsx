import type { FormResult, TrialChoice } from '@app/contracts';
import type { AuthMode } from './auth-mode.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/**
 * The forms of /auth (docs/product.md §2; an island: it needs no app context): sign in or sign up, as `mode`
 * says, toggled by a link. Both work before the script and without it: the browser posts the form to
 * /api/login or /api/register, and a refusal comes back as this page with what was typed (`refused`).
 * With script, fields are checked with the shared contract schemas before sending; server field
 * messages show too. On success it goes to /dashboard with the spec's toast. The sign-up keeps the trial's
 * `trial` plan and billing (null: Starter, billed monthly).
 */
export function AuthForms({ mode, trial = null, refused }: { mode: AuthMode; trial?: TrialChoice | null; refused: FormResult | null }) {
  return mode === 'sign-in' ? <SignInForm refused={refused} /> : <SignUpForm trial={trial} refused={refused} />;
}

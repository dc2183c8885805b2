import { useSearch } from '@tanstack/react-router';
import { Card } from '../../components/ui/card.tsx';
import { AuthFormsIsland } from './auth-forms.island.tsx';
import { useFormResult } from '../../lib/form-post.tsx';
import type { AuthMode } from './auth-mode.ts';
import { AuthPitchPanel } from './auth-pitch-panel.tsx';

/**
 * The combined /auth screen (docs/product.md §2): the sign-in or sign-up form (an island, see `AuthForms`),
 * toggled by a link (`?mode=sign-up`, with the trial's plan chosen on /pricing), beside the product's pitch. A sign-up the server refused
 * (posted without script) shows the sign-up form again, filled in as sent.
 */
export function AuthPage() {
  const search = useSearch({ from: '/_public/auth' });
  const refusedSignIn = useFormResult('sign-in');
  const refusedSignUp = useFormResult('sign-up');
  const mode: AuthMode = search.mode === 'sign-up' || refusedSignUp !== null ? 'sign-up' : 'sign-in';
  const trial = search.plan && search.billing ? { plan: search.plan, billing: search.billing } : null;

  return (
    <main id="main" className="relative isolate flex flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <Card className="mx-auto w-full max-w-md lg:order-last">
          <AuthFormsIsland mode={mode} trial={trial} refused={mode === 'sign-up' ? refusedSignUp : refusedSignIn} />
        </Card>
        <AuthPitchPanel />
      </div>
    </main>
  );
}

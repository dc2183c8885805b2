import type { TrialChoice } from '@app/contracts/trial';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../../features/account/auth-page.tsx';
import { trialChoiceFrom } from '../../features/account/auth-mode.ts';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/_public/auth')({
  // The pitch and the forms (an island): served as islands.
  staticData: { islands: true },
  // Which form shows: `?mode=sign-up` (the toggle is a link, so it works before the app has started), with the
  // trial's plan and billing chosen on /pricing (`&plan=growth&billing=annual`; kept only when both are valid).
  validateSearch: (search: Record<string, unknown>): { mode?: 'sign-up' } & Partial<TrialChoice> =>
    search.mode === 'sign-up' ? { mode: 'sign-up', ...trialChoiceFrom(search) } : {},
  beforeLoad: async ({ context }) => {
    // A signed-in user has no business on the sign-in screen (docs/product.md §2).
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect({ to: '/' });
  },
  component: AuthPage,
});

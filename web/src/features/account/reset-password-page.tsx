import { getRouteApi } from '@tanstack/react-router';
import { ResetPasswordIsland } from './reset-password.island.tsx';
import { useFormResult } from '../../lib/form-post.tsx';
import { PasswordHelpLayout } from './password-help-layout.tsx';

const routeApi = getRouteApi('/_public/reset-password');

/**
 * /reset-password?token=... (the reset link of docs/product.md §4): choosing a new password (an island, see
 * `ResetPasswordForm`), given the link's token and what the server said about a post without script.
 */
export function ResetPasswordPage() {
  const { token } = routeApi.useSearch();
  const refused = useFormResult('reset-password');
  return (
    <PasswordHelpLayout>
      <ResetPasswordIsland token={token ?? null} refused={refused} />
    </PasswordHelpLayout>
  );
}

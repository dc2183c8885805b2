import { ForgotPasswordIsland } from './forgot-password.island.tsx';
import { useFormResult, usePageNotice } from '../../lib/form-post.tsx';
import { PasswordHelpLayout } from './password-help-layout.tsx';

/**
 * /forgot-password (docs/product.md §2): the reset request (an island, see `ForgotPasswordForm`), given what
 * the server said about a request posted without script: refused, or sent (`?notice=reset-sent`).
 */
export function ForgotPasswordPage() {
  const refused = useFormResult('forgot-password');
  const notice = usePageNotice();
  return (
    <PasswordHelpLayout>
      <ForgotPasswordIsland refused={refused} sent={notice?.key === 'reset-sent'} />
    </PasswordHelpLayout>
  );
}

import type { AdminProfile } from '@app/contracts';
import { trpc } from '../../../lib/trpc.ts';
import { ChangePasswordForm } from '../../auth/change-password-form.tsx';

/**
 * 'Change password': the admin profile's form, for any account (current password, sign-up's rules, other
 * sessions signed out, an e-mailed notice). The sessions list is refreshed after it.
 */
export function PasswordSection({ profile }: { profile: AdminProfile }) {
  const utils = trpc.useUtils();
  return (
    <ChangePasswordForm
      username={profile.username}
      onChanged={() => {
        void utils.profile.sessions.invalidate();
        void utils.profile.events.invalidate();
      }}
      onRefused={() => undefined}
    />
  );
}

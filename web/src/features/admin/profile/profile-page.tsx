import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QueryState } from '../shared/query-state.tsx';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { useRecheckAdminAccess } from '../shared/use-recheck-admin-access.ts';
import { SessionsSection } from '../../auth/sessions-section.tsx';
import { ChangePasswordForm } from '../../auth/change-password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ReviewMailSetting } from './review-mail-setting.tsx';
import { may } from '@app/contracts/roles';
import { useRole } from '../../auth/use-role.ts';

/**
 * The admin's own profile at /admin/profile: 'Your details' (full name and e-mail) and 'Change password',
 * each confirmed with the current password. A refusal for want of a session sends the admin to sign in.
 */
export function ProfilePage() {
  useDocumentTitle('Profile · Admin');
  const profile = trpc.profile.get.useQuery();
  const recheck = useRecheckAdminAccess();
  const utils = trpc.useUtils();
  const role = useRole();

  // A refused read (the session ended, or the admin role went) lets the guard decide where to go.
  useEffect(() => {
    if (profile.error) recheck(profile.error);
  }, [profile.error, recheck]);

  return (
    <main>
      <AdminPageHeader
        title="Profile"
        description={
          profile.data
            ? `Signed in as ${profile.data.username}: your name, e-mail address and password.`
            : 'Your name, e-mail address and password.'
        }
      />
      <div className="grid max-w-2xl grid-cols-1 gap-6 p-4 sm:p-6">
        {!profile.data ? (
          <QueryState loadingText="Loading your profile…" error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <>
            <ProfileDetailsForm profile={profile.data} onRefused={recheck} />
            <ChangePasswordForm
              username={profile.data.username}
              onRefused={recheck}
              onChanged={() => void utils.profile.sessions.invalidate()}
            />
            {may(role, 'allContent') ? <ReviewMailSetting /> : null}
            <SessionsSection />
          </>
        )}
      </div>
    </main>
  );
}

import { EMAIL_CHANGE_HOURS, type AdminProfile } from '@app/contracts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { ProfileFormCard } from '../../auth/profile-form-card.tsx';
import { serverFieldErrors } from '../../auth/server-field-errors.ts';

const EMPTY = { email: '', currentPassword: '' };

/**
 * 'E-mail address': a new address and the current password. Nothing changes here: the new address gets a
 * confirmation link (working for EMAIL_CHANGE_HOURS hours) and the old one is told; the waiting address is shown
 * until the link is opened.
 */
export function EmailSection({ profile }: { profile: AdminProfile }) {
  const utils = trpc.useUtils();
  const status = trpc.emailAddress.status.useQuery();
  const form = useValidatedForm((schemas) => schemas.requestEmailChangeSchema, EMPTY);
  const request = trpc.emailAddress.requestChange.useMutation({
    onSuccess: (answer) => {
      form.reset(EMPTY);
      void utils.emailAddress.status.invalidate();
      void utils.profile.events.invalidate();
      toast({ title: 'Check your new inbox', description: answer.message });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      toast({ title: 'Could not send the link', description: error.message || 'Please try again in a moment.', variant: 'destructive' });
    },
  });

  const submit = async () => {
    const data = await form.validate();
    if (data) request.mutate(data);
  };

  const current = status.data?.email ?? profile.email;
  const pending = status.data?.pendingEmail;
  return (
    <ProfileFormCard
      title="E-mail address"
      description={
        <>
          {current ? (
            <>
              Your address is {current}
              {status.data ? (status.data.verified ? ' (verified)' : ' (not verified yet: see your dashboard)') : ''}.{' '}
            </>
          ) : (
            <>Your account has no e-mail address. </>
          )}
          We send a confirmation link to the new address; it changes only when that link is opened (within {EMAIL_CHANGE_HOURS} hours), and
          your current address is told.
          {pending ? (
            <span role="status" className="mt-2 block text-slate-200">
              Waiting for confirmation: {pending}. Open the link we sent there.
            </span>
          ) : null}
        </>
      }
      submitLabel="Send Confirmation Link"
      pending={request.isPending}
      onSubmit={submit}
    >
      <TextField label="New Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Current Password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
    </ProfileFormCard>
  );
}

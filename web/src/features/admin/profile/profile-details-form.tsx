import type { AdminProfile } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { currentUserQuery } from '../../auth/current-user-query.ts';
import { ProfileFormCard } from '../../auth/profile-form-card.tsx';
import { serverFieldErrors } from '../../auth/server-field-errors.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';

/** What the 'Details saved' toast adds: who is told of a new address by e-mail (queued with the change). */
function savedDescription(before: string | null, after: string | null): string | undefined {
  if (!before || before === after) return undefined;
  return `We e-mailed ${before} to say the address has changed.`;
}

/**
 * 'Your details': the admin's full name and e-mail address, saved with their current password (a wrong
 * one is shown under its field). A new address has the old one told by e-mail. `onRefused` sees every
 * failure (a session that ended is sent to sign in).
 */
export function ProfileDetailsForm({ profile, onRefused }: { profile: AdminProfile; onRefused: (error: unknown) => void }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const form = useValidatedForm((schemas) => schemas.updateProfileSchema, {
    name: profile.name ?? '',
    email: profile.email ?? '',
    currentPassword: '',
  });
  const save = trpc.profile.update.useMutation({
    onSuccess: ({ profile: saved }) => {
      const before = profile.email;
      utils.profile.get.setData(undefined, saved);
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, name: saved.name, email: saved.email } : user));
      form.reset({ name: saved.name ?? '', email: saved.email ?? '', currentPassword: '' });
      toast({ title: 'Details saved', description: savedDescription(before, saved.email) });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      toast({ title: 'Could not save', description: error.message || 'Please try again in a moment.', variant: 'destructive' });
      onRefused(error);
    },
  });

  const submit = async () => {
    const data = await form.validate();
    if (data) save.mutate(data);
  };

  return (
    <ProfileFormCard
      title="Your details"
      description="Your name as other admins see it, and the address your e-mail (password resets included) goes to."
      submitLabel="Save Details"
      pending={save.isPending}
      onSubmit={submit}
    >
      <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        hint="Needed to save a change, so nobody else at your desk can make one."
        {...form.field('currentPassword')}
      />
    </ProfileFormCard>
  );
}

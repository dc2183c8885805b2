import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../lib/toast-store.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProfileFormCard } from './profile-form-card.tsx';
import { serverFieldErrors } from './server-field-errors.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * 'Change password': the current password and the new one typed twice. On success every other session
 * of the account is signed out (this one stays) and the account's address is told by e-mail.
 * `onRefused` sees every failure (a session that ended is sent to sign in); `onChanged` follows a success.
 */
export function ChangePasswordForm({
  username,
  onRefused,
  onChanged,
}: {
  username: string;
  onRefused: (error: unknown) => void;
  onChanged?: () => void;
}) {
  const form = useValidatedForm((schemas) => schemas.changePasswordFormSchema, EMPTY);
  const change = trpc.profile.changePassword.useMutation({
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
      onChanged?.();
    },
    onError: (error) => {
      // The procedure names the new password `newPassword`; this form calls it `password`.
      form.setErrors(serverFieldErrors(error, { newPassword: 'password' }));
      toast({ title: 'Could not save', description: error.message || 'Please try again in a moment.', variant: 'destructive' });
      onRefused(error);
    },
  });

  const submit = async () => {
    const data = await form.validate();
    if (data) change.mutate({ currentPassword: data.currentPassword, newPassword: data.password });
  };

  return (
    <ProfileFormCard
      title="Change password"
      description="Every other browser signed in to your account is signed out; this one stays signed in."
      submitLabel="Change Password"
      pending={change.isPending}
      onSubmit={submit}
    >
      {/* Tells a password manager which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField label="Current Password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        {...form.field('password')}
      />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
    </ProfileFormCard>
  );
}

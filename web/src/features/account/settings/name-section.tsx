import type { AdminProfile } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { ProfileFormCard } from '../../auth/profile-form-card.tsx';
import { serverFieldErrors } from '../../auth/server-field-errors.ts';
import { currentUserQuery } from '../../auth/current-user-query.ts';

/** 'Your name': the account's full name, saved without a password (a name is no credential). */
export function NameSection({ profile }: { profile: AdminProfile }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const form = useValidatedForm((schemas) => schemas.renameSchema, { name: profile.name ?? '' });
  const save = trpc.profile.rename.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved);
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, name: saved.name } : user));
      form.reset({ name: saved.name ?? '' });
      toast({ title: 'Name saved' });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error));
      toast({ title: 'Could not save', description: error.message || 'Please try again in a moment.', variant: 'destructive' });
    },
  });

  const submit = async () => {
    const data = await form.validate();
    if (data) save.mutate(data);
  };

  return (
    <ProfileFormCard
      title="Your name"
      description="How we greet you, on the site and in our e-mails."
      submitLabel="Save Name"
      pending={save.isPending}
      onSubmit={submit}
    >
      <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
    </ProfileFormCard>
  );
}

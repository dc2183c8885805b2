import type { AdminInvitationInfo, PublicUser } from '@app/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { roleLabel, roleWithArticle } from '@app/contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { currentUserQuery } from '../../auth/current-user-query.ts';

/** The invitee chooses their name, username and password; the account gets the invited address and role (the button names it). */
function AcceptInvitationForm({ token, invitation }: { token: string; invitation: AdminInvitationInfo }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { field, setErrors, validate, prepare } = useValidatedForm((schemas) => schemas.acceptInvitationFormSchema, {
    token,
    name: '',
    username: '',
    password: '',
    confirmPassword: '',
  });
  const accept = useMutation({
    mutationFn: async (input: { token: string; name: string; username: string; password: string }) =>
      (await (await apiRequest('POST', '/api/invitation', input)).json()) as PublicUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      await navigate({ to: '/admin/dashboard' });
      toast({ title: 'Welcome to the team', description: `You are signed in as ${user.username}.` });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
      toast({
        title: 'Could not accept the invitation',
        description: error instanceof ApiError ? error.detail : error.message,
        variant: 'destructive',
      });
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = await validate();
    if (data) accept.mutate({ token: data.token, name: data.name, username: data.username, password: data.password });
  };

  return (
    <>
      <h1 className="mt-6 text-2xl font-semibold text-white">Join the admin team</h1>
      <p className="mt-2 text-sm text-slate-400">
        {invitation.invitedBy ?? 'An admin'} invited <strong className="text-slate-200">{invitation.email}</strong> to help run the website
        as {roleWithArticle(invitation.role)}. Choose how you will sign in; the link works until {formatDateTime(invitation.expiresAt)}.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={prepare} className="mt-8 grid gap-5">
        <TextField label="Full Name" autoComplete="name" {...field('name')} />
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...field('password')}
        />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <SubmitButton pending={accept.isPending}>Create {roleLabel(invitation.role)} Account</SubmitButton>
      </form>
    </>
  );
}

/**
 * /admin/invitation?token=…: where an e-mailed admin invitation leads. It shows who invited which
 * address, and the form that creates the admin account; a used, expired or unknown link says so.
 */
export function AcceptInvitationPage({ token }: { token: string }) {
  useDocumentTitle('Admin Invitation');
  const invitation = trpc.team.invitation.useQuery({ token }, { retry: false });
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-night px-4 py-12">
      <Card className="w-full max-w-md">
        <Logo />
        {invitation.data ? (
          <AcceptInvitationForm token={token} invitation={invitation.data} />
        ) : invitation.error ? (
          <>
            <h1 className="mt-6 text-2xl font-semibold text-white">This invitation no longer works</h1>
            <p role="alert" className="mt-2 text-sm text-slate-300">
              {invitation.error.message}
            </p>
            <Link to="/admin/login" className="mt-6 inline-block text-sm font-medium text-primary-soft hover:underline">
              Go to the admin sign-in
            </Link>
          </>
        ) : (
          <p role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-300">
            <Spinner /> Checking your invitation…
          </p>
        )}
      </Card>
    </main>
  );
}

import type { LoginInput, PublicUser } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { CredentialFields } from '../../auth/credential-fields.tsx';
import { currentUserQuery } from '../../auth/current-user-query.ts';

/** The minimum pending time of the admin sign-in (docs/product.md §9: 'Admin login delay 500 ms'). */
const ADMIN_LOGIN_DELAY_MS = 500;

/** Where a signed-in admin goes: the page the guard sent them from, when it is an admin page. */
function landingPath(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/admin/') && !redirect.startsWith('/admin/login') ? redirect : '/admin/dashboard';
}

/**
 * /admin/login (docs/product.md §2): username, password and 'Login to Admin Panel'. The server decides: only
 * an account with the admin role gets a session. The pending state lasts at least 500 ms (docs/product.md §9).
 */
export function AdminLoginPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('Admin Login');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, errors, setErrors, update, validate, prepare } = useValidatedForm((schemas) => schemas.loginSchema, {
    username: '',
    password: '',
  });

  const login = useMutation({
    mutationFn: async (input: LoginInput) => {
      const [res] = await Promise.all([
        apiRequest('POST', '/api/admin/login', input),
        new Promise((resolve) => setTimeout(resolve, ADMIN_LOGIN_DELAY_MS)),
      ]);
      return (await res.json()) as PublicUser;
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      await navigate({ to: landingPath(redirect) });
      toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
      const description = error instanceof ApiError && error.status !== 401 ? error.detail : 'Invalid username or password';
      toast({ title: 'Login failed', description, variant: 'destructive' });
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = await validate();
    if (data) login.mutate(data);
  };

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-night px-4 py-12">
      <Card className="w-full max-w-md">
        <Logo />
        <h1 className="mt-6 text-2xl font-semibold text-white">Admin Login</h1>
        <p className="mt-2 text-sm text-slate-400">Sign in with an administrator account to manage the website.</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={prepare} className="mt-8 grid gap-5">
          <CredentialFields values={values} errors={errors} onChange={update} />
          {/* The reset flow customers use: a link by e-mail to the address on the account. */}
          <a
            href="/forgot-password"
            className="justify-self-start text-sm font-medium text-primary-soft underline-offset-4 hover:text-white hover:underline"
          >
            Forgot password?
          </a>
          <SubmitButton pending={login.isPending}>Login to Admin Panel</SubmitButton>
        </form>
      </Card>
    </main>
  );
}

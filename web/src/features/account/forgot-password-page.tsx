import { fieldErrors, type FieldErrors } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { loadFormSchemas, prepareFormSchemas } from '../../lib/form-schema-loader.ts';
import { toast } from '../../lib/toast-store.ts';
import { PasswordHelpLayout } from './password-help-layout.tsx';

/**
 * The password-reset request (section 2): an e-mail field and Send Reset Link; once sent it shows
 * 'Check Your Email', whose Resend Email button returns to the form. The server answers the same
 * whether or not the address has an account, so the confirmation never says which.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const sendLink = useMutation({
    mutationFn: async (address: string) => {
      await (await apiRequest('POST', '/api/forgot-password', { email: address })).json();
    },
    onSuccess: (_data, address) => {
      setSentTo(address);
      toast({ title: 'Reset email sent', description: 'Check your inbox for password reset instructions' });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
      toast({
        title: 'Something went wrong',
        description: "We couldn't send the password reset email. Please try again.",
        variant: 'destructive',
      });
    },
  });

  useEffect(() => {
    // Each switch between the form and the confirmation replaces the page's content; announce it by focus.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [sentTo]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { forgotPasswordSchema } = await loadFormSchemas();
    const result = forgotPasswordSchema.safeParse({ email });
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return;
    }
    setErrors({});
    sendLink.mutate(result.data.email);
  };

  return (
    <PasswordHelpLayout>
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/15 text-primary-soft">
          <Icon name={sentTo ? 'mail' : 'key'} className="size-6" />
        </span>
        {sentTo ? (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-white outline-none">
              Check Your Email
            </h1>
            <p className="mt-3 text-sm leading-6 text-slate-400">
              If an account uses <span className="font-medium break-all text-slate-200">{sentTo}</span>, a link to reset
              its password is on its way. The link works once and expires after an hour.
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-400">
              Nothing arrived after a few minutes? Check your spam folder, or send it again.
            </p>
            <Button variant="outline" size="lg" className="mt-8 w-full" onClick={() => setSentTo(null)}>
              Resend Email
            </Button>
          </>
        ) : (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-white outline-none">
              Forgot your password?
            </h1>
            <p className="mt-3 text-sm leading-6 text-slate-400">
              Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
            </p>
            <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={prepareFormSchemas} className="mt-8 grid gap-5">
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
              />
              <SubmitButton pending={sendLink.isPending}>Send Reset Link</SubmitButton>
            </form>
          </>
        )}
    </PasswordHelpLayout>
  );
}

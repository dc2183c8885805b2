import { FORM_NOTICES } from '@app/contracts/form-post';
import { fieldErrors, type FieldErrors } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useHydrated } from '../../islands/use-hydrated.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormPostMessage } from '../../components/form-post-message.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { FormPostFields, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { refusedText, useFormResult, usePageNotice } from '../../lib/form-post.tsx';
import { loadFormSchemas, prepareFormSchemas } from '../../lib/form-schema-loader.ts';
import { toast } from '../../lib/toast-store.ts';
import { PasswordHelpLayout } from './password-help-layout.tsx';

/** The confirmation's state: to which address the link went (unknown after a post without script). */
type Sent = { to: string | null } | null;

/**
 * Whether the browser loaded this page (not the app navigating to it) as the answer to a reset request
 * posted without script (`?notice=reset-sent`). Read once, when the app's code loads: the toaster takes
 * the notice over (and drops it from the address) as soon as its own part of the page has hydrated,
 * which can come before this page's part, and that part must draw what the server drew.
 */
const loadedAfterRequest = typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('notice') === 'reset-sent';

/**
 * The password-reset request (section 2): an e-mail field and Send Reset Link; once sent it shows
 * 'Check Your Email', whose Resend Email button returns to the form. The server answers the same
 * whether or not the address has an account, so the confirmation never says which. Without script
 * the form posts to /api/forgot-password, which leads back here with `?notice=reset-sent` (the
 * confirmation) or shows the form again with the server's messages.
 */
export function ForgotPasswordPage() {
  const refused = useFormResult('forgot-password');
  const notice = usePageNotice();
  const hydrating = !useHydrated();
  const [email, setEmail] = useState(refusedText(refused, 'email'));
  const [errors, setErrors] = useState<FieldErrors>(refused?.fieldErrors ?? {});
  // The server's word on a form it refused without script; the script's own failures are toasts.
  const [formMessage, setFormMessage] = useState<string | null>(refused?.message ?? null);
  const [sent, setSent] = useState<Sent>(notice?.key === 'reset-sent' || (hydrating && loadedAfterRequest) ? { to: null } : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  const sendLink = useMutation({
    mutationFn: async (address: string) => {
      await (await apiRequest('POST', '/api/forgot-password', { email: address })).json();
    },
    onSuccess: (_data, address) => {
      setSent({ to: address });
      toast(FORM_NOTICES['reset-sent']);
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
  }, [sent]);

  // An address typed before the app started is in the box but not yet in the state.
  useAdoptTypedValues(formRef, { email }, (_field, value) => setEmail(value));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormMessage(null);
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
          <Icon name={sent ? 'mail' : 'key'} className="size-6" />
        </span>
        {sent ? (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-white outline-none">
              Check Your Email
            </h1>
            <p className="mt-3 text-sm leading-6 text-slate-400">
              If an account uses{' '}
              {sent.to ? <span className="font-medium break-all text-slate-200">{sent.to}</span> : 'that address'}, a link to
              reset its password is on its way. The link works once and expires after an hour.
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-400">
              Nothing arrived after a few minutes? Check your spam folder, or send it again.
            </p>
            {/* A form that loads the empty request form: the button works before the script runs, and with it stays in the page. */}
            <form
              method="get"
              action="/forgot-password"
              onSubmit={(event) => {
                event.preventDefault();
                setSent(null);
              }}
            >
              <Button type="submit" variant="outline" size="lg" className="mt-8 w-full">
                Resend Email
              </Button>
            </form>
          </>
        ) : (
          <>
            <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-white outline-none">
              Forgot your password?
            </h1>
            <p className="mt-3 text-sm leading-6 text-slate-400">
              Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
            </p>
            <form
              ref={formRef}
              method="post"
              action="/api/forgot-password"
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              onFocus={prepareFormSchemas}
              className="mt-8 grid gap-5"
            >
              <FormPostFields form="forgot-password" back="/forgot-password" />
              <FormPostMessage title="Something went wrong" message={formMessage} />
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

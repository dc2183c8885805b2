import { FORM_NOTICES, type FormResult } from '@app/contracts/form-post';
import { fieldErrors, type FieldErrors } from '@app/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormPostMessage } from '../../components/form-post-message.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { FormPostFields, refusedText, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { loadFormSchemas, prepareFormSchemas } from '../../lib/form-schema-loader.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSubmitting } from '../../lib/use-submitting.ts';

/** The confirmation's state: to which address the link went (unknown after a post without script). */
type Sent = { to: string | null } | null;

/**
 * The password-reset request (docs/product.md §2; an island: it needs no app context): an e-mail field and
 * Send Reset Link; once sent it shows 'Check Your Email', whose Resend Email button returns to the
 * form. The server answers the same whether or not the address has an account, so the confirmation
 * never says which. Without script the form posts to /api/forgot-password, which leads back here with
 * `?notice=reset-sent` (`sent`: the confirmation) or shows the form again with the server's messages
 * (`refused`).
 */
export function ForgotPasswordForm({ refused, sent: sentBefore }: { refused: FormResult | null; sent: boolean }) {
  const [email, setEmail] = useState(refusedText(refused, 'email'));
  const [errors, setErrors] = useState<FieldErrors>(refused?.fieldErrors ?? {});
  // The server's word on a form it refused without script; the script's own failures are toasts.
  const [formMessage, setFormMessage] = useState<string | null>(refused?.message ?? null);
  const [sent, setSent] = useState<Sent>(sentBefore ? { to: null } : null);
  const submitting = useSubmitting();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  const sendLink = async (address: string) => {
    try {
      await apiRequest('POST', '/api/forgot-password', { email: address });
      setSent({ to: address });
      toast(FORM_NOTICES['reset-sent']);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast({
        title: 'Something went wrong',
        description: "We couldn't send the password reset email. Please try again.",
        variant: 'destructive',
      });
    }
  };

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
    await submitting.run(async () => {
      setFormMessage(null);
      const { forgotPasswordSchema } = await loadFormSchemas();
      const result = forgotPasswordSchema.safeParse({ email });
      if (!result.success) {
        setErrors(fieldErrors(result.error));
        return;
      }
      setErrors({});
      await sendLink(result.data.email);
    });
  };

  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/15 text-primary-soft">
        <Icon name={sent ? 'mail' : 'key'} className="size-6" />
      </span>
      {sent ? (
        <>
          <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-white outline-none">
            Check Your Email
          </h1>
          <p className="mt-3 text-sm leading-6 text-slate-400">
            If an account uses {sent.to ? <span className="font-medium break-all text-slate-200">{sent.to}</span> : 'that address'}, a link
            to reset its password is on its way. The link works once and expires after an hour.
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
            <SubmitButton pending={submitting.pending}>Send Reset Link</SubmitButton>
          </form>
        </>
      )}
    </>
  );
}

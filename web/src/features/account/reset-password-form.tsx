import { FORM_NOTICES, type FormResult } from '@app/contracts/form-post';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { FormPostFields, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSubmitting } from '../../lib/use-submitting.ts';

const INVALID_LINK = 'This reset link is invalid or has expired.';

type View = { kind: 'form' } | { kind: 'done' } | { kind: 'rejected'; message: string };

/** The fields whose messages belong under them; any other refusal means the link is spent. */
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/**
 * Choosing a new password from an e-mailed link (`/reset-password?token=...`; an island: it needs no
 * app context). Without a token, or when the server rejects it, it shows why and links to
 * /forgot-password for a fresh link. Without script the form posts to /api/reset-password (the token in
 * a hidden field), which leads to /auth with 'Password updated', or shows this page again (`refused`):
 * the form with the password messages, or why the link no longer works.
 */
export function ResetPasswordForm({ token, refused }: { token: string | null; refused: FormResult | null }) {
  const passwordErrors = Object.fromEntries(
    PASSWORD_FIELDS.flatMap((field) => (refused?.fieldErrors[field] ? [[field, refused.fieldErrors[field]]] : [])),
  );
  const [view, setView] = useState<View>(() => {
    if (!token) return { kind: 'rejected', message: INVALID_LINK };
    if (refused && Object.keys(passwordErrors).length === 0) return { kind: 'rejected', message: refused.message };
    return { kind: 'form' };
  });
  const { values, errors, setErrors, update, validate, prepare } = useValidatedForm(
    (schemas) => schemas.resetPasswordFormSchema,
    { password: '', confirmPassword: '' },
    passwordErrors,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  const submitting = useSubmitting();

  const reset = async (password: string) => {
    try {
      await apiRequest('POST', '/api/reset-password', { token, password });
      // A reset ends every session on the server, this browser's included; the next page's header shows it.
      setView({ kind: 'done' });
      toast(FORM_NOTICES['password-updated']);
    } catch (error) {
      // A password rule the server enforces belongs under the field; anything else means the link is spent.
      if (error instanceof ApiError && error.fields.password) {
        setErrors(error.fields);
        return;
      }
      const message = error instanceof ApiError ? error.detail : INVALID_LINK;
      setView({ kind: 'rejected', message });
    }
  };

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view.kind]);

  // A password typed before the app started is in the box but not yet in the state.
  useAdoptTypedValues(formRef, values, update);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitting.run(async () => {
      const data = await validate();
      if (data) await reset(data.password);
    });
  };

  const heading = (text: string) => (
    <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-white outline-none">
      {text}
    </h1>
  );

  return (
    <>
      {view.kind === 'form' ? (
        <>
          <Badge icon="key" />
          {heading('Choose a new password')}
          <p className="mt-3 text-sm leading-6 text-slate-400">Pick a strong password that you don&apos;t use on any other site.</p>
          <form
            ref={formRef}
            method="post"
            action="/api/reset-password"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            onFocus={prepare}
            className="mt-8 grid gap-5"
          >
            <FormPostFields form="reset-password" back={`/reset-password?token=${encodeURIComponent(token ?? '')}`} />
            <input type="hidden" name="token" value={token ?? ''} />
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
              value={values.password}
              onChange={(event) => update('password', event.target.value)}
              error={errors.password}
            />
            <TextField
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => update('confirmPassword', event.target.value)}
              error={errors.confirmPassword}
            />
            <SubmitButton pending={submitting.pending}>Reset Password</SubmitButton>
          </form>
        </>
      ) : view.kind === 'done' ? (
        <>
          <Badge icon="check" tone="success" />
          {heading('Password updated')}
          <p className="mt-3 text-sm leading-6 text-slate-400">
            Your password has been changed. Sign in with your new password to continue.
          </p>
          <a href="/auth" className={buttonClass({ size: 'lg' }, 'mt-8 w-full')}>
            Sign in
          </a>
        </>
      ) : (
        <>
          <Badge icon="alert" tone="danger" />
          {heading('Reset link not valid')}
          <p role="alert" className="mt-3 text-sm leading-6 text-slate-300">
            {view.message}
          </p>
          <p className="mt-2 text-sm leading-6 text-slate-400">Reset links work once and expire after an hour.</p>
          <a href="/forgot-password" className={buttonClass({ size: 'lg' }, 'mt-8 w-full')}>
            Request a new link
          </a>
        </>
      )}
    </>
  );
}

function Badge({ icon, tone = 'primary' }: { icon: IconName; tone?: 'primary' | 'success' | 'danger' }) {
  const tones = {
    primary: 'bg-primary/15 text-primary-soft',
    success: 'bg-emerald-500/15 text-emerald-300',
    danger: 'bg-red-500/15 text-red-300',
  } as const;
  return (
    <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tones[tone]}`}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}

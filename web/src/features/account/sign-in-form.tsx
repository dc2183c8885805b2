import type { LoginInput } from '@app/contracts';
import { useRef, type FormEvent } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { FormPostFields, refusedText, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { useSubmitting } from '../../lib/use-submitting.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { CredentialFields } from '../auth/credential-fields.tsx';
import { FormHeading, GoogleButton, ModeLink, RefusalNotice, type AuthFormProps } from './auth-form-parts.tsx';
import { AUTH_LINK_CLASS, authFormPath } from './auth-mode.ts';
import { sendAccountRequest } from './send-account-request.ts';

/**
 * The sign-in form of /auth: username, password and Remember me, posted to /api/login (by the browser
 * without script); with script, checked first and sent by `sendAccountRequest`.
 */
export function SignInForm({ refused }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, update, validate, prepare } = useValidatedForm(
    (schemas) => schemas.loginSchema,
    { username: refusedText(refused, 'username'), password: '', remember: refused?.values.remember !== undefined },
    refused?.fieldErrors,
  );
  useAdoptTypedValues(formRef, values, update);
  const submitting = useSubmitting();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitting.run(async () => {
      const data: LoginInput | null = await validate();
      if (data) await sendAccountRequest(data, '/api/login', 'signed-in', 'Login failed', (error) => setErrors(error.fields));
    });
  };

  return (
    <>
      <FormHeading title="Sign in to your account">Welcome back. Enter your details to pick up where you left off.</FormHeading>
      <form
        ref={formRef}
        method="post"
        action="/api/login"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepare}
        className="mt-8 grid gap-5"
      >
        <FormPostFields form="sign-in" back={authFormPath('sign-in')} />
        {refused ? <RefusalNotice title="Login failed" message={refused.message} /> : null}
        <CredentialFields values={values} errors={errors} onChange={update} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label="Remember me"
            name="remember"
            checked={values.remember}
            onChange={(event) => update('remember', event.target.checked)}
          />
          <a href="/forgot-password" className={`text-sm ${AUTH_LINK_CLASS}`}>
            Forgot password?
          </a>
        </div>
        <SubmitButton pending={submitting.pending}>Sign In</SubmitButton>
      </form>
      <GoogleButton>Or continue with Google</GoogleButton>
      <p className="mt-8 text-center text-sm text-slate-400">
        Don&apos;t have an account? <ModeLink mode="sign-up">Sign up</ModeLink>
      </p>
    </>
  );
}

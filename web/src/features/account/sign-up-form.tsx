import { trialSignUpPath, type RegisterInput, type TrialChoice } from '@app/contracts';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { FormPostFields, refusedText, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { useSubmitting } from '../../lib/use-submitting.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { FormHeading, GoogleButton, ModeLink, RefusalNotice, type AuthFormProps } from './auth-form-parts.tsx';
import { AUTH_LINK_CLASS } from './auth-mode.ts';
import { sendAccountRequest } from './send-account-request.ts';
import { SignUpPlanNote } from './sign-up-plan-note.tsx';

/**
 * The sign-up form of /auth: name, e-mail, username, password twice and the terms, posted to
 * /api/register (by the browser without script); with script, checked first and sent by `sendAccountRequest`.
 * It starts the free trial on `trial`'s plan and billing (chosen on /pricing; null: Starter, billed monthly).
 */
export function SignUpForm({ refused, trial }: AuthFormProps & { trial: TrialChoice | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, update, validate, prepare } = useValidatedForm(
    (schemas) => schemas.signUpFormSchema,
    {
      name: refusedText(refused, 'name'),
      email: refusedText(refused, 'email'),
      username: refusedText(refused, 'username'),
      password: '',
      confirmPassword: '',
      acceptTerms: refused?.values.acceptTerms !== undefined,
    },
    refused?.fieldErrors,
  );
  useAdoptTypedValues(formRef, values, update);
  const submitting = useSubmitting();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitting.run(async () => {
      const data = await validate();
      if (!data) return;
      const { username, password, name, email } = data;
      const input: RegisterInput = { username, password, name, email, ...trial };
      await sendAccountRequest(input, '/api/register', 'registered', 'Registration failed', (error) =>
        // A 409 is about the username, so say so beside that field as well as in the toast.
        setErrors(error.status === 409 ? { ...error.fields, username: error.detail } : error.fields),
      );
    });
  };

  const text = (key: Exclude<keyof typeof values, 'acceptTerms'>) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(key, event.target.value),
    error: errors[key],
  });

  return (
    <>
      <FormHeading title="Create your account">Start your 14-day free trial. No credit card required.</FormHeading>
      <form
        ref={formRef}
        method="post"
        action="/api/register"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepare}
        className="mt-8 grid gap-5"
      >
        <FormPostFields form="sign-up" back={trialSignUpPath(trial)} />
        {trial ? (
          <>
            <input type="hidden" name="plan" value={trial.plan} />
            <input type="hidden" name="billing" value={trial.billing} />
          </>
        ) : null}
        <SignUpPlanNote trial={trial} />
        {refused ? <RefusalNotice title="Registration failed" message={refused.message} /> : null}
        <TextField label="Full Name" autoComplete="name" {...text('name')} />
        <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...text('email')} />
        <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...text('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...text('password')}
        />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...text('confirmPassword')} />
        <Checkbox
          name="acceptTerms"
          checked={values.acceptTerms}
          onChange={(event) => update('acceptTerms', event.target.checked)}
          label={
            <>
              I agree to the{' '}
              <a href="/terms" className={AUTH_LINK_CLASS}>
                Terms and Conditions
              </a>{' '}
              and the{' '}
              <a href="/privacy" className={AUTH_LINK_CLASS}>
                Privacy Policy
              </a>
            </>
          }
        />
        <SubmitButton pending={submitting.pending}>Create Account</SubmitButton>
      </form>
      <GoogleButton>Sign up with Google</GoogleButton>
      <p className="mt-8 text-center text-sm text-slate-400">
        Already have an account? <ModeLink mode="sign-in">Sign in</ModeLink>
      </p>
    </>
  );
}

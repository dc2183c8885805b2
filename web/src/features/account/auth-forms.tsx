import type { FormResult, LoginInput, RegisterInput } from '@app/contracts';
import { withNotice, type FormNoticeKey } from '@app/contracts/form-post';
import { useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { FormPostFields, refusedText, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSubmitting } from '../../lib/use-submitting.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { CredentialFields } from '../auth/credential-fields.tsx';

/** Which of the two forms /auth shows. */
export type AuthMode = 'sign-in' | 'sign-up';

const linkClass = 'font-medium text-primary-soft underline-offset-4 hover:text-white hover:underline';

/** The form's address: the sign-in form at /auth, the sign-up form at /auth?mode=sign-up. */
const formPath = (mode: AuthMode) => (mode === 'sign-up' ? '/auth?mode=sign-up' : '/auth');

/**
 * Sends the account request to its REST adapter; on success goes home with the notice the adapter's
 * form post would give (the home page shows it as a toast, its header the signed-in user); a refusal
 * is told in a toast titled `failure` and handed to `onRefused` for the field messages.
 */
async function sendAccountRequest<I>(input: I, url: string, success: FormNoticeKey, failure: string, onRefused: (error: ApiError) => void) {
  try {
    await apiRequest('POST', url, input);
  } catch (error) {
    toast({ title: failure, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    if (error instanceof ApiError) onRefused(error);
    return;
  }
  window.location.assign(withNotice('/', success));
}

/** What a refused form post (no script) said about the whole form, in the words of the spec's failure notice. */
function RefusalNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-500/40 bg-red-950 px-4 py-3 text-sm text-red-50">
      <p className="font-semibold">{title}</p>
      <p className="opacity-90">{message}</p>
    </div>
  );
}

interface FormProps {
  /** What the server said when this form, posted without script, was refused; null when it was not. */
  refused: FormResult | null;
}

function SignInForm({ refused }: FormProps) {
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
      <FormHeading title="Sign in to your account">
        Welcome back. Enter your details to pick up where you left off.
      </FormHeading>
      <form
        ref={formRef}
        method="post"
        action="/api/login"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepare}
        className="mt-8 grid gap-5"
      >
        <FormPostFields form="sign-in" back={formPath('sign-in')} />
        {refused ? <RefusalNotice title="Login failed" message={refused.message} /> : null}
        <CredentialFields values={values} errors={errors} onChange={update} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label="Remember me"
            name="remember"
            checked={values.remember}
            onChange={(event) => update('remember', event.target.checked)}
          />
          <a href="/forgot-password" className={`text-sm ${linkClass}`}>
            Forgot password?
          </a>
        </div>
        <SubmitButton pending={submitting.pending}>Sign In</SubmitButton>
      </form>
      <GoogleButton>Or continue with Google</GoogleButton>
      <p className="mt-8 text-center text-sm text-slate-400">
        Don&apos;t have an account?{' '}
        <ModeLink mode="sign-up">Sign up</ModeLink>
      </p>
    </>
  );
}

function SignUpForm({ refused }: FormProps) {
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
      const input: RegisterInput = { username, password, name, email };
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
      <FormHeading title="Create your account">
        Start your 14-day free trial. No credit card required.
      </FormHeading>
      <form
        ref={formRef}
        method="post"
        action="/api/register"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepare}
        className="mt-8 grid gap-5"
      >
        <FormPostFields form="sign-up" back={formPath('sign-up')} />
        {refused ? <RefusalNotice title="Registration failed" message={refused.message} /> : null}
        <TextField label="Full Name" autoComplete="name" {...text('name')} />
        <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...text('email')} />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...text('username')}
        />
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
              <a href="/terms" className={linkClass}>
                Terms and Conditions
              </a>{' '}
              and the{' '}
              <a href="/privacy" className={linkClass}>
                Privacy Policy
              </a>
            </>
          }
        />
        <SubmitButton pending={submitting.pending}>Create Account</SubmitButton>
      </form>
      <GoogleButton>Sign up with Google</GoogleButton>
      <p className="mt-8 text-center text-sm text-slate-400">
        Already have an account?{' '}
        <ModeLink mode="sign-in">Sign in</ModeLink>
      </p>
    </>
  );
}

/**
 * The link to the other form. A plain link (a page load, so it works before and without the script);
 * it replaces the history entry, as switching tabs should not fill the Back button.
 */
function ModeLink({ mode, children }: { mode: AuthMode; children: string }) {
  return (
    <a
      href={formPath(mode)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        window.location.replace(formPath(mode));
      }}
      className={linkClass}
    >
      {children}
    </a>
  );
}

function FormHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-400">{children}</p>
    </div>
  );
}

/** Section 8: Google sign-in is unavailable, so its button is always disabled and says why. */
function GoogleButton({ children }: { children: string }) {
  const noteId = useId();
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-white/10" />
        <span className="h-1.5 w-1.5 rounded-full bg-white/15" />
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <Button variant="outline" size="lg" disabled aria-describedby={noteId} className="mt-6 w-full">
        <Icon name="google" className="size-5" />
        {children}
      </Button>
      <p id={noteId} className="mt-2 text-center text-xs text-slate-400">
        Google sign-in is currently unavailable. Please use your username and password.
      </p>
    </div>
  );
}

/**
 * The forms of /auth (section 2; an island: it needs no app context): sign in or sign up, as `mode`
 * says, toggled by a link. Both work before the script and without it: the browser posts the form to
 * /api/login or /api/register, and a refusal comes back as this page with what was typed (`refused`).
 * With script, fields are checked with the shared contract schemas before sending; server field
 * messages show too. On success it goes to / with the spec's toast.
 */
export function AuthForms({ mode, refused }: { mode: AuthMode; refused: FormResult | null }) {
  return mode === 'sign-in' ? <SignInForm refused={refused} /> : <SignUpForm refused={refused} />;
}

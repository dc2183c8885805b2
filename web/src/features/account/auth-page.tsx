import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { FormPostFields, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { refusedText, useFormResult } from '../../lib/form-post.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { CredentialFields } from '../auth/credential-fields.tsx';

type Mode = 'sign-in' | 'sign-up';

const linkClass = 'font-medium text-primary-soft underline-offset-4 hover:text-white hover:underline';

/** The form's address: the sign-in form at /auth, the sign-up form at /auth?mode=sign-up. */
const formPath = (mode: Mode) => (mode === 'sign-up' ? '/auth?mode=sign-up' : '/auth');

/**
 * The combined /auth screen (section 2): sign in or sign up, toggled by a link (`?mode=sign-up`), so the
 * toggle and both forms work before the app has started and without script: the browser then posts the
 * form to /api/login or /api/register, and a refusal comes back as this page with what was typed. With
 * script, fields are checked with the shared contract schemas before sending; server field messages show
 * too. On success it goes to / (the auth context shows the toasts).
 */
export function AuthPage() {
  const search = useSearch({ strict: false }) as { mode?: string };
  const refusedSignUp = useFormResult('sign-up') !== null;
  const mode: Mode = search.mode === 'sign-up' || refusedSignUp ? 'sign-up' : 'sign-in';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(mode);

  // The form under the focused toggle is replaced, so focus goes to the new form's heading.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    headingRef.current?.focus();
  }, [mode]);

  return (
    <main id="main" className="relative isolate flex flex-1 overflow-hidden">
      <div aria-hidden="true" className="absolute -top-40 left-1/2 -z-10 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl" />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <Card className="mx-auto w-full max-w-md lg:order-last">
          {mode === 'sign-in' ? <SignInForm headingRef={headingRef} /> : <SignUpForm headingRef={headingRef} />}
        </Card>
        <PitchPanel />
      </div>
    </main>
  );
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
  headingRef: RefObject<HTMLHeadingElement | null>;
}


function SignInForm({ headingRef }: FormProps) {
  const { loginMutation } = useAuth();
  const navigate = useNavigate();
  const refused = useFormResult('sign-in');
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, update, validate, prepare } = useValidatedForm(
    (schemas) => schemas.loginSchema,
    { username: refusedText(refused, 'username'), password: '', remember: refused?.values.remember !== undefined },
    refused?.fieldErrors,
  );
  useAdoptTypedValues(formRef, values, update);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = await validate();
    if (!data) return;
    loginMutation.mutate(data, {
      onSuccess: () => void navigate({ to: '/' }),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
      },
    });
  };

  return (
    <>
      <FormHeading headingRef={headingRef} title="Sign in to your account">
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
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={loginMutation.isPending}>Sign In</SubmitButton>
      </form>
      <GoogleButton>Or continue with Google</GoogleButton>
      <p className="mt-8 text-center text-sm text-slate-400">
        Don&apos;t have an account?{' '}
        <Link to="/auth" search={{ mode: 'sign-up' }} replace className={linkClass}>
          Sign up
        </Link>
      </p>
    </>
  );
}

function SignUpForm({ headingRef }: FormProps) {
  const { registerMutation } = useAuth();
  const navigate = useNavigate();
  const refused = useFormResult('sign-up');
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = await validate();
    if (!data) return;
    const { username, password, name, email } = data;
    registerMutation.mutate(
      { username, password, name, email },
      {
        onSuccess: () => void navigate({ to: '/' }),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // A 409 is about the username, so say so beside that field as well as in the toast.
          setErrors(error.status === 409 ? { ...error.fields, username: error.detail } : error.fields);
        },
      },
    );
  };

  const text = (key: Exclude<keyof typeof values, 'acceptTerms'>) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(key, event.target.value),
    error: errors[key],
  });

  return (
    <>
      <FormHeading headingRef={headingRef} title="Create your account">
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
              <Link to="/terms" className={linkClass}>
                Terms and Conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </>
          }
        />
        <SubmitButton pending={registerMutation.isPending}>Create Account</SubmitButton>
      </form>
      <GoogleButton>Sign up with Google</GoogleButton>
      <p className="mt-8 text-center text-sm text-slate-400">
        Already have an account?{' '}
        <Link to="/auth" replace className={linkClass}>
          Sign in
        </Link>
      </p>
    </>
  );
}

function FormHeading({
  headingRef,
  title,
  children,
}: {
  headingRef: FormProps['headingRef'];
  title: string;
  children: ReactNode;
}) {
  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-white outline-none sm:text-3xl">
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

const pitchPoints = ['14-day free trial', 'No credit card required', 'Cancel anytime'];

// A stylised geo-grid scan: rank per grid point, best in the middle where the business is.
const gridRanks = [7, 5, 4, 5, 8, 4, 2, 1, 2, 5, 3, 1, 1, 1, 3, 4, 2, 1, 2, 6, 9, 5, 3, 4, 7];

function rankTone(rank: number): string {
  if (rank <= 2) return 'bg-emerald-500/90 text-white';
  if (rank <= 5) return 'bg-amber-400/90 text-night';
  return 'bg-rose-500/80 text-white';
}

function PitchPanel() {
  return (
    <section aria-labelledby="auth-pitch" className="hidden lg:block">
      <Logo />
      <h2 id="auth-pitch" className="mt-8 text-4xl leading-tight font-bold tracking-tight text-white xl:text-5xl">
        Own the map pack in{' '}
        <span className="bg-gradient-to-r from-primary-soft to-fuchsia-300 bg-clip-text text-transparent">
          your neighbourhood
        </span>
      </h2>
      <p className="mt-5 max-w-lg text-lg leading-8 text-slate-400">
        AI suggestions, geo-grid rank tracking and review management for your business profiles, all in one place.
      </p>
      <ul className="mt-8 grid gap-3">
        {pitchPoints.map((point) => (
          <li key={point} className="flex items-center gap-3 text-slate-200">
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary/20 text-primary-soft">
              <Icon name="check" className="size-4" />
            </span>
            {point}
          </li>
        ))}
      </ul>
      <figure className="mt-10 flex max-w-lg items-center gap-6 rounded-2xl border border-white/10 bg-night-800/70 p-5">
        <div aria-hidden="true" className="grid shrink-0 grid-cols-5 gap-1.5">
          {gridRanks.map((rank, index) => (
            <span
              key={index}
              className={`inline-flex size-7 items-center justify-center rounded-full text-[11px] font-semibold ${rankTone(rank)}`}
            >
              {rank}
            </span>
          ))}
        </div>
        <figcaption className="text-sm leading-6 text-slate-400">
          <span className="block font-semibold text-white">See where you rank, street by street</span>
          Geo-grid scans show your position at every point around your business. Trusted by 1,000+ businesses.
        </figcaption>
      </figure>
    </section>
  );
}

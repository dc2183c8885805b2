import { PRODUCT_NAME } from '@app/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SecurityEventsCard } from './settings/security-events-card.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { TrialCard } from './trial-card.tsx';
import { LogOutForm } from '../auth/log-out-form.tsx';
import { EmailVerificationNotice } from './email-verification-notice.tsx';
import { SupportRequestsCard } from './support-requests-card.tsx';

const nextSteps: {
  to: '/pricing' | '/blog' | '/contact';
  icon: IconName;
  title: string;
  text: string;
  action: string;
}[] = [
  {
    to: '/pricing',
    icon: 'tag',
    title: 'Choose your plan',
    text: 'Compare Starter, Growth and Pro, or talk to us about Enterprise.',
    action: 'Compare plans',
  },
  {
    to: '/blog',
    icon: 'book',
    title: 'Learn local SEO',
    text: 'Guides and case studies on ranking higher in local search.',
    action: 'Read the blog',
  },
  {
    to: '/contact',
    icon: 'chat',
    title: 'Talk to our team',
    text: 'Questions about your profiles, or want a demo? Get in touch.',
    action: 'Contact us',
  },
];

/** The signed-in person's dashboard: a greeting, their account details, next steps and a Sign out button. */
export function DashboardPage() {
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();

  // Between a logout and the redirect home there is briefly no user to show.
  if (!user) {
    return <main id="main" className="flex-1" />;
  }

  const name = user.name?.trim() || user.username;
  const firstName = name.split(/\s+/)[0] ?? name;
  const signOut = () => logoutMutation.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) });

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div aria-hidden="true" className="absolute -top-32 right-0 -z-10 h-80 w-[40rem] rounded-full bg-primary/15 blur-3xl" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-soft uppercase">Dashboard</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">Welcome back, {firstName}</h1>
            <p className="mt-2 text-slate-400">Here is your {PRODUCT_NAME} account at a glance.</p>
          </div>
          {/* A form the browser posts by itself when the app has not started yet (or without script). */}
          <LogOutForm onLogOut={signOut} className="self-start sm:self-auto">
            <Button type="submit" variant="outline" disabled={logoutMutation.isPending}>
              {logoutMutation.isPending ? <Spinner /> : <Icon name="log-out" className="size-4" />}
              Sign out
            </Button>
          </LogOutForm>
        </div>
        <EmailVerificationNotice />

        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <TrialCard role={user.role} />
          <Card className="lg:col-span-1">
            <h2 id="dashboard-account" className="text-lg font-semibold text-white">
              Your account
            </h2>
            <div className="mt-6 flex items-center gap-4">
              <Avatar name={name} size="lg" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-white">{name}</p>
                <p className="truncate text-sm text-slate-400">@{user.username}</p>
              </div>
            </div>
            <dl className="mt-6 grid gap-4 border-t border-white/10 pt-6 text-sm">
              <Detail label="Account name">{user.name?.trim() || '—'}</Detail>
              <Detail label="Username">{user.username}</Detail>
              <Detail label="Email">{user.email || '—'}</Detail>
            </dl>
            <Link
              to="/dashboard/settings"
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary-soft hover:text-white"
            >
              Account settings
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </Card>

          <Card className="lg:col-span-2">
            <h2 id="dashboard-next" className="text-lg font-semibold text-white">
              Getting started
            </h2>
            <p className="mt-1 text-sm text-slate-400">A few good places to go next.</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {nextSteps.map((step) => (
                <li key={step.to} className="flex flex-col rounded-xl border border-white/10 bg-night-700/50 p-5">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/15 text-primary-soft">
                    <Icon name={step.icon} />
                  </span>
                  <h3 className="mt-4 font-semibold text-white">{step.title}</h3>
                  <p className="mt-1 flex-1 text-sm leading-6 text-slate-400">{step.text}</p>
                  <Link
                    to={step.to}
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-soft hover:text-white"
                  >
                    {step.action}
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex items-start gap-3 rounded-xl bg-primary/10 p-4 text-sm text-slate-300">
              <Icon name="sparkles" className="mt-0.5 size-5 text-primary-soft" />
              <p>Every plan starts with a 14-day free trial. No credit card required, and you can cancel anytime.</p>
            </div>
          </Card>

          <SecurityEventsCard />
          <SupportRequestsCard />
        </div>
        <div className="mt-6">
          <PrivacySection username={user.username} />
        </div>
      </div>
    </main>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-medium break-all text-slate-100">{children}</dd>
    </div>
  );
}

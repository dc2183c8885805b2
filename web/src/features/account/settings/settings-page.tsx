import { PAGE_META, type AdminProfile } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmailSection } from './email-section.tsx';
import { NameSection } from './name-section.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from '../../auth/sessions-section.tsx';

/** The settings page's sections, in order: each its own component file; add one with one line here. */
const SECTIONS: Array<ComponentType<{ profile: AdminProfile }>> = [
  NameSection,
  EmailSection,
  PasswordSection,
  SessionsSection,
  NewsletterSection,
];

/** The signed-in account's settings at /dashboard/settings: name, password and where it is signed in. */
export function SettingsPage() {
  useDocumentTitle(PAGE_META['/dashboard/settings'].title);
  const profile = trpc.profile.get.useQuery();
  return (
    <main id="main" className="relative isolate flex-1">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Link to="/dashboard" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-soft hover:text-white">
          <Icon name="arrow-left" className="size-4" />
          Back to dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-white">Account settings</h1>
        <p className="mt-2 text-slate-400">
          {profile.data ? `Signed in as ${profile.data.username}.` : 'Your name, password and sessions.'}
        </p>
        <div className="mt-8 grid gap-6">
          {!profile.data ? (
            <p className="text-sm text-slate-400">{profile.error ? profile.error.message : 'Loading your account…'}</p>
          ) : (
            SECTIONS.map((Section, index) => <Section key={index} profile={profile.data} />)
          )}
        </div>
      </div>
    </main>
  );
}

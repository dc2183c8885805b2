import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** The frame of the forgot- and reset-password screens: one centred card ending with 'Back to login'. */
export function PasswordHelpLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-96 w-[40rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <Card className="w-full max-w-md">
        {children}
        <Link
          to="/auth"
          className="mt-8 inline-flex w-full items-center justify-center gap-2 text-sm font-medium text-slate-400 hover:text-white"
        >
          <Icon name="arrow-left" className="size-4" />
          Back to login
        </Link>
      </Card>
    </main>
  );
}

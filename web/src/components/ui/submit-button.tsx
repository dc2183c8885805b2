import { useHydrated } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A full-width form submit button that shows a spinner and is disabled while `pending`, and until the
 * app has hydrated a server-rendered page (before that, the form would be sent by the browser itself).
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={pending || !hydrated} aria-busy={pending || undefined} className="w-full">
      {pending ? <Spinner /> : null}
      {children}
    </Button>
  );
}

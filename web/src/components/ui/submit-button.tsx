import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A full-width form submit button that shows a spinner and is disabled while `pending`. Before the app
 * has started it works too: the browser posts the form, and the server answers it (public forms).
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined} className="w-full">
      {pending ? <Spinner /> : null}
      {children}
    </Button>
  );
}

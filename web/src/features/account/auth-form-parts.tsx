import type { FormResult } from '@app/contracts';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';
import { AUTH_LINK_CLASS, authFormPath, type AuthMode } from './auth-mode.ts';

/** What a refused form post (no script) said about the whole form, in the words of the spec's failure notice. */
export function RefusalNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-500/40 bg-red-950 px-4 py-3 text-sm text-red-50">
      <p className="font-semibold">{title}</p>
      <p className="opacity-90">{message}</p>
    </div>
  );
}

/** The props of each /auth form. */
export interface AuthFormProps {
  /** What the server said when this form, posted without script, was refused; null when it was not. */
  refused: FormResult | null;
}

/**
 * The link to the other form. A plain link (a page load, so it works before and without the script);
 * it replaces the history entry, as switching tabs should not fill the Back button.
 */
export function ModeLink({ mode, children }: { mode: AuthMode; children: string }) {
  return (
    <a
      href={authFormPath(mode)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        window.location.replace(authFormPath(mode));
      }}
      className={AUTH_LINK_CLASS}
    >
      {children}
    </a>
  );
}

/** The heading of an /auth form (`title`) and the line under it (`children`). */
export function FormHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-400">{children}</p>
    </div>
  );
}

/** Google sign-in is unavailable, so its button is always disabled and says why (docs/product.md §8). */
export function GoogleButton({ children }: { children: string }) {
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

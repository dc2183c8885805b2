import { useBlocker } from '@tanstack/react-router';
import type { BuilderSession } from './builder-session.ts';

/** How long leaving waits for changes already on their way before it asks. */
export const LEAVE_WAIT_MS = 3_000;

/** The question asked before leaving a page whose changes have not all reached the server. */
export function unsentChangesQuestion(pageName: string): string {
  return `Some changes to “${pageName}” have not reached the server yet, so they are not saved. Leave anyway and lose them?`;
}

/** Resolves true once every queued step of `session` has reached the server, false after `ms` if they have not. */
function sentWithin(session: BuilderSession, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    session.whenSent().then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Keeps an edit from being lost on the way out of the builder. Every change is sent as it is made, but a step still
 * queued or retrying (a slow or lost connection) was dropped without a word when another page was opened or the
 * screen left. Now leaving inside the app waits up to LEAVE_WAIT_MS for steps on their way, then asks; closing or
 * reloading the tab meanwhile gets the browser's own question. `samePage` says whether an address in the app shows
 * this same page (its new slug after a rename): going there leaves nothing behind.
 */
export function useUnsentChangesGuard(session: BuilderSession, pageName: string, samePage: (pagePath: string) => boolean): void {
  useBlocker({
    shouldBlockFn: async ({ next }) => {
      if (!session.hasPending) return false;
      if (next.routeId === '/admin/elementor/$pagePath' && samePage(next.params.pagePath)) return false;
      // Steps being sent on a working connection usually land in a moment: wait for them rather than ask.
      if (session.getSnapshot().status !== 'retrying' && (await sentWithin(session, LEAVE_WAIT_MS))) return false;
      return !window.confirm(unsentChangesQuestion(pageName));
    },
    enableBeforeUnload: () => session.hasPending,
  });
}

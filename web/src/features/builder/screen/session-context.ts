import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BuilderSession, SessionSnapshot } from './builder-session.ts';

const SessionContext = createContext<BuilderSession | null>(null);

/** Provides the open page's editing session to the builder's panels and canvas. */
export const BuilderSessionProvider = SessionContext.Provider;

/** The open page's editing session (throws outside the provider: a programming error). */
export function useBuilderSession(): BuilderSession {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useBuilderSession must be used inside BuilderSessionProvider.');
  return session;
}

/**
 * A value picked from the session's snapshot; the component re-renders only when that value changes (compare
 * primitives or engine objects, which keep their identity while unchanged).
 */
export function useSessionValue<T>(pick: (snapshot: SessionSnapshot) => T): T {
  const session = useBuilderSession();
  return useSyncExternalStore(session.subscribe, () => pick(session.getSnapshot()));
}

// Types only: the public bundle must not pull in the contract's zod schemas.
import type { FormNoticeKey, FormResult, PageContent, PublicUser, PublishedBuilderPage } from '@app/contracts';

/** What the server puts in the page it sends: the signed-in user, or null, and on an editable page its saved content. */
export interface InitialState {
  user: PublicUser | null;
  page?: PageContent | null;
  /** On the home page: the image bound to each background element id (null when none is bound). */
  backgrounds?: Record<string, string | null>;
  /** On a path that can hold a builder page: the published builder page there, or null when there is none. */
  builderPage?: { path: string; page: PublishedBuilderPage | null };
  /** A form posted without JavaScript and refused: shown again with what was typed and what is wrong. */
  formResult?: FormResult;
  /** A form posted without JavaScript succeeded: the notice this page shows. */
  notice?: FormNoticeKey;
}

/** Reads the state the server embedded in the page; undefined when there is none (the Vite dev server). */
export function readInitialState(doc: Document = document): InitialState | undefined {
  const text = doc.getElementById('initial-state')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as InitialState;
  } catch {
    return undefined;
  }
}

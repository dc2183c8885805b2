// What the analysis needs of the running app, kept per ORM (as the read cache is): the site's origin, a way to
// render a public page as a visitor gets it, a log, and a queue for the analyses that wait for a render.
import type { EntityManager } from '@mikro-orm/core';

/** The running app as the analysis sees it. */
export interface SeoRuntime {
  /** The site's public origin ('https://example.com'): absolute links to it count as internal. */
  origin: string | undefined;
  /** The HTML a visitor gets at a public path (rendered in process), or null when the app cannot render it. */
  render(path: string): Promise<string | null>;
  /** Where a failed analysis is reported (it never fails the save that asked for it). */
  logError(error: unknown, message: string): void;
}

interface RuntimeState {
  runtime: SeoRuntime | null;
  /** The end of the queue of background analyses: each starts when the one before has finished. */
  tail: Promise<void>;
}

const states = new WeakMap<object, RuntimeState>();

function stateOf(source: Pick<EntityManager, 'config'>): RuntimeState {
  let state = states.get(source.config);
  if (!state) {
    state = { runtime: null, tail: Promise.resolve() };
    states.set(source.config, state);
  }
  return state;
}

/** Makes the app known to the analyses of this ORM (the app's SEO report plugin does it at start). */
export function setSeoRuntime(source: Pick<EntityManager, 'config'>, runtime: SeoRuntime | null): void {
  stateOf(source).runtime = runtime;
}

/** The app of this ORM, or null (a test calling services without an app). */
export function seoRuntimeOf(source: Pick<EntityManager, 'config'>): SeoRuntime | null {
  return stateOf(source).runtime;
}

/**
 * Runs `task` after the background analyses queued before it, without making the caller wait: a page's analysis
 * renders it, which must not slow its save. A failure is logged and the queue goes on.
 */
export function runInBackground(source: Pick<EntityManager, 'config'>, what: string, task: () => Promise<void>): void {
  const state = stateOf(source);
  state.tail = state.tail.then(task).catch((error: unknown) => {
    state.runtime?.logError(error, `The SEO analysis of ${what} failed; the report keeps its previous result.`);
  });
}

/** Resolves once every background analysis queued so far has finished (tests, and the app's shutdown). */
export async function backgroundAnalysesSettled(source: Pick<EntityManager, 'config'>): Promise<void> {
  const state = stateOf(source);
  let tail: Promise<void>;
  do {
    tail = state.tail;
    await tail;
  } while (tail !== state.tail);
}

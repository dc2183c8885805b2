import type { AdminBlogPost } from '@app/contracts';
import { produce, type Draft } from 'immer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { changedFieldNames, fieldsOfPost, rebaseAfterSave, updateInput, type PostFields } from './post-draft.ts';
import { PENDING_POST_ID } from './new-post-placeholder.ts';
import { usePostListCache } from './use-post-list-cache.ts';
import { generateSlugFromTitle } from './blog-slug.ts';
import { retryDelayMs } from '../../../lib/retry-delay.ts';
import { NO_ANSWER } from '../../../lib/server-fetch.ts';
import { gotNoAnswer, messageOf, postGone, SESSION_ENDED_SAVE_MESSAGE, sessionEnded, staleRevisionOf } from './save-error.ts';

/** How long after the last keystroke the editor saves by itself. */
export const AUTOSAVE_DELAY_MS = 3000;

/** The longest wait before saving again (or asking again for a New Post) after calls in a row that got no answer. */
export const MAX_SAVE_RETRY_DELAY_MS = 15_000;

/** Where the editor's copy stands against the stored post. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  /**
   * `retrying`: the save got no answer, and the editor saves again by itself in a moment (and at each change);
   * `onReturn`: the session ended, and the editor saves again when the person comes back to the tab, signed in.
   */
  | { kind: 'failed'; message: string; retrying?: boolean; onReturn?: boolean }
  | { kind: 'stale'; currentRevision: number }
  /** The post was deleted (in another tab or by another person) since it was opened: nothing more can be saved to it. */
  | { kind: 'deleted' };

/**
 * One post in the editor: the stored post, the draft edited with Immer recipes, autosave a few seconds
 * after the last change, and the server calls that start from the stored revision (a save made on an
 * older revision is refused and puts the editor in the 'stale' state until resolved). A New Post draft the server has
 * not created yet (`PENDING_POST_ID`) is edited like any other; saves wait until the created post is passed in as
 * `initial`, which then takes the place of the placeholder under the fields typed so far (`seed`, when given, are
 * fields to start from as if typed: a deleted post's, saved as a new draft). A call refused because the post is gone
 * puts the editor in the 'deleted' state: autosave stops, and the draft stays for the person to keep.
 */
export function usePostEditor(initial: AdminBlogPost, seed?: PostFields) {
  const utils = trpc.useUtils();
  const listCache = usePostListCache();
  const [saved, setSavedState] = useState(initial);
  const [draft, setDraftState] = useState<PostFields>(() => seed ?? fieldsOfPost(initial));
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const savedRef = useRef(initial);
  const draftRef = useRef(draft);
  const inFlight = useRef<Promise<unknown> | null>(null);
  // Saves in a row that got no answer: the next retry waits longer.
  const retries = useRef(0);
  const stale = state.kind === 'stale';
  // Nothing is saved by itself while a stale save waits for the admin's choice, or once the post is gone.
  const halted = stale || state.kind === 'deleted';
  // Until the server has created a New Post draft, saves wait for it.
  const [created] = useState(() => (initial.id === PENDING_POST_ID ? deferred() : null));
  // Set once someone types in the Slug field: the slug stops following the title.
  const [slugTyped, setSlugTyped] = useState(false);

  const savedFields = useMemo(() => fieldsOfPost(saved), [saved]);
  const dirty = changedFieldNames(draft, savedFields).length > 0;

  // The ref is the latest draft at every moment, so a save started right after a change sends that change.
  const setDraft = useCallback((update: (current: PostFields) => PostFields) => {
    const next = update(draftRef.current);
    draftRef.current = next;
    setDraftState(next);
  }, []);

  /** Changes the draft with an Immer recipe. */
  const edit = useCallback((recipe: (draft: Draft<PostFields>) => void) => setDraft((current) => produce(current, recipe)), [setDraft]);

  /** Takes a post the server answered with as the stored one and writes it into the list's slices and the cache. */
  const adopt = useCallback(
    (post: AdminBlogPost, sent?: PostFields) => {
      savedRef.current = post;
      setSavedState(post);
      setDraft((current) => (sent ? rebaseAfterSave(current, sent, fieldsOfPost(post)) : fieldsOfPost(post)));
      utils.blogAdmin.byId.setData({ id: post.id }, post);
      // The list names a live post as visitors see it, as it does when read again.
      listCache.saved(post.workingCopy ? { ...post, title: post.workingCopy.live.title, slug: post.workingCopy.live.slug } : post);
      void utils.blogAdmin.revisions.invalidate({ id: post.id });
    },
    [setDraft, utils, listCache],
  );

  /** Runs one server call at a time, noting a refused stale save; a save (`retry`) that got no answer is retried. */
  const run = useCallback(async <T>(call: () => Promise<T>, retry = false): Promise<T> => {
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const promise = call();
    inFlight.current = promise;
    try {
      return await promise;
    } catch (error) {
      const currentRevision = staleRevisionOf(error);
      setState(
        currentRevision !== null
          ? { kind: 'stale', currentRevision }
          : postGone(error)
            ? { kind: 'deleted' }
            : retry && gotNoAnswer(error)
              ? { kind: 'failed', message: `${NO_ANSWER} Trying again…`, retrying: true }
              : retry && sessionEnded(error)
                ? { kind: 'failed', message: SESSION_ENDED_SAVE_MESSAGE, onReturn: true }
                : { kind: 'failed', message: messageOf(error) },
      );
      throw error;
    } finally {
      inFlight.current = null;
    }
  }, []);

  // The created post arrives for the placeholder: it becomes the stored post, and what was typed stays on top of it.
  useEffect(() => {
    if (savedRef.current.id !== PENDING_POST_ID || initial.id === PENDING_POST_ID) return;
    const placeholder = fieldsOfPost(savedRef.current);
    savedRef.current = initial;
    setSavedState(initial);
    setDraft((current) => rebaseAfterSave(current, placeholder, fieldsOfPost(initial)));
    created?.resolve();
  }, [initial, created, setDraft]);

  /** Saves the changed fields (if any) and answers the stored post. */
  const flush = useCallback(async (): Promise<AdminBlogPost> => {
    if (created !== null) await created.promise;
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const base = savedRef.current;
    const sent = draftRef.current;
    const baseFields = fieldsOfPost(base);
    if (changedFieldNames(sent, baseFields).length === 0) return base;
    setState({ kind: 'saving' });
    const post = await run(() => utils.client.blogAdmin.update.mutate(updateInput(base.id, base.revision, sent, baseFields)), true);
    adopt(post, sent);
    setState({ kind: 'saved' });
    retries.current = 0;
    return post;
  }, [adopt, created, run, utils]);

  // Steps a field runs before a save a person asks for: the Tags field adds the text typed but not yet added.
  const saveSteps = useRef(new Set<() => void>());

  /**
   * Registers `step`, run before each save a person asks for (Save Draft, Preview, Publish, Update, Schedule…), never
   * before autosave (which would take half-typed text); answers its removal.
   */
  const beforeSave = useCallback((step: () => void) => {
    saveSteps.current.add(step);
    return () => void saveSteps.current.delete(step);
  }, []);

  /** The draft as a save a person asks for would send it: the registered steps first (their edits reach it at once). */
  const latestDraft = useCallback((): PostFields => {
    for (const step of saveSteps.current) step();
    return draftRef.current;
  }, []);

  /** A save a person asked for: the draft with the registered steps' edits (`latestDraft`), then `flush`. */
  const save = useCallback((): Promise<AdminBlogPost> => {
    latestDraft();
    return flush();
  }, [flush, latestDraft]);

  /** A call that changes the post on the server after saving the draft (as `save`); its answer becomes the stored post. */
  const saveThen = useCallback(
    async (call: (post: AdminBlogPost) => Promise<AdminBlogPost>): Promise<AdminBlogPost> => {
      const post = await save();
      const next = await run(() => call(post));
      adopt(next);
      setState({ kind: 'saved' });
      return next;
    },
    [adopt, save, run],
  );

  // A save that got no answer (the connection dropped, the server restarting) is made again by itself, sooner at first
  // and then less often, for as long as there is something to save: nothing waits for the next keystroke.
  useEffect(() => {
    if (state.kind !== 'failed' || !state.retrying || !dirty || halted) return;
    const timer = setTimeout(() => void flush().catch(() => undefined), retryDelayMs(retries.current++, MAX_SAVE_RETRY_DELAY_MS));
    return () => clearTimeout(timer);
  }, [state, dirty, halted, flush]);

  // A save refused because the session ended is made again when the person comes back to this tab (having signed in
  // again in another): the browser sends the new session's cookie.
  useEffect(() => {
    if (state.kind !== 'failed' || !state.onReturn || !dirty || halted) return;
    const again = () => {
      if (document.visibilityState === 'visible') void flush().catch(() => undefined);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [state, dirty, halted, flush]);

  // Autosave: a few seconds after the last change, unless a stale save waits for the admin's choice or the post is gone.
  useEffect(() => {
    if (!dirty || halted) return;
    setState((current) => (current.kind === 'failed' ? current : { kind: 'unsaved' }));
    const timer = setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, halted, flush]);

  /** Whether the slug follows the title as it is typed (a new post, until someone types a slug or it is published). */
  const slugFollows = saved.slugFollowsTitle && !slugTyped;

  /** Sets the title; a slug that follows the title follows it. */
  const setTitle = useCallback(
    (title: string) =>
      edit((d) => {
        d.title = title;
        const generated = slugFollows ? generateSlugFromTitle(title) : null;
        if (generated) d.slug = generated.slug;
      }),
    [edit, slugFollows],
  );

  /** Sets the slug as typed: from then on it no longer follows the title. */
  const setSlug = useCallback(
    (slug: string) => {
      setSlugTyped(true);
      edit((d) => void (d.slug = slug));
    },
    [edit],
  );

  /**
   * Discard changes of a live post: its working copy is dropped on the server (after any save under way) and the
   * editor shows what visitors see again.
   */
  const discard = useCallback(async () => {
    if (created !== null) await created.promise;
    const post = await run(() =>
      utils.client.blogAdmin.discardChanges.mutate({ id: savedRef.current.id, baseRevision: savedRef.current.revision }),
    );
    adopt(post);
    setState({ kind: 'saved' });
    return post;
  }, [adopt, created, run, utils]);

  /** Drops the draft and takes the newest stored post (after a stale save: their version). */
  const reload = useCallback(async () => {
    const fresh = await utils.client.blogAdmin.byId.query({ id: savedRef.current.id });
    adopt(fresh);
    setState({ kind: 'saved' });
  }, [adopt, utils]);

  /** After a stale save: keeps the fields this admin changed on top of the newest stored post, and saves. */
  const keepMine = useCallback(async () => {
    const mine = draftRef.current;
    const changed = changedFieldNames(mine, fieldsOfPost(savedRef.current));
    const fresh = await utils.client.blogAdmin.byId.query({ id: savedRef.current.id });
    savedRef.current = fresh;
    setSavedState(fresh);
    setDraft(() =>
      produce(fieldsOfPost(fresh), (next) => {
        for (const key of changed) (next as Record<string, unknown>)[key] = mine[key];
      }),
    );
    setState({ kind: 'unsaved' });
    return flush();
  }, [flush, setDraft, utils]);

  return {
    saved,
    draft,
    dirty,
    state,
    edit,
    setTitle,
    setSlug,
    slugFollows,
    flush,
    save,
    beforeSave,
    latestDraft,
    saveThen,
    discard,
    adopt,
    reload,
    keepMine,
    pending: saved.id === PENDING_POST_ID,
  };
}

/** A promise with its resolve function at hand. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** What `usePostEditor` gives the editor's parts. */
export type PostEditor = ReturnType<typeof usePostEditor>;

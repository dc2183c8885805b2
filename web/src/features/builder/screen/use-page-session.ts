import {
  BUILDER_FEED_EVENTS,
  builderFeedUrl,
  builderPageDeletedMessage,
  builderPageRoom,
  type BuilderFeedEnd,
  type BuilderFeedPageDeleted,
  type BuilderLogEntry,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { readTrpcError } from '../../../lib/trpc-error.ts';
import { newPresenceTracker } from '../../admin/shared/presence/use-presence.ts';
import type { PresenceTracker } from '../../admin/shared/presence/presence-tracker.ts';
import { BuilderSession, SubmitFailure } from './builder-session.ts';
import { isDeletingHere } from './deleted-here.ts';

/** The HTTP statuses at which the server refused a step for good (retrying would give the same answer). */
const REFUSED = new Set([400, 404, 409, 413]);

/** Whether a refused call says the page itself is gone (404: the only one the builder's page calls give). */
function pageGone(error: unknown): boolean {
  return readTrpcError(error)?.status === 404;
}

function toSubmitFailure(error: unknown): SubmitFailure {
  const refused = readTrpcError(error);
  // Another admin changed the same thing first: the session keeps the change and offers it again.
  if (refused?.details?.kind === 'builderConflict' && refused.details.code === 'conflict')
    return new SubmitFailure(refused.message, 'conflict');
  if (refused?.status !== undefined && REFUSED.has(refused.status)) return new SubmitFailure(refused.message, 'refused');
  return new SubmitFailure(error instanceof Error ? error.message : 'The change could not be sent.', 'retry');
}

/**
 * Opens a builder page for editing: reads it with `builderPage.byId`, makes its BuilderSession (sending steps with
 * `builderPage.submit`) and feeds it the page's new log entries live over SSE (the feed's `page-event` events).
 * A gap in the feed is filled from `builderPage.events`. Undefined while loading; a new session for every page opened. The feed also carries the page's presence: `presence`
 * tracks who else is on the page. Once the page is deleted (the feed's `page-deleted`, or a change refused because
 * the page is gone) `deleted` says so, the feed is closed and the page lists are read again.
 */
export function usePageSession(pageId: number | undefined): {
  session: BuilderSession | undefined;
  presence: PresenceTracker | undefined;
  error: string | null;
  /** Whether the error is the end of the admin's session or rights (then they should sign in again). */
  sessionEnded: boolean;
  /** Why the page can no longer be edited once someone deleted it; else null. */
  deleted: string | null;
} {
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState<{ pageId: number; session: BuilderSession; presence: PresenceTracker } | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);

  useEffect(() => {
    if (pageId === undefined) return;
    let cancelled = false;
    let created: BuilderSession | undefined;
    let feed: EventSource | undefined;
    const presence = newPresenceTracker(builderPageRoom(pageId));
    setError(null);
    setSessionEnded(false);
    setDeleted(null);
    // The page is gone: no more feed (it would only find the page missing), and the lists that named it are read again.
    const gone = (message: string) => {
      feed?.close();
      // Deleted from this tab: the delete dialog goes on to the page list itself.
      if (cancelled || isDeletingHere(pageId)) return;
      setDeleted(message);
      void utils.builderPage.list.invalidate();
      void utils.builderPage.bySlug.invalidate();
    };
    const load = async () => {
      // Always the server's state now, never a cached copy.
      const document = await utils.builderPage.byId.fetch({ pageId }, { staleTime: 0 });
      return { tree: document.tree, version: document.version };
    };
    load().then(
      ({ tree, version }) => {
        if (cancelled) return;
        // A call refused because the page is gone (the feed's own word may not have come) says so too.
        const refused = (cause: unknown) => {
          if (pageGone(cause)) gone(builderPageDeletedMessage());
          return Promise.reject(toSubmitFailure(cause));
        };
        created = new BuilderSession(tree, version, {
          submit: (input) => utils.client.builderPage.submit.mutate({ pageId, ...input }).catch(refused),
          entriesAfter: (afterVersion) =>
            utils.client.builderPage.events.query({ pageId, afterVersion }).then((batch) => batch.events, refused),
          load,
        });
        const live = created;
        feed = new EventSource(builderFeedUrl(pageId, version), { withCredentials: true });
        presence.attach(feed);
        feed.addEventListener(BUILDER_FEED_EVENTS.logEntry, (message) => {
          live.receive(JSON.parse((message as MessageEvent<string>).data) as BuilderLogEntry);
        });
        // The server ended the feed because the session no longer grants admin rights: an EventSource would
        // reconnect on its own, so close it and say why instead of showing a canvas that can no longer save.
        const ending = feed;
        feed.addEventListener(BUILDER_FEED_EVENTS.sessionEnded, (message) => {
          ending.close();
          if (cancelled) return;
          setSessionEnded(true);
          setError((JSON.parse((message as MessageEvent<string>).data) as BuilderFeedEnd).message);
        });
        feed.addEventListener(BUILDER_FEED_EVENTS.pageDeleted, (message) => {
          gone((JSON.parse((message as MessageEvent<string>).data) as BuilderFeedPageDeleted).message);
        });
        setOpened({ pageId, session: created, presence });
      },
      (cause: unknown) => {
        if (!cancelled) setError(cause instanceof Error ? cause.message : 'The page could not be opened.');
      },
    );
    return () => {
      cancelled = true;
      feed?.close();
      presence.dispose();
      created?.dispose();
    };
  }, [pageId, utils]);

  // A session of the page opened before stays out of sight while the next one loads.
  const current = opened !== undefined && opened.pageId === pageId ? opened : undefined;
  return { session: current?.session, presence: current?.presence, error, sessionEnded, deleted };
}

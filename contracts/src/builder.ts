import type { BuilderElement, BuilderPage, Command } from '@app/builder-engine';
// The nesting module alone (it imports nothing), so pages that load these schemas do not load the whole engine.
import { commandNestingProblem } from '@app/builder-engine/nesting';
import { pageSeoSchema, type PageSeo } from './page-content.ts';
import { BUILDER_RESERVED_SLUGS } from './reserved-addresses.ts';
import { z } from './zod.ts';

// The page builder's API (tRPC router `builderPage`, and the live feed GET /api/builder/pages/:id/events).
// Trees and commands are the engine's own types: the server checks every command with the engine's
// parseCommand and applies it with submitCommand, so the zod schemas here only check the envelope.

/** The largest command the server accepts, as JSON in UTF-8 (bigger ones are 413). */
export const BUILDER_COMMAND_MAX_BYTES = 256 * 1024;

/** At most this many log entries come back from one `builderPage.events` call (`hasMore` says there are more). */
export const BUILDER_LOG_ENTRY_BATCH_SIZE = 500;

/** The public path of a builder page: 'home' is served at '/', every other slug at '/{slug}'. */
export function builderPagePath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

/** The slug of the builder page a public path would show ('/' is 'home'), or undefined for a path of more than one segment. */
export function builderSlugForPath(path: string): string | undefined {
  if (path === '/' || path === '') return 'home';
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(path);
  return match?.[1];
}

/**
 * True when a public path is where a builder page could be served: '/' (home) or '/{slug}' for a slug that is
 * not reserved ('/home' is not: home lives at '/').
 */
export function isBuilderPagePath(path: string): boolean {
  const slug = builderSlugForPath(path);
  if (slug === undefined || builderPagePath(slug) !== path) return false;
  return slug === 'home' || !BUILDER_RESERVED_SLUGS.includes(slug);
}

/** A new page's slug: lowercase letters and digits in words joined by single hyphens, not a reserved path. */
export const builderSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A slug is required.')
  .max(100, 'A slug has at most 100 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'A slug has lowercase letters and digits, with single hyphens between words (for example spring-offer).',
  )
  .superRefine((slug, ctx) => {
    if (BUILDER_RESERVED_SLUGS.includes(slug)) {
      ctx.addIssue({ code: 'custom', message: `'/${slug}' is reserved for the site itself; choose another slug.` });
    }
  });

/**
 * Guarded publishing (builder-live-guard.ts): the confirmation a guarded call carries: every address the person was told about and agreed to change
 * ('/', '/pricing'). Absent or short of one, the server answers 409 with a LiveAddressChange.
 */
export const confirmedAddressesSchema = z
  .array(z.string().max(200, 'An address has at most 200 characters.'), { error: 'The confirmed addresses are a list of paths.' })
  .max(4, 'At most 4 addresses can be confirmed at once.')
  .optional();

const pageIdSchema = z.number({ message: 'A page id is required.' }).int().positive();
const versionSchema = z.number({ message: 'A version is required.' }).int().min(0, 'A version is 0 or more.');

/**
 * The SEO settings of a builder page, served in the head of its public path: the same fields as the built-in pages'
 * SEO Settings dialog (title, description, social cards, focus keyphrase, robots). '' means "use the default".
 */
export const builderPageMetaSchema = pageSeoSchema;

/** Input naming one builder page. */
export const builderPageIdInputSchema = z.object({ pageId: pageIdSchema });

/** `builderPage.bySlug`: the page at a slug (the builder's address names the open page by it). */
export const builderPageSlugInputSchema = z.object({
  slug: z.string({ error: 'A page slug is required.' }).max(200, 'A page slug has at most 200 characters.'),
});

/** `builderPage.create`: 'New page' with a name and a slug. */
export const createBuilderPageInputSchema = z.object({
  name: z.string().trim().min(1, 'A page name is required.').max(100, 'A page name has at most 100 characters.'),
  slug: builderSlugSchema,
});

/** `builderPage.update`: a page's settings (not its tree, which changes only through commands). */
export const updateBuilderPageInputSchema = z.object({
  pageId: pageIdSchema,
  name: createBuilderPageInputSchema.shape.name.optional(),
  slug: builderSlugSchema.optional(),
  meta: builderPageMetaSchema.optional(),
  isActive: z.boolean().optional(),
  /** A new slug for a published page moves it off its live address: name that address (and a built-in one it takes). */
  confirmedAddresses: confirmedAddressesSchema,
});

/**
 * `builderPage.delete`: the page to delete. Its history stays in the database, its slug is free for a new page, and
 * its path answers 404 again (or the built-in page, for '/', '/features', …).
 */
export const deleteBuilderPageInputSchema = z.object({ pageId: pageIdSchema, confirmedAddresses: confirmedAddressesSchema });

/**
 * `builderPage.unpublish` (and the base of `publish`): the page, and the addresses the person agreed to change (a
 * built-in page's address the page replaces, or gives back).
 */
export const guardedBuilderPageInputSchema = deleteBuilderPageInputSchema;

/**
 * `builderPage.publish`: publish the current version now, or (`at`, a time to come) schedule it to go live then; a
 * page at a built-in page's address needs that address in `confirmedAddresses` either way.
 */
export const publishBuilderPageInputSchema = guardedBuilderPageInputSchema.extend({
  at: z.iso.datetime({ offset: true, message: 'The publish time must be an ISO date and time.' }).optional(),
});

/** `builderPage.duplicate`: the page to copy into a new unpublished page "<name> (copy)" at a free slug. */
export const duplicateBuilderPageInputSchema = builderPageIdInputSchema;

/**
 * `builderPage.submit`: one engine command made on `baseVersion` (an undo or redo is sent as its inverse
 * command). Here only its nesting is checked (an add's tree at most MAX_NESTING_DEPTH levels, any part at most
 * MAX_COMMAND_JSON_DEPTH); the engine checks the rest on the server: a bad one is a 400 with the engine's message.
 * That includes a `text` command (typing into `content` or `name`): its shape and size (at most 1000 parts and
 * 20,000 characters, parseCommand), and on applying, that its positions lie within the field's text and its deletes
 * match the characters there.
 */
export const submitBuilderCommandInputSchema = z.object({
  pageId: pageIdSchema,
  baseVersion: versionSchema,
  command: z
    .custom<Command>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'A command must be an object.')
    // Before anything serialises or walks the command: a tree nested thousands of levels deep would overflow the
    // stack. Iterative; names the limit ('Elements can be nested at most 32 levels deep.').
    .superRefine((value, ctx) => {
      const problem = commandNestingProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** `builderPage.events` (the procedure keeps its API name): the log entries after `afterVersion`, to catch up. */
export const builderLogEntriesInputSchema = z.object({ pageId: pageIdSchema, afterVersion: versionSchema });

/** `builderPage.save`: a checkpoint at the current version, optionally named. */
export const saveBuilderPageInputSchema = z.object({
  pageId: pageIdSchema,
  name: z.string().trim().max(100, 'A checkpoint name has at most 100 characters.').optional(),
});

/** `builderPage.revert`: take the page back to an earlier version (appended as new log entries). */
export const revertBuilderPageInputSchema = z.object({ pageId: pageIdSchema, toVersion: versionSchema });

/** `builderPage.published`: the live page at a public path ('/', '/features', '/spring-offer'). */
export const publishedBuilderPageInputSchema = z.object({ path: z.string().max(200) });

/** Who did something, as lists show it; null when the account was deleted. */
export interface BuilderAuthor {
  id: number;
  name: string;
}

/** A builder page without its tree, as the page selector lists it. */
export interface BuilderPageSummary {
  id: number;
  name: string;
  slug: string;
  /** Where the public site serves it once published. */
  path: string;
  isActive: boolean;
  meta: PageSeo;
  /** The newest log entry's version (0 before any edit). */
  version: number;
  /** The version the public site shows; null while unpublished. */
  publishedVersion: number | null;
  publishedAt: string | null;
  /** A scheduled publish still to come: this version goes live at `scheduledAt` (both null when none). */
  scheduledVersion: number | null;
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `builderPage.byId`: the page and its tree at its current version, read from one snapshot plus the log entries after it. */
export interface BuilderPageDocument {
  page: BuilderPageSummary;
  /** The engine's page value at `version`: pass it to createEditorState. */
  tree: BuilderPage;
  version: number;
  /**
   * The snapshot the tree was rebuilt from, and how many log entries were replayed on it (always fewer than the snapshot
   * interval; the wire field keeps its name `eventsReplayed`).
   */
  snapshotVersion: number;
  eventsReplayed: number;
}

/**
 * One log entry of a builder page: a command as applied at a version, with its inverse, its author and when (a row of
 * page_events), as `builderPage.events` returns it and the live feed pushes it (the SSE event `page-event`).
 */
export interface BuilderLogEntry {
  pageId: number;
  version: number;
  command: Command;
  inverse: Command;
  author: BuilderAuthor | null;
  createdAt: string;
}

/**
 * `builderPage.submit`: the version after the command and the log entry appended (the wire field `event`; null when the
 * command changed nothing).
 */
export interface SubmitBuilderCommandResult {
  version: number;
  event: BuilderLogEntry | null;
  /** True when the command was made on an older version and merged over the newer log entries. */
  rebased: boolean;
  /** The engine's history label ('Add Heading', 'Heading · font size 32 → 40'). */
  label: string;
}

/**
 * `builderPage.events`: the log entries after the asked version (in the wire field `events`), oldest first, at most
 * BUILDER_LOG_ENTRY_BATCH_SIZE.
 */
export interface BuilderLogEntryBatch {
  events: BuilderLogEntry[];
  /** The page's current version. */
  version: number;
  /** More log entries follow the last one returned: ask again after its version (or reload with byId). */
  hasMore: boolean;
}

/** A saved or published version. */
export interface BuilderCheckpoint {
  id: number;
  version: number;
  kind: 'save' | 'publish';
  name: string | null;
  author: BuilderAuthor | null;
  createdAt: string;
}

/** `builderPage.publishedVersions`: each publish, newest first; `live` marks the one the site shows now. */
export interface PublishedBuilderVersion {
  version: number;
  publishedAt: string;
  author: BuilderAuthor | null;
  live: boolean;
}

/** `builderPage.revert`: how many log entries the revert appended (the wire field `eventsAppended`) and the version it reached. */
export interface RevertBuilderPageResult {
  version: number;
  eventsAppended: number;
}

/** `builderPage.delete`: the page deleted. */
export interface DeletedBuilderPage {
  id: number;
}

/** `builderPage.published`: what the public site renders at a path (null when no active builder page is published there). */
export interface PublishedBuilderPage {
  id: number;
  name: string;
  slug: string;
  path: string;
  meta: PageSeo;
  version: number;
  publishedAt: string;
  /** The root's children, validated by the engine when they were written; render styles only from this map. */
  elements: readonly BuilderElement[];
}

/**
 * What a refused `submit` carries in tRPC's `error.data.details` (kind 'builderConflict', status 409): the engine's code
 * ('conflict' names the element and the version that collided; 'unknown-version' means reload) and the
 * page's current version, to move the canvas to the server's state.
 */
export interface BuilderConflict {
  code: 'conflict' | 'unknown-version';
  currentVersion: number;
  elementId?: string;
  version?: number;
}

/**
 * The live feed's server-sent event names: `ready` once subscribed ({ version }), then one `page-event` per appended
 * log entry (a BuilderLogEntry, `id:` its version); `session-ended` (a BuilderFeedEnd) is the last one before the server
 * closes a stream whose session has ended or lost the admin role, and `page-deleted` (a BuilderFeedPageDeleted) the
 * last one once someone deleted the page (do not reconnect after either).
 */
export const BUILDER_FEED_EVENTS = {
  ready: 'ready',
  logEntry: 'page-event',
  sessionEnded: 'session-ended',
  pageDeleted: 'page-deleted',
} as const;

/** The data of the feed's `page-deleted` event: a message to show the people who had the page open. */
export interface BuilderFeedPageDeleted {
  message: string;
}

/** What the people who had a builder page open are told once it is deleted (`name` when it is known). */
export function builderPageDeletedMessage(name?: string): string {
  const page = name === undefined ? 'This page' : `The page "${name}"`;
  return `${page} was deleted while you had it open, so it can no longer be edited; a change made after that was not saved.`;
}

/** The data of the feed's `session-ended` event: why the stream ended and a message to show. */
export interface BuilderFeedEnd {
  reason: 'signed-out' | 'not-admin';
  message: string;
}

/** The live feed's URL for a page; send `?after=<version>` (or Last-Event-ID) to receive the log entries after that version first. */
export function builderFeedUrl(pageId: number, afterVersion?: number): string {
  return `/api/builder/pages/${pageId}/events${afterVersion === undefined ? '' : `?after=${afterVersion}`}`;
}

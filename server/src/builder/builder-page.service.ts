import { isDeepStrictEqual } from 'node:util';
import { applyCommand, commandNestingProblem, parseCommand, submitCommand, type EngineError, type LogEntry } from '@app/builder-engine';
import {
  BUILDER_COMMAND_MAX_BYTES,
  BUILDER_EVENTS_PAGE_SIZE,
  builderPagePath,
  builderSlugForPath,
  isBuilderPagePath,
  type BuilderAuthor,
  type BuilderCheckpoint,
  type BuilderEventsPage,
  type BuilderPageDocument,
  type BuilderPageSummary,
  type PublishedBuilderPage,
  type PublishedBuilderVersion,
  type PublicUser,
  type RevertBuilderPageResult,
  type SubmitBuilderCommandResult,
  type createBuilderPageInputSchema,
  type submitBuilderCommandInputSchema,
  type updateBuilderPageInputSchema,
} from '@app/contracts';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordActivity } from '../activity/activity.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { readCacheOf } from '../cache/read-cache.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { PageCheckpoint } from '../entities/page-checkpoint.entity.ts';
import { PageSnapshot } from '../entities/page-snapshot.entity.ts';
import { AppError } from '../errors.ts';
import { recordSlugChange, releaseOldSlug } from './builder-page-redirects.ts';
import {
  appendEntry,
  latestSnapshotVersion,
  listEvents,
  readLog,
  toPageEvent,
  writeSnapshot,
  type BuilderRuntime,
} from './builder-page-log.ts';
import { revertCommands } from './revert-commands.ts';

/**
 * A command made this many versions ago is not rebased (the client should reload): it keeps the locked
 * transaction short, since a rebase reads and walks every event in between.
 */
const MAX_REBASE_DISTANCE = 1000;

/** A page row as lists show it. */
export function toSummary(row: BuilderPageRow): BuilderPageSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: builderPagePath(row.slug),
    isActive: row.isActive,
    meta: { title: row.meta.title ?? '', description: row.meta.description ?? '' },
    version: row.version,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row of a page, locked for the rest of the transaction when `lock`; 404 when there is none. */
export async function findPageRow(em: EntityManager, pageId: number, lock = false): Promise<BuilderPageRow> {
  const row = await em.findOne(BuilderPageRow, { id: pageId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!row) throw new AppError(404, `There is no builder page with id ${pageId}.`);
  return row;
}

const authorOf = (user: PublicUser): BuilderAuthor => ({ id: user.id, name: user.name ?? user.username });

/** Every builder page, by name. */
export async function listBuilderPages(em: EntityManager): Promise<BuilderPageSummary[]> {
  const rows = await em.find(BuilderPageRow, {}, { orderBy: { id: 'asc' } });
  return rows.map(toSummary);
}

/** A page and its tree at its current version: its newest snapshot plus the fewer than N events after it, replayed. */
export async function getBuilderPage(em: EntityManager, pageId: number): Promise<BuilderPageDocument> {
  const row = await findPageRow(em, pageId);
  const { log, eventsRead } = await readLog(em, row);
  return { page: toSummary(row), tree: log.page, version: log.version, snapshotVersion: log.baseVersion, eventsReplayed: eventsRead };
}

/** A 409 naming the page when another page (not deleted) uses `slug`. */
export async function slugTaken(em: EntityManager, slug: string, exceptId?: number): Promise<void> {
  const other = await em.findOne(BuilderPageRow, { slug, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) }, { fields: ['id', 'name'] });
  if (other) throw new AppError(409, `The page '${other.name}' already uses ${builderPagePath(slug)}; choose another slug.`, { slug: 'This slug is taken.' });
}

/** Turns a unique-index failure on the slug (two writes racing for it) into the 409 a person can act on. */
export function slugConflict(error: unknown, slug: string): never {
  if (error instanceof UniqueConstraintViolationException) {
    throw new AppError(409, `Another page already uses ${builderPagePath(slug)}; choose another slug.`, { slug: 'This slug is taken.' });
  }
  throw error;
}

/** Where the activity log links a builder page: its editor. */
export function builderLink(slug: string): string {
  return `/admin/elementor/${slug}`;
}

/**
 * 'New page': an empty page at version 0 (with its first snapshot); a reserved slug is refused by the contract, a
 * taken one is 409. A renamed page's old slug is not taken: its redirect gives way to the new page.
 */
export async function createBuilderPage(
  em: EntityManager,
  input: z.output<typeof createBuilderPageInputSchema>,
  user: PublicUser,
): Promise<BuilderPageSummary> {
  await slugTaken(em, input.slug);
  try {
    return await em.transactional(async (tx) => {
      const row = tx.create(BuilderPageRow, { name: input.name, slug: input.slug, meta: { title: input.name, description: '' } });
      await tx.flush();
      await writeSnapshot(tx, row.id, 0, []);
      await releaseOldSlug(tx, row.slug);
      await recordActivity(tx, user, { kind: 'builder.created', summary: `Created the builder page "${row.name}" at /${row.slug}`, link: builderLink(row.slug) });
      return toSummary(row);
    }).then((summary) => invalidateBuilderReads(em, summary));
  } catch (error) {
    return slugConflict(error, input.slug);
  }
}

/** The activity-log sentence of a rename (name, slug or both), or null when neither changed. */
function renameSummary(before: { name: string; slug: string }, row: BuilderPageRow): string | null {
  const named = before.name !== row.name;
  const moved = before.slug !== row.slug;
  if (!named && !moved) return null;
  const page = `the builder page "${before.name}"`;
  const address = `from ${builderPagePath(before.slug)} to ${builderPagePath(row.slug)}`;
  if (!moved) return `Renamed ${page} to "${row.name}"`;
  return named ? `Renamed ${page} to "${row.name}" and moved it ${address}` : `Moved ${page} ${address}`;
}

/**
 * Changes a page's name, slug, SEO meta or active flag (never its tree). A new slug keeps the old path as a 301 to
 * the new one (builder_page_redirects); a rename is recorded in the activity log.
 */
export async function updateBuilderPage(
  em: EntityManager,
  input: z.output<typeof updateBuilderPageInputSchema>,
  user: PublicUser,
): Promise<BuilderPageSummary> {
  if (input.slug !== undefined) await slugTaken(em, input.slug, input.pageId);
  try {
    return await em.transactional(async (tx) => {
      const row = await findPageRow(tx, input.pageId, true);
      const before = { name: row.name, slug: row.slug };
      if (input.name !== undefined) row.name = input.name;
      if (input.slug !== undefined && input.slug !== row.slug) {
        await recordSlugChange(tx, row.id, row.slug, input.slug);
        row.slug = input.slug;
      }
      if (input.isActive !== undefined) row.isActive = input.isActive;
      if (input.meta !== undefined) row.meta = { ...row.meta, ...input.meta };
      await tx.flush();
      const renamed = renameSummary(before, row);
      if (renamed !== null) await recordActivity(tx, user, { kind: 'builder.renamed', summary: renamed, link: builderLink(row.slug) });
      return toSummary(row);
    }).then((summary) => invalidateBuilderReads(em, summary));
  } catch (error) {
    return slugConflict(error, input.slug ?? '');
  }
}

/** The 409 of a refused submit: the engine's message, its code, and the page's current version. */
function refusal(error: EngineError, currentVersion: number): AppError {
  if (error.code === 'conflict' || error.code === 'unknown-version') {
    return new AppError(409, error.message, {}, undefined, {
      builderConflict: {
        code: error.code,
        currentVersion,
        ...(error.elementId === undefined ? {} : { elementId: error.elementId }),
        ...(error.version === undefined ? {} : { version: error.version }),
      },
    });
  }
  return new AppError(400, error.message);
}

/**
 * Persists one command made on `baseVersion`, in one transaction with the page row locked (a command nested past
 * the engine's limits is a 400 before anything else): the engine's
 * submitCommand applies it (at the current version), rebases it (over the events since), or refuses it
 * with its named conflict (409, with the current version). The event (command as applied, inverse,
 * author) is appended at the next version; a command that changes nothing appends nothing.
 */
export async function submitBuilderCommand(
  em: EntityManager,
  runtime: BuilderRuntime,
  input: z.output<typeof submitBuilderCommandInputSchema>,
  user: PublicUser,
): Promise<SubmitBuilderCommandResult> {
  // The request schema checks this too; checked again here because JSON.stringify below would overflow the stack
  // on a command nested thousands of levels deep, whoever calls this service.
  const tooDeep = commandNestingProblem(input.command);
  if (tooDeep !== null) throw new AppError(400, tooDeep);
  const bytes = Buffer.byteLength(JSON.stringify(input.command) ?? '', 'utf8');
  if (bytes > BUILDER_COMMAND_MAX_BYTES) {
    throw new AppError(
      413,
      `This change is too large to save: ${Math.ceil(bytes / 1024)} KB, where one step may be at most ${BUILDER_COMMAND_MAX_BYTES / 1024} KB. Make it in smaller steps.`,
    );
  }
  const parsed = parseCommand(input.command);
  if (!parsed.ok) throw new AppError(400, parsed.error.message);

  const result = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, input.pageId, true);
    const current = row.version;
    if (input.baseVersion > current || current - input.baseVersion > MAX_REBASE_DISTANCE) {
      throw refusal(
        {
          code: 'unknown-version',
          message:
            input.baseVersion > current
              ? `This page is at version ${current}, so a change cannot be made on version ${input.baseVersion}. Reload the page to continue.`
              : `This page has changed a lot since version ${input.baseVersion} (it is at version ${current}). Reload the page to continue.`,
        },
        current,
      );
    }
    const { log } = await readLog(tx, row, current, input.baseVersion);
    const submitted = submitCommand(log, { baseVersion: input.baseVersion, command: parsed.command });
    if (!submitted.ok) throw refusal(submitted.error, current);
    const base = { rebased: submitted.rebased, label: submitted.label };
    if (submitted.entry === null) return { ...base, version: current, entry: null };
    // At the current version the log was read from the newest snapshot; a rebase may have read an older one.
    const newest = input.baseVersion === current ? log.baseVersion : await latestSnapshotVersion(tx, row.id);
    await appendEntry(tx, runtime, row, submitted.entry, submitted.log.page, user.id, newest);
    return { ...base, version: submitted.entry.version, entry: submitted.entry };
  });

  if (result.entry !== null) runtime.feed.announceCommitted({ pageId: input.pageId, version: result.version });
  return {
    version: result.version,
    event: result.entry === null ? null : toPageEvent(input.pageId, result.entry, authorOf(user), new Date()),
    rebased: result.rebased,
    label: result.label,
  };
}

/** The events after `afterVersion` (at most BUILDER_EVENTS_PAGE_SIZE), for a client catching up. */
export async function getBuilderEvents(em: EntityManager, pageId: number, afterVersion: number): Promise<BuilderEventsPage> {
  const row = await findPageRow(em, pageId);
  if (afterVersion > row.version) {
    throw new AppError(400, `This page is at version ${row.version}; there are no events after version ${afterVersion}. Reload the page.`);
  }
  const events = await listEvents(em, pageId, afterVersion, BUILDER_EVENTS_PAGE_SIZE + 1);
  const hasMore = events.length > BUILDER_EVENTS_PAGE_SIZE;
  return { events: hasMore ? events.slice(0, BUILDER_EVENTS_PAGE_SIZE) : events, version: row.version, hasMore };
}

async function addCheckpoint(tx: EntityManager, row: BuilderPageRow, kind: 'save' | 'publish', authorId: number, name: string | null) {
  const checkpoint = tx.create(PageCheckpoint, { pageId: row.id, version: row.version, kind, name, authorId });
  await tx.flush();
  return checkpoint;
}

/** Save: a checkpoint at the current version (named, or 'Changes saved' in the UI). */
export async function saveBuilderPage(em: EntityManager, pageId: number, name: string | undefined, user: PublicUser): Promise<BuilderCheckpoint> {
  return em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    const checkpoint = await addCheckpoint(tx, row, 'save', user.id, name === undefined || name === '' ? null : name);
    return {
      id: checkpoint.id,
      version: checkpoint.version,
      kind: 'save',
      name: checkpoint.name,
      author: authorOf(user),
      createdAt: checkpoint.createdAt.toISOString(),
    };
  });
}

/** Publish: the current version becomes the live one (with a snapshot at it, so the public site reads one row). */
export async function publishBuilderPage(em: EntityManager, pageId: number, user: PublicUser): Promise<BuilderPageSummary> {
  const summary = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    const stored = await tx.count(PageSnapshot, { pageId, version: row.version });
    if (stored === 0) await writeSnapshot(tx, pageId, row.version, (await readLog(tx, row)).log.page.elements);
    row.publishedVersion = row.version;
    row.publishedAt = new Date();
    await addCheckpoint(tx, row, 'publish', user.id, null);
    await recordActivity(tx, user, { kind: 'builder.published', summary: `Published version ${row.version} of the builder page "${row.name}"`, link: builderLink(row.slug) });
    return toSummary(row);
  });
  return invalidateBuilderReads(em, summary);
}

/** Unpublish: the public site shows the built-in page (or nothing, for a page made with 'New page') again. */
export async function unpublishBuilderPage(em: EntityManager, pageId: number, user: PublicUser): Promise<BuilderPageSummary> {
  const summary = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    row.publishedVersion = null;
    row.publishedAt = null;
    await tx.flush();
    await recordActivity(tx, user, { kind: 'builder.unpublished', summary: `Unpublished the builder page "${row.name}"`, link: builderLink(row.slug) });
    return toSummary(row);
  });
  return invalidateBuilderReads(em, summary);
}

interface CheckpointRow {
  id: number;
  version: number;
  kind: 'save' | 'publish';
  name: string | null;
  author_id: number | null;
  author_name: string | null;
  created_at: Date | string;
}

async function checkpointRows(em: EntityManager, pageId: number, kind: 'save' | 'publish' | null): Promise<CheckpointRow[]> {
  return (await em.getConnection().execute(
    `select c.id, c.version, c.kind, c.name, c.author_id, coalesce(u.name, u.username) as author_name, c.created_at
       from page_checkpoints c left join users u on u.id = c.author_id
      where c.page_id = ? and (?::text is null or c.kind = ?)
      order by c.created_at desc, c.id desc
      limit 200`,
    [pageId, kind, kind],
    'all',
    em.getTransactionContext(),
  )) as CheckpointRow[];
}

const rowAuthor = (row: CheckpointRow): BuilderAuthor | null => (row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' });

/** Each publish of a page, newest first (the 200 newest), with time, author and which one is live. */
export async function listPublishedVersions(em: EntityManager, pageId: number): Promise<PublishedBuilderVersion[]> {
  const row = await findPageRow(em, pageId);
  const rows = await checkpointRows(em, pageId, 'publish');
  return rows.map((checkpoint, index) => ({
    version: checkpoint.version,
    publishedAt: new Date(checkpoint.created_at).toISOString(),
    author: rowAuthor(checkpoint),
    // The newest publish is live unless the page was unpublished since.
    live: index === 0 && row.publishedVersion === checkpoint.version,
  }));
}

/** Every checkpoint of a page (saves and publishes), newest first (the 200 newest). */
export async function listCheckpoints(em: EntityManager, pageId: number): Promise<BuilderCheckpoint[]> {
  await findPageRow(em, pageId);
  const rows = await checkpointRows(em, pageId, null);
  return rows.map((checkpoint) => ({
    id: checkpoint.id,
    version: checkpoint.version,
    kind: checkpoint.kind,
    name: checkpoint.name,
    author: rowAuthor(checkpoint),
    createdAt: new Date(checkpoint.created_at).toISOString(),
  }));
}

/**
 * Takes a page back to the tree it had at `toVersion` by appending the commands that get there as new
 * events (history stays linear: the versions in between remain, and the revert can itself be reverted).
 * They are the minimal commands of `revertCommands`, so the history shows what the revert changed.
 */
export async function revertBuilderPage(
  em: EntityManager,
  runtime: BuilderRuntime,
  pageId: number,
  toVersion: number,
  user: PublicUser,
): Promise<RevertBuilderPageResult> {
  const result = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    if (toVersion > row.version) throw new AppError(400, `This page is at version ${row.version}; it cannot be reverted to version ${toVersion}.`);
    const target = (await readLog(tx, row, toVersion)).log.page;
    const { log } = await readLog(tx, row);
    let page = log.page;
    let newest = await latestSnapshotVersion(tx, pageId);
    let appended = 0;
    for (const command of revertCommands(page.elements, target.elements)) {
      const applied = applyCommand(page, command);
      if (!applied.ok) throw new Error(`Reverting builder page ${pageId} failed: ${applied.error.message}`);
      if (!applied.changed) continue;
      const entry: LogEntry = { version: row.version + 1, command: applied.command, inverse: applied.inverse };
      newest = await appendEntry(tx, runtime, row, entry, applied.page, user.id, newest);
      page = applied.page;
      appended += 1;
    }
    // Compared as values: elements read back from jsonb rows hold their keys in another order than engine-made ones.
    if (!isDeepStrictEqual(page.elements, target.elements)) {
      throw new Error(`Reverting builder page ${pageId} to version ${toVersion} did not reproduce its tree.`);
    }
    const summary = `Reverted the builder page "${row.name}" to version ${toVersion} (now version ${row.version})`;
    await recordActivity(tx, user, { kind: 'builder.reverted', summary, link: builderLink(row.slug) });
    return { version: row.version, eventsAppended: appended };
  });
  if (result.eventsAppended > 0) runtime.feed.announceCommitted({ pageId, version: result.version });
  return result;
}

/**
 * The live tree at a public path ('/' is the home page), or null when no active builder page is published
 * there; from the read cache, kept until a builder page's public fields change. Callers must not mutate it.
 */
export async function getPublishedBuilderPage(em: EntityManager, path: string): Promise<PublishedBuilderPage | null> {
  const slug = builderSlugForPath(path);
  if (slug === undefined || !isBuilderPagePath(path)) return null;
  return readCacheOf(em).read('builder', `page:${slug}`, async () => ({ value: await loadPublishedBuilderPage(em, slug) }));
}

async function loadPublishedBuilderPage(em: EntityManager, slug: string): Promise<PublishedBuilderPage | null> {
  const row = await em.findOne(BuilderPageRow, { slug, isActive: true, publishedVersion: { $ne: null } });
  if (!row || row.publishedVersion === null || row.publishedAt === null) return null;
  const { log } = await readLog(em, row, row.publishedVersion);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: builderPagePath(row.slug),
    meta: { title: row.meta.title ?? '', description: row.meta.description ?? '' },
    version: row.publishedVersion,
    publishedAt: row.publishedAt.toISOString(),
    elements: log.page.elements,
  };
}

/** The public path and publish time of every active published builder page (the sitemap lists them). */
export function listPublishedBuilderPaths(em: EntityManager): Promise<Array<{ path: string; publishedAt: string }>> {
  return readCacheOf(em).read('builder', 'paths', async () => {
    const rows = await em.find(BuilderPageRow, { isActive: true, publishedVersion: { $ne: null } }, { orderBy: { id: 'asc' } });
    const value = rows
      .filter((row) => row.publishedAt !== null)
      .map((row) => ({ path: builderPagePath(row.slug), publishedAt: (row.publishedAt as Date).toISOString() }));
    return { value };
  });
}

/** Empties this instance's cached builder reads after a committed change the public sees (others hear of it from the database). */
export function invalidateBuilderReads<T>(em: EntityManager, committed: T): T {
  readCacheOf(em).invalidate('builder');
  return committed;
}

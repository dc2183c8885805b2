// A builder page's history: checkpoints (saves and publishes), the live version, and reverts to an earlier one.
import { isDeepStrictEqual } from 'node:util';
import { applyCommand, type LogEntry } from '@app/builder-engine';
import type {
  BuilderAuthor,
  BuilderCheckpoint,
  BuilderPageSummary,
  PublicUser,
  PublishedBuilderVersion,
  RevertBuilderPageResult,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/activity.service.ts';
import { afterWrite } from '../cache/after-write.ts';
import { queueBuilderPageAnalysis } from '../seo-report/page-analysis.ts';
import type { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { BuilderPageCheckpoint } from '../entities/builder-page-checkpoint.entity.ts';
import { BuilderPageSnapshot } from '../entities/builder-page-snapshot.entity.ts';
import { AppError } from '../errors.ts';
import { now } from '../clock.ts';
import { logWentLive } from '../activity/went-live-log.ts';
import { livePublication, pendingPublication } from '../entities/builder-page-publication.ts';
import { settlePublication } from './builder-publication.ts';
import { appendEntry, latestSnapshotVersion, readLog, writeSnapshot, type BuilderRuntime } from './builder-page-log.ts';
import { authorOf, findPageRow, toSummary } from './builder-page.service.ts';
import { builderLink } from '../activity/activity-links.ts';
import { requireLiveChangeConfirmation } from './live-address-guard.ts';
import { revertCommands } from './revert-commands.ts';

async function addCheckpoint(tx: EntityManager, row: BuilderPageRow, kind: 'save' | 'publish', authorId: number, name: string | null) {
  const checkpoint = tx.create(BuilderPageCheckpoint, { pageId: row.id, version: row.version, kind, name, authorId });
  await tx.flush();
  return checkpoint;
}

/** Save: a checkpoint at the current version (named, or 'Changes saved' in the UI). */
export async function saveBuilderPage(
  em: EntityManager,
  pageId: number,
  name: string | undefined,
  user: PublicUser,
): Promise<BuilderCheckpoint> {
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

/**
 * Moves a scheduled publish whose time has come into the published fields (`settlePublication`), having logged its
 * going live first: once written, the publish scheduler no longer sees it (the entry is written once either way).
 */
async function settleLogged(tx: EntityManager, row: BuilderPageRow, current: Date): Promise<void> {
  if (row.scheduledAt !== null && row.scheduledAt <= current)
    await logWentLive(tx, new Date(row.scheduledAt.getTime() - 1), row.scheduledAt);
  settlePublication(row, current);
}

/** Removes a page's publish checkpoint still to come (a scheduled publish's). */
async function dropPendingCheckpoint(tx: EntityManager, pageId: number, at: Date): Promise<void> {
  await tx.nativeDelete(BuilderPageCheckpoint, { pageId, kind: 'publish', createdAt: { $gt: at } });
}

/**
 * Publish: the current version becomes the live one (with a snapshot at it, so the public site reads one row), now,
 * or with `at` (a time to come) at that time: until then the public sees what it sees now (the live version of a
 * page already live), and from then on every instance serves the new one without a write. Publishing again (now or
 * for another time) replaces a scheduled publish. Scheduled and immediate publishes both go through here. A page at
 * a built-in page's address (/, /pricing, …) is published only when `confirmedAddresses` names it (else 409).
 */
export async function publishBuilderPage(
  em: EntityManager,
  pageId: number,
  user: PublicUser,
  options: { at?: Date; confirmedAddresses?: readonly string[] } = {},
): Promise<BuilderPageSummary> {
  const summary = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    const current = now();
    if (options.at !== undefined && options.at <= current) {
      throw new AppError(400, 'Choose a publish time in the future, or publish now.');
    }
    await settleLogged(tx, row, current);
    requireLiveChangeConfirmation(row, { operation: 'publish' }, options.confirmedAddresses);
    const stored = await tx.count(BuilderPageSnapshot, { pageId, version: row.version });
    if (stored === 0) await writeSnapshot(tx, pageId, row.version, (await readLog(tx, row)).log.page.elements);
    await dropPendingCheckpoint(tx, pageId, current);
    const checkpoint = await addCheckpoint(tx, row, 'publish', user.id, null);
    // Dated by the server's clock, as the versions list compares it (see `checkpointRows`).
    checkpoint.createdAt = options.at ?? current;
    if (options.at === undefined) {
      row.publishedVersion = row.version;
      row.publishedAt = current;
      row.scheduledVersion = null;
      row.scheduledAt = null;
      await recordActivity(tx, user, {
        kind: 'builder.published',
        summary: `Published version ${row.version} of the builder page "${row.name}"`,
        link: builderLink(row.slug),
      });
    } else {
      row.scheduledVersion = row.version;
      // The publish is listed from its time on (the versions list leaves out checkpoints still to come).
      row.scheduledAt = options.at;
      await recordActivity(tx, user, {
        kind: 'builder.scheduled',
        summary: `Scheduled version ${row.version} of the builder page "${row.name}" to go live at ${options.at.toISOString()}`,
        link: builderLink(row.slug),
      });
    }
    await tx.flush();
    return toSummary(row);
  });
  afterWrite(em, ['builder_pages']);
  // The SEO report analyses what is now public at its path; a scheduled publish is analysed again at its time by the
  // publish scheduler, which the write above re-arms (on every instance, through the cache's notifications).
  queueBuilderPageAnalysis(em, pageId);
  return summary;
}

/** Cancels a page's scheduled publish: the public keeps seeing what it sees now. 409 when none is to come. */
export async function cancelScheduledPublish(em: EntityManager, pageId: number, user: PublicUser): Promise<BuilderPageSummary> {
  const summary = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    const current = now();
    const pending = pendingPublication(row, current);
    if (pending === null) throw new AppError(409, `The builder page "${row.name}" has no scheduled publish to cancel.`);
    row.scheduledVersion = null;
    row.scheduledAt = null;
    await dropPendingCheckpoint(tx, pageId, current);
    await tx.flush();
    await recordActivity(tx, user, {
      kind: 'builder.schedule-canceled',
      summary: `Canceled the publish of version ${pending.version} of the builder page "${row.name}" scheduled for ${pending.at.toISOString()}`,
      link: builderLink(row.slug),
    });
    return toSummary(row);
  });
  afterWrite(em, ['builder_pages']);
  return summary;
}

/**
 * Unpublish: the public site shows the built-in page (or nothing, for a page made with 'New page') again; giving a
 * built-in page's address back needs `confirmedAddresses` naming it (else 409).
 */
export async function unpublishBuilderPage(
  em: EntityManager,
  pageId: number,
  user: PublicUser,
  confirmedAddresses?: readonly string[],
): Promise<BuilderPageSummary> {
  const summary = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    const current = now();
    // A scheduled publish whose time has come counts as live: giving its address back asks too.
    await settleLogged(tx, row, current);
    requireLiveChangeConfirmation(row, { operation: 'unpublish' }, confirmedAddresses);
    row.publishedVersion = null;
    row.publishedAt = null;
    row.scheduledVersion = null;
    row.scheduledAt = null;
    await dropPendingCheckpoint(tx, pageId, current);
    await tx.flush();
    await recordActivity(tx, user, {
      kind: 'builder.unpublished',
      summary: `Unpublished the builder page "${row.name}"`,
      link: builderLink(row.slug),
    });
    return toSummary(row);
  });
  afterWrite(em, ['builder_pages']);
  // The SEO report analyses what is now public at its path.
  queueBuilderPageAnalysis(em, pageId);
  return summary;
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
  return em.getConnection().execute<CheckpointRow[]>(
    `select c.id, c.version, c.kind, c.name, c.author_id, coalesce(u.name, u.username) as author_name, c.created_at
       from page_checkpoints c left join users u on u.id = c.author_id
      where c.page_id = ? and (?::text is null or c.kind = ?) and c.created_at <= ?
      order by c.created_at desc, c.id desc
      limit 200`,
    [pageId, kind, kind, now()],
    'all',
    em.getTransactionContext(),
  );
}

const rowAuthor = (row: CheckpointRow): BuilderAuthor | null =>
  row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' };

/** Each publish of a page whose time has come, newest first (the 200 newest), with time, author and which one is live. */
export async function listPublishedVersions(em: EntityManager, pageId: number): Promise<PublishedBuilderVersion[]> {
  const row = await findPageRow(em, pageId);
  const live = livePublication(row, now());
  const rows = await checkpointRows(em, pageId, 'publish');
  return rows.map((checkpoint, index) => ({
    version: checkpoint.version,
    publishedAt: new Date(checkpoint.created_at).toISOString(),
    author: rowAuthor(checkpoint),
    // The newest publish is live unless the page was unpublished since.
    live: index === 0 && live?.version === checkpoint.version,
  }));
}

/** Every checkpoint of a page (saves and publishes; a scheduled publish from its time on), newest first (the 200 newest). */
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
 * log entries (history stays linear: the versions in between remain, and the revert can itself be reverted).
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
    if (toVersion > row.version)
      throw new AppError(400, `This page is at version ${row.version}; it cannot be reverted to version ${toVersion}.`);
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

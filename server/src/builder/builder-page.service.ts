// A builder page's record: listing, opening, creating and renaming pages, and the helpers the other builder services share.
import {
  builderPagePath,
  type BuilderAuthor,
  type BuilderPageDocument,
  type BuilderPageSummary,
  type PublicUser,
  type createBuilderPageInputSchema,
  type updateBuilderPageInputSchema,
} from '@app/contracts';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordActivity } from '../activity/activity.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { afterWrite } from '../cache/after-write.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { AppError } from '../errors.ts';
import { queueBuilderPageAnalysis } from '../seo-report/page-analysis.ts';
import { recordSlugChange, releaseOldSlug } from './builder-page-redirects.ts';
import { builderLink } from '../activity/activity-links.ts';
import { readLog, writeSnapshot } from './builder-page-log.ts';
import { livePublication, pendingPublication } from '../entities/builder-page-publication.ts';
import { now } from '../clock.ts';
import { requireLiveChangeConfirmation } from './live-address-guard.ts';

/** A page row as lists show it. */
export function toSummary(row: BuilderPageRow): BuilderPageSummary {
  const at = now();
  const live = livePublication(row, at);
  const pending = pendingPublication(row, at);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: builderPagePath(row.slug),
    isActive: row.isActive,
    meta: row.meta,
    version: row.version,
    // As the public sees it now: a scheduled publish whose time has come is the published one.
    publishedVersion: live?.version ?? null,
    publishedAt: live?.publishedAt.toISOString() ?? null,
    scheduledVersion: pending?.version ?? null,
    scheduledAt: pending?.at.toISOString() ?? null,
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

/** How the builder names the admin who made a step or a checkpoint. */
export const authorOf = (user: PublicUser): BuilderAuthor => ({ id: user.id, name: user.name ?? user.username });

/** A page and its tree at its current version: its newest snapshot plus the fewer than N log entries after it, replayed. */
export async function getBuilderPage(em: EntityManager, pageId: number): Promise<BuilderPageDocument> {
  const row = await findPageRow(em, pageId);
  const { log, entriesRead } = await readLog(em, row);
  return { page: toSummary(row), tree: log.page, version: log.version, snapshotVersion: log.baseVersion, eventsReplayed: entriesRead };
}

/** A 409 naming the page when another page (not deleted) uses `slug`. */
export async function slugTaken(em: EntityManager, slug: string, exceptId?: number): Promise<void> {
  const other = await em.findOne(
    BuilderPageRow,
    { slug, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) },
    { fields: ['id', 'name'] },
  );
  if (other)
    throw new AppError(409, `The page '${other.name}' already uses ${builderPagePath(slug)}; choose another slug.`, {
      fields: { slug: 'This slug is taken.' },
    });
}

/** Turns a unique-index failure on the slug (two writes racing for it) into the 409 a person can act on. */
export function slugConflict(error: unknown, slug: string): never {
  if (error instanceof UniqueConstraintViolationException) {
    throw new AppError(409, `Another page already uses ${builderPagePath(slug)}; choose another slug.`, {
      fields: { slug: 'This slug is taken.' },
    });
  }
  throw error;
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
    const summary = await em.transactional(async (tx) => {
      const row = tx.create(BuilderPageRow, { name: input.name, slug: input.slug, meta: { title: input.name, description: '' } });
      await tx.flush();
      await writeSnapshot(tx, row.id, 0, []);
      await releaseOldSlug(tx, row.slug);
      await recordActivity(tx, user, {
        kind: 'builder.created',
        summary: `Created the builder page "${row.name}" at /${row.slug}`,
        link: builderLink(row.slug),
      });
      return toSummary(row);
    });
    // Taking a renamed page's old slug drops its redirect.
    afterWrite(em, ['builder_pages', 'builder_page_redirects']);
    queueBuilderPageAnalysis(em, summary.id);
    return summary;
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
 * the new one (builder_page_redirects); a rename is recorded in the activity log. A published page moves only when
 * `confirmedAddresses` names its address (and a built-in page's address it moves onto), else 409.
 */
export async function updateBuilderPage(
  em: EntityManager,
  input: z.output<typeof updateBuilderPageInputSchema>,
  user: PublicUser,
): Promise<BuilderPageSummary> {
  if (input.slug !== undefined) await slugTaken(em, input.slug, input.pageId);
  try {
    const summary = await em.transactional(async (tx) => {
      const row = await findPageRow(tx, input.pageId, true);
      const before = { name: row.name, slug: row.slug };
      if (input.name !== undefined) row.name = input.name;
      if (input.slug !== undefined && input.slug !== row.slug) {
        requireLiveChangeConfirmation(row, { operation: 'move', newSlug: input.slug }, input.confirmedAddresses);
        await recordSlugChange(tx, row.id, row.slug, input.slug);
        row.slug = input.slug;
      }
      if (input.isActive !== undefined && input.isActive !== row.isActive) {
        // Only an active page is served: switching a published one on or off publishes or unpublishes it in effect.
        requireLiveChangeConfirmation(row, { operation: input.isActive ? 'publish' : 'unpublish' }, input.confirmedAddresses);
        row.isActive = input.isActive;
      }
      if (input.meta !== undefined) row.meta = { ...row.meta, ...input.meta };
      await tx.flush();
      const renamed = renameSummary(before, row);
      if (renamed !== null) await recordActivity(tx, user, { kind: 'builder.renamed', summary: renamed, link: builderLink(row.slug) });
      return toSummary(row);
    });
    afterWrite(em, ['builder_pages', 'builder_page_redirects']);
    // Its name, path and SEO meta are in the SEO report.
    queueBuilderPageAnalysis(em, summary.id);
    return summary;
  } catch (error) {
    return slugConflict(error, input.slug ?? '');
  }
}

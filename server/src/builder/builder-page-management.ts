import {
  ADMIN_LIST_PAGE_SIZE,
  builderPagePath,
  listPageCount,
  type BuilderPageSummary,
  type DeletedBuilderPage,
  type PagedList,
  type PublicUser,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/activity.service.ts';
import { afterWrite } from '../cache/after-write.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { AppError } from '../errors.ts';
import { readLog, writeSnapshot, type BuilderRuntime } from './builder-page-log.ts';
import { removeAnalysis } from '../seo-report/analysis-store.ts';
import { queueBuilderPageAnalysis } from '../seo-report/page-analysis.ts';
import { dropRedirectsTo } from './builder-page-redirects.ts';
import { requireLiveChangeConfirmation } from './live-address-guard.ts';
import { findPageRow, slugConflict, toSummary } from './builder-page.service.ts';
import { builderLink } from '../activity/activity-links.ts';
import { copyName, copySlug, copySlugPrefix } from './copy-names.ts';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * List page `page` (50 a list page) of the builder pages in the order they were made (the first is the one the builder
 * opens by default), without their trees; `q` keeps those whose name or slug holds it, in any case.
 */
export async function listBuilderPagesPage(em: EntityManager, page: number, q?: string): Promise<PagedList<BuilderPageSummary>> {
  const pattern = q ? `%${likeLiteral(q)}%` : null;
  const where = pattern ? { $or: [{ name: { $ilike: pattern } }, { slug: { $ilike: pattern } }] } : {};
  const [rows, total] = await em.findAndCount(BuilderPageRow, where, {
    orderBy: { id: 'asc' },
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
  });
  return { items: rows.map(toSummary), total, page, pageCount: listPageCount(total) };
}

/** The page at `slug` without its tree, or null when no page (not deleted) is there. */
export async function findBuilderPageBySlug(em: EntityManager, slug: string): Promise<BuilderPageSummary | null> {
  const row = await em.findOne(BuilderPageRow, { slug });
  return row ? toSummary(row) : null;
}

/**
 * The page (not deleted) `userId` last changed in the builder, from the builder log's authors, or null when they
 * changed none: where /admin/elementor opens for them. One index probe (page_events by author, newest first).
 */
export async function lastEditedBuilderPage(em: EntityManager, userId: number): Promise<BuilderPageSummary | null> {
  const rows = await em.getConnection().execute<Array<{ page_id: number }>>(
    `select e.page_id from page_events e join builder_pages p on p.id = e.page_id and p.deleted_at is null
      where e.author_id = ? order by e.id desc limit 1`,
    [userId],
    'all',
    em.getTransactionContext(),
  );
  const pageId = rows[0]?.page_id;
  if (pageId === undefined) return null;
  const row = await em.findOne(BuilderPageRow, { id: pageId });
  return row ? toSummary(row) : null;
}

/** A page has at most this many copies at `<slug>-copy…` slugs; then the admin is asked to rename some. */
const MAX_COPIES = 1000;

/**
 * Deletes a page, softly: its row gets `deleted_at` (so its log entries, snapshots and checkpoints stay), every read
 * leaves it out from now on, its slug is free for a new page and its redirects go. Its path answers 404 again, or
 * the built-in page for '/', '/features', …; its live feed (`runtime`'s) ends for whoever has it open. A published
 * page is deleted only when `confirmedAddresses` names its address (else 409). 404 for a page that does not exist (or
 * was deleted already).
 */
export async function deleteBuilderPage(
  em: EntityManager,
  runtime: BuilderRuntime,
  pageId: number,
  user: PublicUser,
  confirmedAddresses?: readonly string[],
): Promise<DeletedBuilderPage> {
  const deleted = await em.transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    requireLiveChangeConfirmation(row, { operation: 'delete' }, confirmedAddresses);
    row.deletedAt = new Date();
    await tx.flush();
    // Whoever has the page open in the builder is told at once (its live feed ends), not at their next change.
    await runtime.feed.announceInTransaction(tx, { pageId: row.id, version: row.version, deleted: true });
    await dropRedirectsTo(tx, row.id);
    await removeAnalysis(tx, 'builder', String(row.id));
    await recordActivity(tx, user, {
      kind: 'builder.deleted',
      summary: `Deleted the builder page "${row.name}" (${builderPagePath(row.slug)})`,
    });
    return { id: row.id, version: row.version };
  });
  runtime.feed.announceCommitted({ pageId: deleted.id, version: deleted.version, deleted: true });
  afterWrite(em, ['builder_pages', 'builder_page_redirects']);
  // Its path may show a built-in page again.
  queueBuilderPageAnalysis(em, deleted.id);
  return { id: deleted.id };
}

/**
 * The first of `<slug>-copy`, `<slug>-copy-2`, … that no page uses and no renamed page's old path holds (so a copy
 * never takes over an old link); 409 once MAX_COPIES are taken.
 */
async function freeCopySlug(tx: EntityManager, slug: string): Promise<string> {
  // Slugs hold only letters, digits and hyphens: the prefix has no LIKE wildcards to escape.
  const pattern = `${copySlugPrefix(slug, MAX_COPIES)}%-copy%`;
  const rows = await tx.getConnection().execute<Array<{ slug: string }>>(
    `select slug from builder_pages where deleted_at is null and slug like ?
     union select old_slug from builder_page_redirects where old_slug like ?`,
    [pattern, pattern],
    'all',
    tx.getTransactionContext(),
  );
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; n <= MAX_COPIES; n += 1) {
    const candidate = copySlug(slug, n);
    if (!taken.has(candidate)) return candidate;
  }
  throw new AppError(409, `The page at ${builderPagePath(slug)} has ${MAX_COPIES} copies already; rename or delete some of them first.`);
}

/**
 * Duplicates a page: a new unpublished page "<name> (copy)" at a free `<slug>-copy…` slug, with the source's SEO
 * meta and active flag, whose tree (its snapshot at version 0) is the source's current tree, element ids and all
 * (they are per page). The source is untouched. 404 for a page that does not exist.
 */
export async function duplicateBuilderPage(em: EntityManager, pageId: number, user: PublicUser): Promise<BuilderPageSummary> {
  let slug = '';
  try {
    const copy = await em.transactional(async (tx) => {
      const source = await findPageRow(tx, pageId);
      const { log } = await readLog(tx, source);
      slug = await freeCopySlug(tx, source.slug);
      const row = tx.create(BuilderPageRow, { name: copyName(source.name), slug, isActive: source.isActive, meta: { ...source.meta } });
      await tx.flush();
      await writeSnapshot(tx, row.id, 0, log.page.elements);
      const summary = `Duplicated the builder page "${source.name}" as "${row.name}" at ${builderPagePath(row.slug)}`;
      await recordActivity(tx, user, { kind: 'builder.duplicated', summary, link: builderLink(row.slug) });
      return toSummary(row);
    });
    afterWrite(em, ['builder_pages']);
    queueBuilderPageAnalysis(em, copy.id);
    return copy;
  } catch (error) {
    // Two copies made at the same moment may pick the same slug: the second is told to try again.
    return slugConflict(error, slug);
  }
}

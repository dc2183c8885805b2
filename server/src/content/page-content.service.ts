import {
  EDITABLE_PAGES,
  editablePageByPath,
  editablePageBySlug,
  PAGE_SEO_FIELDS,
  type EditablePage,
  type PageContent,
  type PageEdits,
  type PageSeo,
  type PageSummary,
  type savePageInputSchema,
} from '@app/contracts';
import { LockMode } from '@mikro-orm/core';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { afterWrite } from '../cache/after-write.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import { EditablePageRow } from '../entities/editable-page.entity.ts';
import { AppError } from '../errors.ts';
import { queueBuiltInPageAnalysis } from '../seo-report/page-analysis.ts';
import { mergePageSave } from './page-save-merge.ts';

/** A page's edited elements are capped so a page row stays a sensible size (contract: pageEditsSchema). */
const MAX_EDITED_ELEMENTS = 1000;

/** The SEO fields of a stored `meta` object, skipping anything else it may hold. */
function storedSeo(meta: Record<string, unknown>): PageSeo {
  const seo: Record<string, string> = {};
  for (const field of PAGE_SEO_FIELDS) {
    const value = meta[field];
    if (typeof value === 'string' && value !== '') seo[field] = value;
  }
  return seo;
}

/** A page row as the public site and the editor read it. */
function toPageContent(page: EditablePageRow, editable: EditablePage): PageContent {
  return {
    slug: editable.slug,
    name: editable.name,
    path: editable.path,
    version: page.version,
    edits: page.content as PageEdits,
    seo: storedSeo(page.meta),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/**
 * The row of an editable page. The page-content migration inserts all seven; should one have been
 * deleted by hand it is put back empty rather than leaving the page unreadable and unsaveable.
 */
async function pageRow(em: EntityManager, editable: EditablePage, lock: boolean): Promise<EditablePageRow> {
  const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
  const found = await em.findOne(EditablePageRow, { slug: editable.slug }, options);
  if (found) return found;
  await em
    .getConnection()
    .execute(
      'insert into pages (slug, name) values (?, ?) on conflict (slug) do nothing',
      [editable.slug, editable.name],
      'run',
      em.getTransactionContext(),
    );
  return em.findOneOrFail(EditablePageRow, { slug: editable.slug }, options);
}

function editableOr404(slug: string): EditablePage {
  const editable = editablePageBySlug(slug);
  if (!editable) throw new AppError(404, `There is no editable page called '${slug}'.`);
  return editable;
}

/** An editable page's saved edits and SEO, from the read cache (kept until a page is saved). */
function cachedPageContent(em: EntityManager, editable: EditablePage): Promise<PageContent> {
  return readCacheOf(em).read('pages', editable.slug, async () => ({
    value: toPageContent(await pageRow(em, editable, false), editable),
  }));
}

/** The saved edits and SEO of an editable page; an unknown slug is a 404. */
export async function getPageContent(em: EntityManager, slug: string): Promise<PageContent> {
  return cachedPageContent(em, editableOr404(slug));
}

/** The saved edits and SEO of the editable page served at `path`, or undefined (no query) for any other path. */
export async function findPageContentByPath(em: EntityManager, path: string): Promise<PageContent | undefined> {
  const editable = editablePageByPath(path);
  return editable ? cachedPageContent(em, editable) : undefined;
}

/** The seven editable pages in the sidebar's order, with their version and number of edited elements. */
export async function listPages(em: EntityManager): Promise<PageSummary[]> {
  const rows = await em.find(EditablePageRow, { slug: { $in: EDITABLE_PAGES.map((page) => page.slug) } });
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const summaries: PageSummary[] = [];
  for (const editable of EDITABLE_PAGES) {
    const row = bySlug.get(editable.slug) ?? (await pageRow(em, editable, false));
    summaries.push({
      slug: editable.slug,
      name: editable.name,
      path: editable.path,
      version: row.version,
      editCount: Object.keys(row.content).length,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return summaries;
}

/**
 * New copies of a page's values and their change versions with `changes` applied at `version`. A null
 * edit or an empty SEO field leaves the values altogether (the page shows its default there), but its
 * change version is still recorded so a later save from before it sees the overlap.
 */
function applyChanges(
  values: Record<string, unknown>,
  versions: Record<string, number>,
  changes: Record<string, unknown>,
  version: number,
): [Record<string, unknown>, Record<string, number>] {
  const nextValues = { ...values };
  const nextVersions = { ...versions };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') delete nextValues[key];
    else nextValues[key] = value;
    nextVersions[key] = version;
  }
  return [nextValues, nextVersions];
}

/** A parsed `page.save` input. */
export type SavePageCommand = z.output<typeof savePageInputSchema>;

/**
 * Saves the in-page editor's changes to one page in a single transaction with the row locked. Keys
 * another admin changed since `baseVersion` to a different value are a 409 naming them (nothing is
 * written) unless `overwrite`; otherwise the changes apply, the version goes up by one and each changed
 * key records it. A save that changes nothing leaves the version as it is.
 */
export async function savePage(em: EntityManager, save: SavePageCommand, user: Actor & { id: number }): Promise<PageContent> {
  const editable = editableOr404(save.slug);
  const saved = await em.transactional(async (tx) => {
    const page = await pageRow(tx, editable, true);
    if (save.baseVersion > page.version) {
      throw new AppError(
        400,
        `This page is at version ${page.version}, so a save cannot start from version ${save.baseVersion}. Reload the page and try again.`,
      );
    }

    const merge = mergePageSave(
      { edits: page.content, seo: page.meta, editVersions: page.contentVersions, seoVersions: page.metaVersions },
      save,
    );
    if (merge.kind === 'conflict') {
      throw new AppError(
        409,
        `Another admin saved changes to the same elements since you opened this page: ${merge.keys.join(', ')}. Reload to see their changes, or overwrite them.`,
        { details: { kind: 'pageConflict', currentVersion: page.version, keys: merge.keys } },
      );
    }
    if (!merge.changed) return toPageContent(page, editable);

    const version = page.version + 1;
    const [content, contentVersions] = applyChanges(page.content, page.contentVersions, merge.changes.edits, version);
    if (Object.keys(content).length > MAX_EDITED_ELEMENTS) {
      throw new AppError(400, `A page holds at most ${MAX_EDITED_ELEMENTS} edited elements; restore some before adding more.`);
    }
    const [meta, metaVersions] = applyChanges(page.meta, page.metaVersions, merge.changes.seo, version);

    // New objects, so the ORM sees the JSON columns changed.
    Object.assign(page, { content, contentVersions, meta, metaVersions, version, updatedById: user.id, updatedAt: new Date() });
    await tx.flush();
    const what = [Object.keys(merge.changes.edits).length > 0 ? 'content' : null, Object.keys(merge.changes.seo).length > 0 ? 'SEO' : null]
      .filter(Boolean)
      .join(' and ');
    await recordActivity(tx, user, {
      kind: 'page.saved',
      summary: `Saved the ${what} of ${editable.name} (version ${version})`,
      link: `/admin/dashboard?page=${editable.slug}`,
    });
    return toPageContent(page, editable);
  });
  afterWrite(em, ['pages']);
  // The SEO report analyses the page as rendered now, in the background.
  queueBuiltInPageAnalysis(em, editable.slug);
  return saved;
}

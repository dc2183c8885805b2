import { createHash } from 'node:crypto';
import { applyCommand } from '@app/builder-engine';
import { builderPagePath, builderSlugForPath, canonicalSitePath, reservedAddressProblem, type WordPressImportItem } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { builderLink } from '../activity/activity-links.ts';
import { appendEntry, latestSnapshotVersion, readLog, writeSnapshot, type BuilderRuntime } from '../builder/builder-page-log.ts';
import { findPageRow } from '../builder/builder-page.service.ts';
import { createInProcessLogEntryFeed } from '../builder/log-entry-feed.ts';
import { revertCommands } from '../builder/revert-commands.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { queueBuilderPageAnalysis } from '../seo-report/page-analysis.ts';
import { importFork } from './import-transaction.ts';
import { importedBody, type BodyContext } from './wxr-body.ts';
import type { WxrItem } from './wxr-document.ts';
import { plainTitle, seoOf, sourceHash, sourceKey, wantedSlug } from './wxr-mapping.ts';
import { pageElements } from './wxr-page-elements.ts';
import { likeLiteral } from '../db/like-pattern.ts';

/**
 * What importing a page needs of the import: the database, who imports, the old site, the body's context, and the
 * builder's runtime (its live feed tells open builders of a page the import updated; absent, a detached one is used).
 */
export interface PageImportContext extends BodyContext {
  em: EntityManager;
  actor: Actor;
  doc: { siteUrl: string };
  /** Runs `effect` once the writes are there to stay: at once in an import, never in a dry run (rolled back). */
  afterCommit: (effect: () => void) => void;
  builder?: BuilderRuntime;
}

/** The runtime of an import run without the app's (a script, a test): a live feed nobody listens to. */
const DETACHED_BUILDER: BuilderRuntime = { feed: createInProcessLogEntryFeed({}), snapshotInterval: 100 };

/** A WordPress page ready to write: the builder page's name, wanted slug, SEO meta and tree, and its old addresses. */
export interface PreparedPage {
  name: string;
  slug: string;
  meta: { title: string; description: string };
  elements: ReturnType<typeof pageElements>;
  paths: string[];
  key: string;
  hash: string;
}

/** Runs one SQL statement in the transaction and returns its rows. */
function rowsOf<T>(tx: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
}

/**
 * What becomes of a WordPress page: a builder page (unpublished, whatever its status in WordPress) unless it is
 * trashed, an automatic draft or a revision's copy; then the reason it is skipped.
 */
export function pageSkipReason(item: Pick<WxrItem, 'status'>): string | null {
  return ['publish', 'future', 'draft', 'pending', 'private'].includes(item.status)
    ? null
    : `Skipped: a page whose status is "${item.status || 'none'}" (trashed and automatic drafts are not imported).`;
}

/** The old site's addresses of a page: its link's path (no trailing slash, lower case), `/?page_id=ID` and `/?p=ID`. */
export function oldPagePaths(item: Pick<WxrItem, 'link' | 'postId'>): string[] {
  const paths = new Set<string>();
  try {
    const link = new URL(item.link);
    const path = link.pathname.replace(/\/+$/, '').toLowerCase();
    if (path && !link.search) paths.add(path);
  } catch {
    // No usable link: the id forms stand.
  }
  if (item.postId) {
    paths.add(`/?page_id=${item.postId}`);
    paths.add(`/?p=${item.postId}`);
  }
  return [...paths];
}

/** Whether `path` is one of WordPress's plain links (`/?p=ID`, `/?page_id=ID`), kept at the home page's address. */
export function isPlainPageLink(path: string): boolean {
  return /^\/\?(p|page_id)=\d{1,12}$/.test(path);
}

/** A slug a builder page may have (letters, digits, single hyphens, at most 90 characters to leave room for a suffix). */
function builderSlugOf(wanted: string, postId: number | null): string {
  const slug = wanted
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return slug || `wordpress-page-${postId ?? 'untitled'}`;
}

/** The page's fields, its body brought in as for posts (shortcodes, blocks, images) and read into builder elements. */
export async function preparePage(context: PageImportContext, item: WxrItem, notes: string[]): Promise<PreparedPage> {
  const body = await importedBody(context, item, notes);
  const name = (plainTitle(item.title) || `Untitled WordPress page ${item.postId ?? ''}`.trim()).slice(0, 100);
  const seo = seoOf(item);
  return {
    name,
    slug: builderSlugOf(wantedSlug(item), item.postId),
    meta: { title: seo.metaTitle ?? name, description: seo.metaDescription ?? '' },
    elements: pageElements(name, body),
    paths: oldPagePaths(item),
    key: sourceKey(item, context.doc.siteUrl),
    hash: sourceHash(item),
  };
}

/**
 * `slug`, or `slug-2`, `slug-3`... the first that is neither one of the site's own addresses (reservedAddressProblem:
 * routes, files, the built-in pages) nor another builder page's, now or before (a renamed page's old slug); with the
 * reason when it is not `slug` itself.
 */
async function freePageSlug(tx: EntityManager, slug: string): Promise<{ slug: string; reason: string | null }> {
  const like = `${likeLiteral(slug)}-%`;
  const rows = await rowsOf<{ slug: string }>(
    tx,
    `select slug from builder_pages where deleted_at is null and (slug = ? or slug like ?)
     union select old_slug from builder_page_redirects where old_slug = ? or old_slug like ?`,
    [slug, like, slug, like],
  );
  const taken = new Set(rows.map((row) => row.slug));
  const free = (candidate: string) => !taken.has(candidate) && reservedAddressProblem(`/${candidate}`) === null;
  if (free(slug)) return { slug, reason: null };
  const reason =
    reservedAddressProblem(`/${slug}`) !== null
      ? `'/${slug}' is one of this site's own addresses`
      : `another builder page here uses '/${slug}'`;
  for (let suffix = 2; ; suffix += 1) if (free(`${slug}-${suffix}`)) return { slug: `${slug}-${suffix}`, reason };
}

/** JSON with every object's keys sorted (jsonb reads an object back in its own key order). */
function canonicalJson(value: unknown): string {
  const sorted = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(sorted);
    if (inner === null || typeof inner !== 'object') return inner;
    const record = inner as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, sorted(record[key])]),
    );
  };
  return JSON.stringify(sorted(value));
}

/** A hash of a builder page's settings an edit here may change: its name, slug and SEO meta. */
export function pageSettingsHash(page: { name: string; slug: string; meta: unknown }): string {
  const meta: unknown = typeof page.meta === 'string' ? JSON.parse(page.meta) : page.meta;
  return createHash('sha256')
    .update(canonicalJson({ name: page.name, slug: page.slug, meta }))
    .digest('hex');
}

/** A page imported before from the same item, as the next import weighs it. */
export interface EarlierPageImport {
  page_id: number;
  slug: string;
  name: string;
  meta: unknown;
  /** The builder page's version now, and when the import last wrote it. */
  version: number;
  imported_version: number;
  /** pageSettingsHash when the import last wrote it (null for a page imported before this was kept). */
  imported_settings: string | null;
  /** The WordPress item's hash at the last import. */
  source_hash: string;
  /** Deleted here since: it is not made again. */
  deleted: boolean;
}

/** A page imported before from the same item (see EarlierPageImport), or null. */
export async function earlierPageImport(em: EntityManager, key: string): Promise<EarlierPageImport | null> {
  const rows = await rowsOf<EarlierPageImport>(
    em,
    `select s.page_id, p.slug, p.name, p.meta, p.version, s.imported_version, s.imported_settings, s.source_hash,
       p.deleted_at is not null as deleted
     from wordpress_page_sources s join builder_pages p on p.id = s.page_id where s.source_key = ?`,
    [key],
  );
  return rows[0] ?? null;
}

/**
 * Whether a page the import wrote was edited here since: its tree (a version past the one the import left) or its
 * name, slug or SEO settings (publishing is not an edit).
 */
export function pageEditedHere(
  page: Pick<EarlierPageImport, 'name' | 'slug' | 'meta' | 'version' | 'imported_version' | 'imported_settings'>,
): boolean {
  if (page.version !== page.imported_version) return true;
  return page.imported_settings !== null && page.imported_settings !== pageSettingsHash(page);
}

/** The report's note for a page changed in WordPress and edited here too: the page here is kept as it is. */
export function keptYoursNote(slug: string): string {
  return `Skipped: changed in WordPress and here; kept yours (the builder page ${builderPagePath(slug)} was edited here since it was imported).`;
}

/** The old addresses of a page imported before, stored again where they were lost (none taken from another page); returns those added. */
export async function keepPageRedirects(
  context: PageImportContext,
  keep: { pageId: number; slug: string; paths: string[] },
): Promise<string[]> {
  // Why an address is not redirected was said when the page was imported.
  return importFork(context.em).transactional((tx) => storePageRedirects(tx, keep.pageId, keep.slug, keep.paths, []));
}

/**
 * Stores the old addresses of a page (one already mapped keeps its page). An address the site serves itself, the
 * page's own, or another builder page's is not taken: left out, with the reason in `notes`. Returns the paths added.
 */
export async function storePageRedirects(
  tx: EntityManager,
  pageId: number,
  slug: string,
  paths: string[],
  notes: string[],
): Promise<string[]> {
  const added: string[] = [];
  for (const path of paths) {
    if (!isPlainPageLink(path)) {
      if (canonicalSitePath(path) === builderPagePath(slug)) continue;
      const other = builderSlugForPath(canonicalSitePath(path));
      const problem =
        reservedAddressProblem(path) ??
        (other !== undefined &&
        (
          await rowsOf(
            tx,
            'select 1 from builder_pages where slug = ? and deleted_at is null union all select 1 from builder_page_redirects where old_slug = ?',
            [other, other],
          )
        ).length > 0
          ? `'${path}' is a builder page's address here.`
          : null);
      if (problem !== null) {
        notes.push(`Its old address is not redirected here: ${problem}`);
        continue;
      }
    }
    const result = await tx
      .getConnection()
      .execute<{ affectedRows: number }>(
        'insert into wordpress_page_redirects (old_path, page_id) values (?, ?) on conflict (old_path) do nothing',
        [path, pageId],
        'run',
        tx.getTransactionContext(),
      );
    if (result.affectedRows > 0) added.push(path);
  }
  return added;
}

/**
 * Creates the builder page of a prepared WordPress page in one transaction: unpublished, at a free slug (a taken or
 * reserved one suffixed, said in the outcome's notes), remembered by its item's key, its old addresses stored.
 * Returns the old paths now redirected to it.
 */
export async function createImportedPage(
  context: PageImportContext,
  prepared: PreparedPage,
  outcome: WordPressImportItem,
): Promise<string[]> {
  const created = await importFork(context.em).transactional(async (tx) => {
    const { slug, reason } = await freePageSlug(tx, prepared.slug);
    if (reason !== null) outcome.notes.push(`${reason[0]!.toUpperCase()}${reason.slice(1)}, so the page was imported at '/${slug}'.`);
    const row = tx.create(BuilderPageRow, { name: prepared.name, slug, meta: prepared.meta });
    await tx.flush();
    await writeSnapshot(tx, row.id, 0, prepared.elements);
    await tx
      .getConnection()
      .execute(
        'insert into wordpress_page_sources (source_key, page_id, source_hash, imported_version, imported_settings) values (?, ?, ?, 0, ?)',
        [prepared.key, row.id, prepared.hash, pageSettingsHash(row)],
        'run',
        tx.getTransactionContext(),
      );
    const redirects = await storePageRedirects(tx, row.id, slug, prepared.paths, outcome.notes);
    await recordActivity(tx, context.actor, {
      kind: 'builder.created',
      summary: `Imported the WordPress page "${row.name}" as an unpublished builder page at ${builderPagePath(slug)}`,
      link: builderLink(slug),
    });
    Object.assign(outcome, { outcome: 'imported', kind: 'page', path: builderPagePath(slug), pageId: row.id });
    return { redirects, pageId: row.id };
  });
  // Its name, path and SEO meta are in the SEO report, as for a page made in the builder.
  context.afterCommit(() => queueBuilderPageAnalysis(context.em, created.pageId));
  return created.redirects;
}

/**
 * Updates a page imported before from its WordPress page, changed there since (`prepared`), in one transaction with the
 * page row locked: unless it was edited here meanwhile (checked again under the lock: then it is kept, and the
 * outcome says so), its tree becomes the new one through log entries (the minimal commands of a revert, so undo and
 * the history see them, and open builders follow on the live feed), its name and SEO meta the new ones (its slug
 * stays: the page keeps its address), and its old addresses are stored. Returns the old paths now redirected to it.
 */
export async function updateImportedPage(
  context: PageImportContext,
  pageId: number,
  prepared: PreparedPage,
  outcome: WordPressImportItem,
): Promise<string[]> {
  const runtime = context.builder ?? DETACHED_BUILDER;
  const done = await importFork(context.em).transactional(async (tx) => {
    const row = await findPageRow(tx, pageId, true);
    const path = builderPagePath(row.slug);
    Object.assign(outcome, { kind: 'page', path, pageId: row.id });
    const [source] = await rowsOf<{ imported_version: number; imported_settings: string | null }>(
      tx,
      'select imported_version, imported_settings from wordpress_page_sources where page_id = ?',
      [row.id],
    );
    if (!source || pageEditedHere({ name: row.name, slug: row.slug, meta: row.meta, version: row.version, ...source })) {
      outcome.notes.push(keptYoursNote(row.slug));
      return { redirects: await storePageRedirects(tx, row.id, row.slug, prepared.paths, []), appended: 0, version: row.version };
    }
    const { log } = await readLog(tx, row);
    let page = log.page;
    let newest = await latestSnapshotVersion(tx, row.id);
    let appended = 0;
    for (const command of revertCommands(page.elements, prepared.elements)) {
      const applied = applyCommand(page, command);
      if (!applied.ok) throw new Error(`Updating builder page ${row.id} from WordPress failed: ${applied.error.message}`);
      if (!applied.changed) continue;
      const entry = { version: row.version + 1, command: applied.command, inverse: applied.inverse };
      newest = await appendEntry(tx, runtime, row, entry, applied.page, context.actor.id, newest);
      page = applied.page;
      appended += 1;
    }
    row.name = prepared.name;
    row.meta = prepared.meta;
    await tx.flush();
    await tx
      .getConnection()
      .execute(
        'update wordpress_page_sources set source_key = ?, source_hash = ?, imported_version = ?, imported_settings = ? where page_id = ?',
        [prepared.key, prepared.hash, row.version, pageSettingsHash(row), row.id],
        'run',
        tx.getTransactionContext(),
      );
    const redirects = await storePageRedirects(tx, row.id, row.slug, prepared.paths, outcome.notes);
    await recordActivity(tx, context.actor, {
      kind: 'builder.imported-update',
      summary: `Updated the builder page "${row.name}" at ${path} from its WordPress page, changed there since the last import`,
      link: builderLink(row.slug),
    });
    outcome.outcome = 'updated';
    return { redirects, appended, version: row.version };
  });
  if (done.appended > 0)
    context.afterCommit(() => {
      runtime.feed.announceCommitted({ pageId, version: done.version });
      queueBuilderPageAnalysis(context.em, pageId);
    });
  return done.redirects;
}

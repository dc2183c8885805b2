import {
  blogTagKey,
  builderPagePath,
  builderSlugForPath,
  canonicalSitePath,
  type WordPressCategoryMapping,
  type WordPressImportItem,
  type WordPressImportPreview,
  type WordPressImportReport,
  WORDPRESS_PREVIEW_LIST_LENGTH,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import type { BuilderRuntime } from '../builder/builder-page-log.ts';
import { snapshotOf } from '../blog/blog-admin.mapper.ts';
import { recordCategoryParents } from '../blog/blog-category-parents.ts';
import { markScheduled } from '../blog/blog-post-save.ts';
import { computeReadTime } from '../blog/read-time.ts';
import { afterWrite } from '../cache/after-write.ts';
import { now } from '../clock.ts';
import { htmlToText } from '../content/html-sanitizer.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { BlogPostRevision } from '../entities/blog-post-revision.entity.ts';
import type { MediaAsset } from '../entities/media-asset.entity.ts';
import type { FetchPolicy } from './image-fetch.ts';
import { importPreview } from './import-preview.ts';
import { importFork, importQuery } from './import-transaction.ts';
import { WordPressImages } from './wordpress-images.ts';
import { readWxrUpload, type WxrUpload } from './wxr-archive.ts';
import {
  createImportedPage,
  earlierPageImport,
  keepPageRedirects,
  keptYoursNote,
  pageEditedHere,
  oldPagePaths,
  pageSkipReason,
  preparePage,
  updateImportedPage,
  type PreparedPage,
} from './wordpress-pages.ts';
import { convertShortcodes, type WxrAttachment } from './wxr-shortcodes.ts';
import { importedBody, shortcodeCounts } from './wxr-body.ts';
import { StaffAuthors } from './wxr-authors.ts';
import { parseWxr, type WxrDocument, type WxrItem } from './wxr-document.ts';
import {
  itemCategories,
  isPlainPostLink,
  itemFate,
  legacySourceKey,
  localDate,
  oldPathProblem,
  oldPaths,
  plainTitle,
  publishedDate,
  seoOf,
  sourceHash,
  sourceKey,
  wantedSlug,
  categoryParents,
  itemTags,
} from './wxr-mapping.ts';
import { likeLiteral } from '../db/like-pattern.ts';

/** The post fields an item gives, worked out before its transaction (images fetched and stored). */
interface PreparedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  author: string | null;
  /** The staff account the WordPress author matched (it owns the post here), or null. */
  ownerId: number | null;
  categories: string[];
  tags: string[];
  status: 'published' | 'draft';
  publishedAt: Date | null;
  seo: Record<string, string>;
  featuredImage: MediaAsset | null;
  paths: string[];
  key: string;
  hash: string;
}

/** What an import carries from item to item. */
interface ImportRun {
  em: EntityManager;
  actor: Actor;
  doc: WxrDocument;
  images: WordPressImages;
  attachments: Map<number, WxrAttachment>;
  /** Shortcodes with no equivalent here, over the whole import: name to how often met. */
  unknownShortcodes: Map<string, number>;
  categories: Map<string, WordPressCategoryMapping>;
  /** The tags given to the posts imported or updated: each tag's key to its first spelling. */
  tags: Map<string, string>;
  redirects: number;
  /** The first redirects added (old path, new address), as many as a dry run lists. */
  redirectSample: Array<{ from: string; to: string }>;
  /** The post here of each item key met so far (imported, updated, or already here): a duplicate's addresses lead to it. */
  posts: Map<string, { id: number; slug: string }>;
  /** The staff accounts WordPress authors matched. */
  authors: StaffAuthors;
  /** Runs `effect` once the writes are there to stay: at once in an import, never in a dry run (rolled back). */
  afterCommit: (effect: () => void) => void;
  /** A dry run: the whole import in one transaction (rolled back after), its statements one at a time. */
  dryRun: boolean;
  /** The builder's runtime: a page the import updates is announced on its live feed. */
  builder?: BuilderRuntime;
}

/** Runs one SQL statement in the transaction. */
function execute(tx: EntityManager, sql: string, params: unknown[]): Promise<unknown> {
  return importQuery(tx, sql, params, 'run');
}

/** Counts the old `paths` now redirected to `to` (a post's or a page's address here), keeping the first few for a dry run's list. */
function redirected(run: ImportRun, paths: readonly string[], to: string): void {
  run.redirects += paths.length;
  for (const from of paths) if (run.redirectSample.length < WORDPRESS_PREVIEW_LIST_LENGTH) run.redirectSample.push({ from, to });
}

async function prepare(run: ImportRun, item: WxrItem, status: 'published' | 'draft', notes: string[]): Promise<PreparedPost> {
  const date = publishedDate(item);
  let featuredImage: MediaAsset | null = null;
  const thumbnailId = Number.parseInt(item.meta.get('_thumbnail_id') ?? '', 10);
  if (Number.isSafeInteger(thumbnailId) && thumbnailId > 0) {
    const url = run.attachments.get(thumbnailId)?.url;
    if (!url) notes.push(`Its featured image (attachment ${thumbnailId}) is not in the export.`);
    else {
      const image = await run.images.bring(url);
      if ('asset' in image) featuredImage = image.asset;
      else if ('error' in image) notes.push(`Its featured image could not be brought in: ${image.kind}.`);
    }
  }
  const content = await importedBody(run, item, notes);
  const author = await run.authors.of(item.creator);
  const context = { attachments: run.attachments, postId: item.postId, unknown: new Map<string, number>() };
  const excerpt = htmlToText(convertShortcodes(item.excerpt, context)).slice(0, 1000);
  return {
    title: (plainTitle(item.title) || `Untitled WordPress post ${item.postId ?? ''}`.trim()).slice(0, 255),
    slug: wantedSlug(item),
    excerpt: excerpt || null,
    content,
    author: author.name ? author.name.slice(0, 100) : null,
    ownerId: author.staffId,
    categories: itemCategories(item, run.categories),
    tags: itemTags(item),
    status,
    // A draft keeps its WordPress date only as the date it would show once published.
    publishedAt: date,
    seo: seoOf(item),
    featuredImage,
    paths: oldPaths(item, date, localDate(item)),
    key: sourceKey(item, run.doc.siteUrl),
    hash: sourceHash(item),
  };
}

/** `slug`, or `slug-2`, `slug-3`... the first no other post has now or had before (a renamed post's old slug). */
async function freeSlug(tx: EntityManager, slug: string): Promise<string> {
  const rows = await tx
    .getConnection()
    .execute<Array<{ slug: string }>>(
      `select slug from blog_posts where slug = ? or slug like ? union select old_slug from blog_slug_redirects where old_slug = ? or old_slug like ?`,
      [slug, `${likeLiteral(slug)}-%`, slug, `${likeLiteral(slug)}-%`],
      'all',
      tx.getTransactionContext(),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(slug)) return slug;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${slug}-${suffix}`)) return `${slug}-${suffix}`;
}

/** Gives `post` what the WXR item says, imported by `actor` (who schedules an item dated in the future). */
function applyPrepared(post: BlogPost, prepared: PreparedPost, actor: Actor): void {
  post.title = prepared.title;
  post.excerpt = prepared.excerpt;
  post.content = prepared.content;
  post.author = prepared.author;
  post.categories = prepared.categories;
  post.tags = prepared.tags;
  post.status = prepared.status;
  post.publishedAt = prepared.publishedAt ?? (prepared.status === 'published' ? new Date() : null);
  post.everPublished = post.everPublished || prepared.status === 'published';
  markScheduled(post, actor.id, now());
  post.seo = { ...prepared.seo };
  post.featuredImage = prepared.featuredImage;
  post.readTime = computeReadTime(prepared.content);
  post.readTimeManual = false;
}

/** Whether `path` is a builder page's address here (a page's slug, or the old slug that leads to one). */
async function isBuilderAddress(tx: EntityManager, path: string): Promise<boolean> {
  const slug = builderSlugForPath(canonicalSitePath(path));
  if (slug === undefined) return false;
  const rows = await tx
    .getConnection()
    .execute<unknown[]>(
      'select 1 from builder_pages where slug = ? and deleted_at is null union all select 1 from builder_page_redirects where old_slug = ?',
      [slug, slug],
      'all',
      tx.getTransactionContext(),
    );
  return rows.length > 0;
}

/**
 * Stores the old addresses of the post `post` (one already mapped to another post keeps it). An address the site
 * serves itself, or a builder page's, is not taken over: it is left out, and `notes` says why.
 */
async function storeRedirects(
  run: ImportRun,
  tx: EntityManager,
  post: { id: number; slug: string },
  paths: string[],
  notes: string[],
): Promise<void> {
  const added: string[] = [];
  for (const path of paths) {
    const problem =
      oldPathProblem(path) ??
      (!isPlainPostLink(path) && (await isBuilderAddress(tx, path)) ? `'${path}' is a builder page's address here.` : null);
    if (problem !== null) {
      notes.push(`Its old address is not redirected here: ${problem}`);
      continue;
    }
    const result = await importQuery<{ affectedRows: number }>(
      tx,
      'insert into wordpress_redirects (old_path, post_id) values (?, ?) on conflict (old_path) do nothing',
      [path, post.id],
      'run',
    );
    if (result.affectedRows > 0) added.push(path);
  }
  redirected(run, added, `/blog/${post.slug}`);
}

async function createPost(run: ImportRun, prepared: PreparedPost, outcome: WordPressImportItem): Promise<void> {
  await importFork(run.em).transactional(async (tx) => {
    const slug = await freeSlug(tx, prepared.slug);
    if (slug !== prepared.slug)
      outcome.notes.push(`The slug '${prepared.slug}' is used by another post here, so it was imported as '${slug}'.`);
    const post = tx.create(BlogPost, {
      title: prepared.title,
      slug,
      content: prepared.content,
      // A matched staff account owns the post, as its WordPress author did.
      createdById: prepared.ownerId ?? run.actor.id,
      updatedById: run.actor.id,
    });
    applyPrepared(post, prepared, run.actor);
    await tx.flush();
    tx.create(BlogPostRevision, {
      postId: post.id,
      revision: post.revision,
      action: 'created',
      snapshot: snapshotOf(post),
      createdById: run.actor.id,
    });
    await execute(tx, 'insert into wordpress_sources (source_key, post_id, source_hash, imported_revision) values (?, ?, ?, ?)', [
      prepared.key,
      post.id,
      prepared.hash,
      post.revision,
    ]);
    await storeRedirects(run, tx, post, prepared.paths, outcome.notes);
    await tx.flush();
    run.posts.set(prepared.key, { id: post.id, slug });
    Object.assign(outcome, { outcome: 'imported', slug, postId: post.id });
  });
}

async function updatePost(run: ImportRun, postId: number, prepared: PreparedPost, outcome: WordPressImportItem): Promise<void> {
  await importFork(run.em).transactional(async (tx) => {
    const post = await tx.findOneOrFail(BlogPost, { id: postId });
    applyPrepared(post, prepared, run.actor);
    post.revision += 1;
    post.updatedById = run.actor.id;
    post.updatedAt = new Date();
    await tx.flush();
    tx.create(BlogPostRevision, {
      postId: post.id,
      revision: post.revision,
      action: 'saved',
      snapshot: snapshotOf(post),
      createdById: run.actor.id,
    });
    await execute(tx, 'update wordpress_sources set source_key = ?, source_hash = ?, imported_revision = ? where post_id = ?', [
      prepared.key,
      prepared.hash,
      post.revision,
      post.id,
    ]);
    await storeRedirects(run, tx, post, prepared.paths, outcome.notes);
    await tx.flush();
    run.posts.set(prepared.key, { id: post.id, slug: post.slug });
    Object.assign(outcome, { outcome: 'updated', slug: post.slug, postId: post.id });
  });
}

/** A post imported before from the same item: its id, slug, revision now and at the import, and the item's hash then. */
async function earlierImport(em: EntityManager, key: string) {
  const rows = await importQuery<
    Array<{ post_id: number; slug: string; revision: number; imported_revision: number; source_hash: string }>
  >(
    em,
    'select s.post_id, p.slug, p.revision, s.imported_revision, s.source_hash from wordpress_sources s join blog_posts p on p.id = s.post_id where s.source_key = ?',
    [key],
  );
  return rows[0] ?? null;
}

/** What to do with one item, worked out ahead of the writes: its outcome so far, and the post to create or update. */
interface ItemPlan {
  outcome: WordPressImportItem;
  prepared?: PreparedPost;
  updateId?: number;
  /** A skipped item whose content is here: its old addresses, and the post they lead to (or the key of the item that has it). */
  keep?: { paths: string[]; post?: { id: number; slug: string }; key: string };
  /** A WordPress page to create as a builder page (or, with `updatePageId`, to update that page with). */
  page?: PreparedPage;
  /** The builder page a WordPress page changed since its import updates (nobody edited it here since). */
  updatePageId?: number;
  /** A WordPress page imported before: its builder page, whose old addresses are kept. */
  keepPage?: { pageId: number; slug: string; paths: string[] };
}

/** Items whose images are fetched and stored while earlier ones are written (the writes stay in the file's order). */
const PREPARED_AHEAD = 4;

/**
 * The earlier import of an item: under its key, else (an import made before items were keyed by post id) under its
 * GUID key when it is the item that import took for that GUID (the first in the file), re-keyed then.
 */
async function findEarlier(run: ImportRun, item: WxrItem, key: string, legacyOwner: boolean) {
  const earlier = await earlierImport(run.em, key);
  if (earlier || !legacyOwner) return earlier;
  const legacy = legacySourceKey(item, run.doc.siteUrl);
  if (legacy === key) return null;
  const found = await earlierImport(run.em, legacy);
  if (found) await importQuery(run.em, 'update wordpress_sources set source_key = ? where source_key = ?', [key, legacy], 'run');
  return found;
}

async function planItem(run: ImportRun, item: WxrItem, keys: Set<string>, legacyOwner: boolean): Promise<ItemPlan> {
  const outcome: WordPressImportItem = { wordpressId: item.postId, title: plainTitle(item.title), outcome: 'skipped', notes: [] };
  if (item.postType === 'page') return planPage(run, item, keys, outcome);
  const fate = itemFate(item);
  if ('skip' in fate) {
    outcome.notes.push(fate.skip);
    return { outcome };
  }
  const key = sourceKey(item, run.doc.siteUrl);
  const date = publishedDate(item);
  const paths = oldPaths(item, date, localDate(item));
  if (keys.has(key)) {
    outcome.notes.push(
      item.postId === null
        ? 'Skipped: the export holds this item twice; the first one was imported.'
        : `Skipped: the export holds WordPress post ${item.postId} twice; the first one was imported.`,
    );
    return { outcome, keep: { paths, key } };
  }
  keys.add(key);
  const earlier = await findEarlier(run, item, key, legacyOwner);
  if (earlier && earlier.source_hash === sourceHash(item)) {
    outcome.notes.push(`Skipped: already imported as /blog/${earlier.slug}, and unchanged in the export since.`);
    Object.assign(outcome, { slug: earlier.slug, postId: earlier.post_id });
    return { outcome, keep: { paths, key, post: { id: earlier.post_id, slug: earlier.slug } } };
  }
  if (earlier && earlier.revision !== earlier.imported_revision) {
    outcome.notes.push(
      `Skipped: changed in the export, but /blog/${earlier.slug} was edited here since it was imported; it is left as it is.`,
    );
    Object.assign(outcome, { slug: earlier.slug, postId: earlier.post_id });
    return { outcome, keep: { paths, key, post: { id: earlier.post_id, slug: earlier.slug } } };
  }
  const prepared = await prepare(run, item, fate.status, outcome.notes);
  return { outcome, prepared, ...(earlier ? { updateId: earlier.post_id } : {}) };
}

/** A WordPress page's plan: a builder page to create, or why not (skipped, a duplicate, or already imported). */
async function planPage(run: ImportRun, item: WxrItem, keys: Set<string>, outcome: WordPressImportItem): Promise<ItemPlan> {
  outcome.kind = 'page';
  const skip = pageSkipReason(item);
  if (skip !== null) {
    outcome.notes.push(skip);
    return { outcome };
  }
  const key = sourceKey(item, run.doc.siteUrl);
  if (keys.has(key)) {
    outcome.notes.push(
      item.postId === null
        ? 'Skipped: the export holds this page twice; the first one was imported.'
        : `Skipped: the export holds WordPress page ${item.postId} twice; the first one was imported.`,
    );
    return { outcome };
  }
  keys.add(key);
  const earlier = await earlierPageImport(run.em, key);
  if (earlier?.deleted) {
    outcome.notes.push(`Skipped: imported before as the builder page ${builderPagePath(earlier.slug)}, which was deleted here since.`);
    return { outcome };
  }
  if (earlier) {
    Object.assign(outcome, { path: builderPagePath(earlier.slug), pageId: earlier.page_id });
    const keepPage = { pageId: earlier.page_id, slug: earlier.slug, paths: oldPagePaths(item) };
    if (earlier.source_hash === sourceHash(item)) {
      outcome.notes.push(`Skipped: already imported as the builder page ${builderPagePath(earlier.slug)}; it is left as it is.`);
      return { outcome, keepPage };
    }
    // Changed in WordPress since: updated here, unless someone edited the page here meanwhile (theirs is kept).
    if (pageEditedHere(earlier)) {
      outcome.notes.push(keptYoursNote(earlier.slug));
      return { outcome, keepPage };
    }
    return { outcome, page: await preparePage(run, item, outcome.notes), updatePageId: earlier.page_id };
  }
  return { outcome, page: await preparePage(run, item, outcome.notes) };
}

/** A skipped item's old addresses, kept leading straight to the post that is here (those it may have; none taken from another post). */
async function keepRedirects(run: ImportRun, keep: NonNullable<ItemPlan['keep']>): Promise<void> {
  const post = keep.post ?? run.posts.get(keep.key);
  if (post === undefined) return;
  run.posts.set(keep.key, post);
  // Why an address is not redirected was said when the post was imported.
  await importFork(run.em).transactional((tx) => storeRedirects(run, tx, post, keep.paths, []));
}

async function commitPlan(run: ImportRun, plan: ItemPlan): Promise<WordPressImportItem> {
  if (plan.page && plan.updatePageId !== undefined)
    redirected(run, await updateImportedPage(run, plan.updatePageId, plan.page, plan.outcome), plan.outcome.path ?? '');
  else if (plan.page) redirected(run, await createImportedPage(run, plan.page, plan.outcome), plan.outcome.path ?? '');
  else if (plan.keepPage) redirected(run, await keepPageRedirects(run, plan.keepPage), builderPagePath(plan.keepPage.slug));
  else if (plan.prepared && plan.updateId !== undefined) await updatePost(run, plan.updateId, plan.prepared, plan.outcome);
  else if (plan.prepared) await createPost(run, plan.prepared, plan.outcome);
  else if (plan.keep) await keepRedirects(run, plan.keep);
  for (const tag of plan.prepared?.tags ?? []) if (!run.tags.has(blogTagKey(tag))) run.tags.set(blogTagKey(tag), tag);
  return plan.outcome;
}

/**
 * Every item's outcome, in the file's order: up to PREPARED_AHEAD items prepared at once, each written in turn. A dry
 * run prepares each item once the one before is written: all its statements share its transaction's one
 * connection, which takes one statement at a time (each item's reads are its own either way: see planItem).
 */
async function importItems(run: ImportRun): Promise<WordPressImportItem[]> {
  const { items } = run.doc;
  const keys = new Set<string>();
  // Imports before issue 42 took the first post of each GUID: only that item may be recognised by its GUID.
  const legacyOwners = new Map<string, number>();
  items.forEach((item, index) => {
    const legacy = legacySourceKey(item, run.doc.siteUrl);
    if (!('skip' in itemFate(item)) && !legacyOwners.has(legacy)) legacyOwners.set(legacy, index);
  });
  const plans: Array<Promise<ItemPlan>> = [];
  const start = (index: number) => {
    if (index >= items.length) return;
    const item = items[index]!;
    plans[index] = planItem(run, item, keys, legacyOwners.get(legacySourceKey(item, run.doc.siteUrl)) === index);
    // Awaited in turn below; until then a failure must not count as unhandled.
    plans[index].catch(() => {});
  };
  const ahead = run.dryRun ? 0 : PREPARED_AHEAD;
  for (let index = 0; index < ahead; index += 1) start(index);
  const outcomes: WordPressImportItem[] = [];
  for (let index = 0; index < items.length; index += 1) {
    if (ahead === 0) start(index);
    const plan = await plans[index]!;
    if (ahead > 0) start(index + ahead);
    outcomes.push(await commitPlan(run, plan));
  }
  return outcomes;
}

/** An export read from its upload: the document, and the archive's wp-content/uploads files. */
interface ReadExport {
  upload: WxrUpload;
  doc: WxrDocument;
}

/** Reads the upload at `file` (see readWxrUpload and parseWxr): a file that is not an export is a 400. */
async function readExport(file: string): Promise<ReadExport> {
  const upload = await readWxrUpload(file);
  return { upload, doc: parseWxr(upload.xml) };
}

/**
 * Runs the import of a read export on `em`: for real when `em` has no transaction (each item commits by itself), or
 * as a dry run inside `em`'s transaction, which the caller rolls back (`dryRun`: images are checked but neither
 * fetched nor stored, and nothing is done after a commit). Answers the report and the run it came from.
 */
async function runImport(
  em: EntityManager,
  { upload, doc }: ReadExport,
  actor: Actor,
  policy: FetchPolicy,
  dryRun: boolean,
  builder?: BuilderRuntime,
): Promise<{ report: WordPressImportReport; run: ImportRun }> {
  const attachments = new Map<number, WxrAttachment>();
  for (const item of doc.items)
    if (item.postType === 'attachment' && item.postId && item.attachmentUrl)
      attachments.set(item.postId, {
        id: item.postId,
        url: item.attachmentUrl,
        alt: item.meta.get('_wp_attachment_image_alt')?.trim() ?? '',
        caption: htmlToText(item.excerpt),
        parent: item.postParent,
      });
  const run: ImportRun = {
    em,
    actor,
    doc,
    images: new WordPressImages(em, policy, doc.siteUrl, upload.uploads, dryRun),
    attachments,
    unknownShortcodes: new Map(),
    categories: new Map(),
    tags: new Map(),
    redirects: 0,
    redirectSample: [],
    posts: new Map(),
    authors: new StaffAuthors(em, doc.authors),
    afterCommit: (effect) => {
      if (!dryRun) effect();
    },
    dryRun,
    ...(builder ? { builder } : {}),
  };
  let items: WordPressImportItem[];
  try {
    items = await importItems(run);
    // The hierarchy of the export's categories: a child category's page shows its parent in its breadcrumb.
    await importFork(em).transactional((tx) => recordCategoryParents(tx, categoryParents(doc.categories)));
  } finally {
    run.afterCommit(() =>
      afterWrite(em, [
        'blog_posts',
        'wordpress_redirects',
        'media_assets',
        'builder_pages',
        'wordpress_page_redirects',
        'blog_category_parents',
      ]),
    );
  }
  const count = (outcome: WordPressImportItem['outcome']) => items.filter((item) => item.outcome === outcome).length;
  const authors = await run.authors.counts();
  const report: WordPressImportReport = {
    imported: count('imported'),
    updated: count('updated'),
    skipped: count('skipped'),
    images: run.images.count,
    redirects: run.redirects,
    items,
    categories: [...run.categories.values()],
    authors,
    tags: run.tags.size,
    notes: [
      ...run.images.failureNotes(),
      ...(run.unknownShortcodes.size > 0
        ? [`Shortcodes this site has no equivalent for were replaced by their inner text: ${shortcodeCounts(run.unknownShortcodes)}.`]
        : []),
    ],
  };
  await importFork(em).transactional((tx) =>
    recordActivity(tx, actor, {
      kind: 'blog.imported',
      summary: `Imported a WordPress export: ${report.imported} imported, ${report.updated} updated, ${report.skipped} skipped`,
      link: '/admin/dashboard?page=blog',
    }),
  );
  return { report, run };
}

/**
 * Imports a WordPress export (the file at `file`, where the upload was spooled), alone or in a .tar(.gz) with its
 * wp-content/uploads (see readWxrUpload and parseWxr; a
 * bad file is a 400 and writes nothing): each post becomes a post here in
 * its own transaction, with its images in the media library and its old addresses redirected. A second import of
 * the same file changes nothing; an item changed in WordPress updates the post (or the builder page) unless it was
 * edited here meanwhile, when the report says it was kept. `builder` is the app's builder runtime (open builders of
 * a page the import updates follow it on its live feed).
 * The import is recorded in the activity log; the report says what became of every item.
 */
export async function importWordPress(
  em: EntityManager,
  file: string,
  actor: Actor,
  policy: FetchPolicy,
  builder?: BuilderRuntime,
): Promise<WordPressImportReport> {
  const { report } = await runImport(em, await readExport(file), actor, policy, false, builder);
  return report;
}

/**
 * The dry run of importWordPress: the same import, run inside one transaction that is then rolled back, so its
 * slugs, skips and redirects are the ones the import makes against the site as it is now, and nothing stays. Images
 * are checked (an archive's bytes as the upload checks them, other addresses as the fetch does before connecting)
 * but neither fetched nor stored. A bad file is a 400, as for the import. Answers what the import will do.
 */
export async function dryRunWordPressImport(
  em: EntityManager,
  file: string,
  actor: Actor,
  policy: FetchPolicy,
): Promise<Omit<WordPressImportPreview, 'token' | 'expiresAt'>> {
  // Read and parsed before the transaction opens, so it is held only while the import runs.
  const source = await readExport(file);
  const tx = em.fork();
  await tx.begin();
  try {
    const { report, run } = await runImport(tx, source, actor, policy, true);
    return importPreview(report, {
      tags: [...run.tags.values()],
      images: run.images.pending,
      redirects: run.redirectSample,
    });
  } finally {
    await tx.rollback();
  }
}

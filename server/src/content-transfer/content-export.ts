import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentKind } from '@app/contracts';
import { createHash } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import { keysetBatches, keysetTimeSql, type KeysetCursor } from '../db/keyset-batches.ts';
import {
  batchEntryName,
  CHECKSUMS_ENTRY,
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_ARCHIVE_VERSION,
  MANIFEST_ENTRY,
  MEDIA_FILES_FOLDER,
  type ContentManifest,
} from './archive-format.ts';
import { isoTimeSql, readBuilderPageBatch, readMediaBatch, readPostBatch } from './content-export-reads.ts';

/** Builder pages read per batch: each carries its whole history, so fewer than the flat exports' rows. */
const BUILDER_PAGE_BATCH = 100;

/** The download's file name: the day it was taken (UTC). */
export function contentExportFilename(now = new Date()): string {
  return `site-content-${now.toISOString().slice(0, 10)}.tar.gz`;
}

/** How many of each kind an export holds (its manifest's counts), read before the first batch. */
async function contentCounts(em: EntityManager): Promise<Record<ContentKind, number>> {
  const [row] = await em.getConnection().execute<Array<Record<ContentKind, string>>>(
    `select (select count(*) from media_assets) as "media", (select count(*) from pages) as "pages",
            (select count(*) from blog_posts) as "posts", (select count(*) from blog_category_parents) as "categoryParents",
            (select count(*) from builder_pages where deleted_at is null) as "builderPages",
            (select count(*) from builder_templates) as "templates", (select count(*) from media_bindings) as "bindings"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([kind, count]) => [kind, Number(count)])) as Record<ContentKind, number>;
}

/** Writes one entry into the archive, resolving once the archive has taken it (so a slow reader holds the writer back). */
function addEntry(pack: Pack, name: string, body: Buffer, checksums: Record<string, string>): Promise<void> {
  checksums[name] = createHash('sha256').update(body).digest('hex');
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: body.length, mtime: new Date(0) }, body, (error) => (error ? reject(error) : resolve())),
  );
}

/** Rows of a batch as NDJSON bytes (one JSON document per line). */
function ndjson(rows: readonly unknown[]): Buffer {
  return Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

/** Writes the NDJSON batches of one kind, numbered from 1, from keyset-paginated reads. */
async function addBatches<Row extends KeysetCursor>(
  pack: Pack,
  kind: ContentKind,
  read: (after: KeysetCursor | null, size: number) => Promise<Row[]>,
  archived: (rows: Row[]) => Promise<unknown[]>,
  checksums: Record<string, string>,
  size?: number,
): Promise<void> {
  let number = 0;
  for await (const rows of keysetBatches(read, size)) {
    await addEntry(pack, batchEntryName(kind, ++number), ndjson(await archived(rows)), checksums);
  }
}

/** Writes every entry of the archive, in the order an import reads them. */
async function writeArchive(em: EntityManager, origin: string, pack: Pack): Promise<void> {
  const checksums: Record<string, string> = {};
  const connection = em.getConnection();
  const manifest: ContentManifest = {
    format: CONTENT_ARCHIVE_FORMAT,
    version: CONTENT_ARCHIVE_VERSION,
    origin,
    createdAt: new Date().toISOString(),
    counts: await contentCounts(em),
  };
  await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), checksums);

  // Media first (each batch's files' bytes one at a time, then the batch's rows, which the import stores them with):
  // everything after refers to it.
  let mediaNumber = 0;
  for await (const batch of keysetBatches((after, size) => readMediaBatch(em, after, size))) {
    for (const file of batch.flatMap((asset) => asset.files)) {
      const [stored] = await connection.execute<Array<{ bytes: Buffer }>>('select bytes from media_files where filename = ?', [
        file.filename,
      ]);
      if (stored) await addEntry(pack, MEDIA_FILES_FOLDER + file.filename, stored.bytes, checksums);
    }
    await addEntry(pack, batchEntryName('media', ++mediaNumber), ndjson(batch.map(({ cursor_at: _c, ...asset }) => asset)), checksums);
  }

  const pages = await connection.execute<Array<Record<string, unknown>>>(
    `select slug, name, content, meta, is_active as "isActive", content_versions as "contentVersions", meta_versions as "metaVersions"
       from pages order by slug`,
  );
  await addEntry(pack, batchEntryName('pages', 1), ndjson(pages), checksums);

  await addBatches(
    pack,
    'posts',
    (after, size) => readPostBatch(em, after, size),
    async (rows) => rows.map(({ cursor_at: _c, id: _id, ...post }) => post),
    checksums,
  );
  const parents = await connection.execute<Array<Record<string, unknown>>>(
    `select label, parent_label as "parentLabel" from blog_category_parents order by label`,
  );
  await addEntry(pack, batchEntryName('categoryParents', 1), ndjson(parents), checksums);
  await addBatches(
    pack,
    'builderPages',
    (after, size) => readBuilderPageBatch(em, after, size),
    async (rows) => rows.map(({ cursor_at: _c, id: _id, ...page }) => page),
    checksums,
    BUILDER_PAGE_BATCH,
  );
  await addBatches(
    pack,
    'templates',
    (after, size) =>
      connection.execute<Array<KeysetCursor & Record<string, unknown>>>(
        `select id, name, element, ${isoTimeSql('created_at')} as "createdAt", ${keysetTimeSql('created_at')} as cursor_at from builder_templates
          where ${after ? `(created_at, id) > (?::timestamptz, ?)` : 'true'} order by created_at, id limit ?`,
        after ? [after.cursor_at, after.id, size] : [size],
      ),
    async (rows) => rows.map(({ cursor_at: _c, id: _id, ...template }) => template),
    checksums,
  );
  const bindings = await connection.execute<Array<Record<string, unknown>>>(
    `select element_id as "elementId", asset_id as "assetId" from media_bindings order by element_id`,
  );
  await addEntry(pack, batchEntryName('bindings', 1), ndjson(bindings), checksums);
  await addEntry(pack, CHECKSUMS_ENTRY, Buffer.from(JSON.stringify(checksums)), checksums);
}

/**
 * The whole site's content (media, the built-in pages, posts with their review steps and working copies, the category
 * parents, builder pages, templates, background bindings) as
 * a gzipped tar stream: a manifest first, NDJSON batches read one keyset page at a time, each media file on its
 * own, and the entries' SHA-256 checksums last. Accounts, sessions, messages and subscribers are never in it.
 */
export function contentExportStream(em: EntityManager, origin: string): Readable {
  const pack = tarPack();
  const gzip = createGzip();
  pipeline(pack, gzip, () => {});
  writeArchive(em, origin, pack).then(
    () => pack.finalize(),
    (error: unknown) => gzip.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return gzip;
}

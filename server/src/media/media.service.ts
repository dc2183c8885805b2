import type { MediaListItem } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { MediaBinding } from '../entities/media-binding.entity.ts';
import { bindingUrl } from './media-background.service.ts';

/**
 * Every media item as GET /api/media lists it (docs/product.md §7): first one JSON item per element
 * background ('{elementId}.json', whose url answers `{ imageUrl }`), then the images, newest first.
 * The bytes are never read.
 */
export function listMedia(em: EntityManager): Promise<MediaListItem[]> {
  return readCacheOf(em).read('media', 'list', async () => ({ value: await loadMediaList(em) }));
}

async function loadMediaList(em: EntityManager): Promise<MediaListItem[]> {
  const bindings = await em.find(MediaBinding, {}, { orderBy: { elementId: 'asc' }, fields: ['elementId'] });
  const assets = await em.find(MediaAsset, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['filename', 'originalName', 'url'] });
  return [
    ...bindings.map(({ elementId }) => ({ filename: `${elementId}.json`, originalName: `${elementId}.json`, url: bindingUrl(elementId) })),
    ...assets.map(({ filename, originalName, url }) => ({ filename, originalName, url })),
  ];
}

/** A stored file to serve; `bytes` is null when the caller's ETag already matches. */
export interface StoredFile {
  mimeType: string;
  etag: string;
  bytes: Buffer | null;
}

/**
 * The stored file served at `/media/{filename}`, or null. The bytes are read only when the request's
 * If-None-Match header (raw, '' when absent) does not already name the file's quoted ETag, so a
 * revalidation costs no transfer from the database.
 */
export async function readMediaFile(em: EntityManager, filename: string, ifNoneMatch: string): Promise<StoredFile | null> {
  const rows = await em
    .getConnection()
    .execute<Array<{ mime_type: string; etag: string; bytes: Buffer | null }>>(
      'select mime_type, etag, case when position(etag in ?) > 0 then null else bytes end as bytes from media_files where filename = ?',
      [ifNoneMatch, filename],
    );
  const row = rows[0];
  return row ? { mimeType: row.mime_type, etag: row.etag, bytes: row.bytes } : null;
}

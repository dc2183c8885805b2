import type { MediaLibraryItem, MediaLibraryListPage, MediaLibraryPage } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { AppError } from '../errors.ts';
import { toLibraryItem } from './media-library.service.ts';
import { usagesOfAssets } from './media-usages.service.ts';
import { containsPattern } from '../db/like-pattern.ts';

const BAD_CURSOR = 'That page of the media library no longer exists: start again from the first page.';

/** A keyset position: the row's creation time in microseconds since 1970 (exact, unlike a JS Date) and its id. */
interface Cursor {
  micros: string;
  id: number;
}

function parseCursor(cursor: string): Cursor {
  const match = /^(\d{1,20})\.(\d{1,10})$/.exec(cursor);
  if (!match) throw new AppError(400, BAD_CURSOR);
  return { micros: match[1]!, id: Number(match[2]) };
}

/** A LIKE pattern for a substring search of `text`. */

/** The search, cursor and page size of a keyset page of the library. */
interface LibraryPageInput {
  search: string;
  cursor?: string | null;
  pageSize: number;
}

/**
 * Images (never the legacy rows without a hash), newest first, whose name or alt text contains `search` (any case;
 * trigram indexes serve it), after `cursor` (a keyset, so page 4,000 of 100,000 images costs what page 1 does).
 */
async function readLibraryPage(em: EntityManager, input: LibraryPageInput): Promise<{ assets: MediaAsset[]; nextCursor: string | null }> {
  const conditions = ['sha256 is not null'];
  const params: unknown[] = [];
  if (input.search) {
    conditions.push('(original_name ilike ? or alt_text ilike ?)');
    params.push(containsPattern(input.search), containsPattern(input.search));
  }
  if (input.cursor) {
    const cursor = parseCursor(input.cursor);
    conditions.push(`(created_at, id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)`);
    params.push(cursor.micros, cursor.id);
  }
  const rows = await em.getConnection().execute<Array<{ id: number; micros: string }>>(
    `select id, (extract(epoch from created_at) * 1000000)::bigint::text as micros from media_assets
        where ${conditions.join(' and ')} order by created_at desc, id desc limit ?`,
    [...params, input.pageSize + 1],
  );
  const pageRows = rows.slice(0, input.pageSize);
  const assets = await em.find(MediaAsset, { id: { $in: pageRows.map((row) => row.id) } });
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  const last = pageRows.at(-1);
  return {
    assets: pageRows.map((row) => byId.get(row.id)).filter((asset): asset is MediaAsset => asset !== undefined),
    nextCursor: rows.length > input.pageSize && last ? `${last.micros}.${last.id}` : null,
  };
}

/** One page of the media picker (see readLibraryPage): the images as the picker shows them. */
export async function listPickerPage(em: EntityManager, input: LibraryPageInput): Promise<MediaLibraryListPage> {
  const { assets, nextCursor } = await readLibraryPage(em, input);
  return { items: assets.map((asset): MediaLibraryItem => toLibraryItem(asset)), nextCursor };
}

/** One page of the media library screen (see readLibraryPage), each image with every place it is used. */
export async function listLibraryPage(em: EntityManager, input: LibraryPageInput): Promise<MediaLibraryPage> {
  const { assets, nextCursor } = await readLibraryPage(em, input);
  const usages = await usagesOfAssets(em, assets);
  return { items: assets.map((asset) => ({ ...toLibraryItem(asset), usages: usages.get(asset.id) ?? [] })), nextCursor };
}

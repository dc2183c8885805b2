import type { EntityManager } from '@mikro-orm/postgresql';
import { MediaAsset } from '../entities/media-asset.entity.ts';

/** A media item as GET /api/media lists it (spec section 7). */
export interface MediaListItem {
  filename: string;
  originalName: string;
  url: string;
}

/** Every uploaded media item, newest first. */
export async function listMedia(em: EntityManager): Promise<MediaListItem[]> {
  const assets = await em.find(MediaAsset, {}, { orderBy: { id: 'desc' }, fields: ['filename', 'originalName', 'url'] });
  return assets.map(({ filename, originalName, url }) => ({ filename, originalName, url }));
}

import { BACKGROUND_ELEMENT_IDS, elementNotFoundMessage, saveBackgroundSchema, type SaveBackgroundResult } from '@app/contracts';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { MediaBinding } from '../entities/media-binding.entity.ts';
import { AppError, parseInput } from '../errors.ts';
import { decodeDataUrl } from './data-url.ts';
import { toLibraryItem } from './media-library.service.ts';
import { storeImage } from './media-upload.service.ts';

/** The URL of the JSON document (`{ imageUrl }`) that says which image an element shows. */
export function bindingUrl(elementId: string): string {
  return `/media/${elementId}.json`;
}

/**
 * POST /api/media/save-background: stores the image through the one upload service and binds it to
 * the element, in one transaction with its activity-log entry. An element id that no page has is a 404 (the message of docs/product.md §8).
 */
export async function saveBackground(em: EntityManager, body: unknown, user: Actor): Promise<SaveBackgroundResult> {
  const input = parseInput(saveBackgroundSchema, body);
  if (!BACKGROUND_ELEMENT_IDS.includes(input.elementId)) {
    throw new AppError(404, elementNotFoundMessage(input.elementId));
  }
  const { declaredType, bytes } = decodeDataUrl(input.imageData);
  const { asset } = await storeImage(em, { bytes, declaredType, originalName: input.fileName }, async (tx, stored) => {
    await tx.upsert(MediaBinding, { elementId: input.elementId, asset: stored, updatedAt: new Date() });
    const summary = `Set the background ${input.elementId} to the image "${stored.originalName}"`;
    await recordActivity(tx, user, { kind: 'media.background-applied', summary, link: '/admin/image-uploader' });
  });
  return { url: asset.url, elementId: input.elementId, bindingUrl: bindingUrl(input.elementId), asset: toLibraryItem(asset) };
}

/** What an element's background JSON holds: the image URL (read by the home page) and its srcset. */
export interface BackgroundDocument {
  imageUrl: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** The image bound to an element, or null when none is (from the read cache: every home-page visit asks). */
export function readBackground(em: EntityManager, elementId: string): Promise<BackgroundDocument | null> {
  // Only the known elements can have a binding; any other id is answered without filling the cache.
  if (!BACKGROUND_ELEMENT_IDS.includes(elementId)) return Promise.resolve(null);
  return readCacheOf(em).read('media', `background:${elementId}`, async () => {
    const binding = await em.findOne(MediaBinding, { elementId }, { populate: ['asset'] });
    if (!binding) return { value: null };
    const item = toLibraryItem(binding.asset);
    return { value: { imageUrl: item.url, srcSet: item.srcSet, width: item.width, height: item.height, alt: item.alt } };
  });
}

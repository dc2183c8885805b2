import type { MediaLibraryItem, MediaUsage, MediaVariant } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { afterWrite } from '../cache/after-write.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { AppError } from '../errors.ts';
import { usagesOfAssets } from './media-usages.service.ts';

const NOT_FOUND = 'That image does not exist (it may have been deleted already).';

function isVariant(item: unknown): item is MediaVariant {
  if (typeof item !== 'object' || item === null) return false;
  const { url, width, height } = item as Record<string, unknown>;
  return typeof url === 'string' && typeof width === 'number' && typeof height === 'number';
}

function variantsOf(asset: MediaAsset): MediaVariant[] {
  const raw: unknown = asset.metadata?.variants;
  if (!Array.isArray(raw)) return [];
  return raw.filter(isVariant);
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** An asset as the admin library shows it, with its variants and a ready `srcset`. */
export function toLibraryItem(asset: MediaAsset): MediaLibraryItem {
  const width = numberOr(asset.metadata?.width, 0);
  const variants = variantsOf(asset);
  // A variant no narrower than the original adds nothing to srcset.
  const candidates = [...variants.filter((variant) => variant.width < width), { url: asset.url, width }];
  return {
    id: asset.id,
    filename: asset.filename,
    originalName: asset.originalName,
    url: asset.url,
    mimeType: asset.mimeType,
    size: asset.size,
    width,
    height: numberOr(asset.metadata?.height, 0),
    alt: asset.altText,
    variants,
    srcSet: width > 0 ? candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ') : '',
    createdAt: asset.createdAt.toISOString(),
  };
}

async function findImage(em: EntityManager, id: number): Promise<MediaAsset> {
  const asset = await em.findOne(MediaAsset, { id, sha256: { $ne: null } });
  if (!asset) throw new AppError(404, NOT_FOUND);
  return asset;
}

/** Changes an image's alt text. */
export async function updateAlt(em: EntityManager, id: number, alt: string): Promise<MediaLibraryItem> {
  const asset = await findImage(em, id);
  asset.altText = alt;
  await em.flush();
  afterWrite(em, ['media_assets']);
  return toLibraryItem(asset);
}

/** Every URL an asset is served at (its original and its variants). */
function urlsOf(asset: MediaAsset): string[] {
  return [asset.url, ...variantsOf(asset).map((variant) => variant.url)];
}

async function usagesOf(em: EntityManager, asset: MediaAsset): Promise<MediaUsage[]> {
  return (await usagesOfAssets(em, [asset])).get(asset.id) ?? [];
}

/** Where an image is used: element backgrounds, blog posts, the built-in pages, builder pages. */
export async function findUsages(em: EntityManager, id: number): Promise<MediaUsage[]> {
  return usagesOf(em, await findImage(em, id));
}

/** The refusal of a delete while an image is in use, naming each place. */
export function inUseMessage(usages: readonly MediaUsage[]): string {
  return `This image is in use, so it was not deleted: ${usages.map((usage) => usage.label).join('; ')}. Remove it from those places first.`;
}

/**
 * Deletes an image and its stored files. An image in use is refused with 409 naming each use unless
 * `force` is set; then the backgrounds and blog-post links that pointed at it are cleared with it.
 */
export async function deleteImage(
  em: EntityManager,
  id: number,
  force: boolean,
  user: Actor,
): Promise<{ deleted: true; clearedUsages: MediaUsage[] }> {
  const result = await em.transactional(async (tx) => {
    const asset = await findImage(tx, id);
    const usages = await usagesOf(tx, asset);
    if (usages.length > 0 && !force) {
      throw new AppError(409, inUseMessage(usages));
    }
    await tx.nativeUpdate(BlogPost, { imageUrl: { $in: urlsOf(asset) } }, { imageUrl: null });
    await tx.nativeUpdate(BlogPost, { featuredImage: asset.id }, { featuredImage: null });
    // Files and bindings go with the asset (on delete cascade).
    await tx.nativeDelete(MediaAsset, { id: asset.id });
    const cleared = usages.length > 0 ? ` (cleared from ${usages.map((usage) => usage.label).join('; ')})` : '';
    await recordActivity(tx, user, { kind: 'media.deleted', summary: `Deleted the image "${asset.originalName}"${cleared}` });
    return { deleted: true as const, clearedUsages: usages };
  });
  // Its bindings go with it (on delete cascade).
  afterWrite(em, ['blog_posts', 'media_assets', 'media_bindings']);
  return result;
}

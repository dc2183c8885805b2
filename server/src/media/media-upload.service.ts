import { createHash } from 'node:crypto';
import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, type AcceptedImageType } from '@app/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterWrite } from '../cache/after-write.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { MediaFile, type MediaFileVariant } from '../entities/media-file.entity.ts';
import { AppError } from '../errors.ts';
import { encodeImage, type EncodedImage } from './image-encoder.ts';
import { normaliseDeclaredType, sniffImageType, TYPE_EXTENSIONS, TYPE_NAMES } from './image-type.ts';

/** An image as it arrives, from any screen: its bytes, the type the client declared, its file name. */
export interface ImageUpload {
  bytes: Buffer;
  /** The declared MIME type; '' or application/octet-stream when the client declared none. */
  declaredType: string;
  originalName: string;
  alt?: string;
}

/** What the size and type checks found. */
export interface CheckedImage {
  type: AcceptedImageType;
  sha256: string;
}

const UNDECLARED = new Set(['', 'application/octet-stream']);
const ACCEPTED_LIST = 'JPG, PNG, WebP or GIF';

/**
 * The upload rules every path shares: at most 5 MiB (413), and a JPEG, PNG, WebP or GIF by its bytes
 * whose declared type, if any, agrees (415). SVG is refused: it can carry scripts.
 */
export function checkImage(upload: Pick<ImageUpload, 'bytes' | 'declaredType'>): CheckedImage {
  if (upload.bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
  if (upload.bytes.length === 0) throw new AppError(400, 'The file is empty: choose an image to upload.');
  const declared = normaliseDeclaredType(upload.declaredType);
  const sniffed = sniffImageType(upload.bytes);
  if (sniffed === 'image/svg+xml' || declared === 'image/svg+xml') {
    throw new AppError(415, `SVG images are not accepted (they can contain scripts). Upload a ${ACCEPTED_LIST} image.`);
  }
  if (sniffed === null) {
    throw new AppError(415, `This file is not an image the site accepts. Upload a ${ACCEPTED_LIST} image.`);
  }
  if (!UNDECLARED.has(declared) && declared !== sniffed) {
    const named = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(declared) ? TYPE_NAMES[declared as AcceptedImageType] : declared;
    throw new AppError(
      415,
      `The file was sent as ${named} but its content is ${TYPE_NAMES[sniffed]}. Upload a ${ACCEPTED_LIST} image whose type matches its content.`,
    );
  }
  return { type: sniffed, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
}

/** A file-name-safe slug of the original name, without its extension ('My Photo.JPG' -> 'my-photo'). */
function nameSlug(originalName: string): string {
  const base = originalName.replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** A strong ETag from the bytes themselves. */
function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

function fileRow(asset: MediaAsset, variant: MediaFileVariant, filename: string, image: EncodedImage) {
  return {
    asset,
    variant,
    filename,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    size: image.bytes.length,
    etag: etagOf(image.bytes),
    bytes: image.bytes,
  };
}

/** Runs extra work (binding the image to an element, say) in the transaction that stores it. */
export type AfterStore = (tx: EntityManager, asset: MediaAsset) => Promise<void>;

/**
 * The asset these bytes already are: one uploaded from identical bytes, or one whose stored original
 * is exactly these bytes (a served image uploaded again, as a picker choosing from the library does).
 */
async function existingAsset(em: EntityManager, sha256: string): Promise<MediaAsset | null> {
  const uploaded = await em.findOne(MediaAsset, { sha256 });
  if (uploaded) return uploaded;
  const stored = await em.findOne(
    MediaFile,
    { etag: `"${Buffer.from(sha256, 'hex').toString('base64url')}"`, variant: 'original' },
    { populate: ['asset'] },
  );
  return stored?.asset ?? null;
}

async function reuse(em: EntityManager, asset: MediaAsset, after?: AfterStore): Promise<MediaAsset> {
  if (after) await em.transactional((tx) => after(tx, tx.merge(asset)));
  return asset;
}

/**
 * The one upload path: checks the image, re-encodes it without metadata, stores the original and
 * its WebP variants in PostgreSQL and returns the asset (`created` false when an identical upload
 * already existed and was reused). `after` runs in the same transaction as the insert.
 */
export async function storeImage(
  em: EntityManager,
  upload: ImageUpload,
  after?: AfterStore,
): Promise<{ asset: MediaAsset; created: boolean }> {
  try {
    return await storeOrReuse(em, upload, after);
  } finally {
    // Whatever was written, even before a failure: an asset, its files, a binding by `after`.
    afterWrite(em, ['media_assets', 'media_bindings']);
  }
}

async function storeOrReuse(em: EntityManager, upload: ImageUpload, after?: AfterStore): Promise<{ asset: MediaAsset; created: boolean }> {
  const checked = checkImage(upload);
  const found = await existingAsset(em, checked.sha256);
  if (found) return { asset: await reuse(em, found, after), created: false };

  // Image work happens before the transaction opens, so the database is never held waiting on it.
  const encoded = await encodeImage(upload.bytes, checked.type);
  const stem = `${checked.sha256.slice(0, 16)}-${nameSlug(upload.originalName)}`;
  const filename = `${stem}.${TYPE_EXTENSIONS[checked.type]}`;
  const variants = encoded.variants.map((variant) => ({ ...variant, filename: `${stem}-${variant.variantWidth}w.webp` }));
  try {
    const asset = await em.transactional(async (tx) => {
      const asset = tx.create(MediaAsset, {
        filename,
        originalName: upload.originalName.slice(0, 255) || filename,
        mimeType: checked.type,
        size: encoded.original.bytes.length,
        url: `/media/${filename}`,
        sha256: checked.sha256,
        altText: upload.alt ?? '',
        metadata: {
          width: encoded.original.width,
          height: encoded.original.height,
          size: encoded.original.bytes.length,
          sha256: checked.sha256,
          uploadedSize: upload.bytes.length,
          variants: variants.map((variant) => ({ width: variant.width, height: variant.height, url: `/media/${variant.filename}` })),
        },
      });
      tx.create(MediaFile, fileRow(asset, 'original', filename, encoded.original));
      for (const variant of variants) tx.create(MediaFile, fileRow(asset, `w${variant.variantWidth}`, variant.filename, variant));
      await tx.flush();
      if (after) await after(tx, asset);
      return asset;
    });
    return { asset, created: true };
  } catch (error) {
    // The same image uploaded twice at once: the other request stored it first; use that one.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await existingAsset(em.fork(), checked.sha256);
    if (!winner) throw error;
    return { asset: await reuse(em.fork(), winner, after), created: false };
  }
}

import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_SIDE, type AcceptedImageType } from '@app/contracts';
import type { Sharp } from 'sharp';
import { AppError } from '../errors.ts';

/** One encoded copy of an image. */
export interface EncodedImage {
  bytes: Buffer;
  mimeType: AcceptedImageType;
  width: number;
  height: number;
}

/** The re-encoded original and its WebP width variants, narrowest first. */
export interface EncodedImageSet {
  original: EncodedImage;
  variants: Array<EncodedImage & { variantWidth: (typeof IMAGE_VARIANT_WIDTHS)[number] }>;
}

/** Decoding more pixels than this (about 10,000 x 10,000) is refused: a small file can unpack huge. */
const MAX_INPUT_PIXELS = 100_000_000;

/** sharp (libvips) is loaded on the first upload, not at start-up: most processes never encode an image. */
let loadedSharp: Promise<typeof import('sharp')> | undefined;
const sharpModule = () => (loadedSharp ??= import('sharp'));

async function opener(): Promise<(bytes: Buffer, animated: boolean) => Sharp> {
  const { default: sharp } = await sharpModule();
  return (bytes, animated) => sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

function encodeAs(pipeline: Sharp, type: AcceptedImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
    case 'image/gif':
      return pipeline.gif();
  }
}

async function run(pipeline: Sharp, mimeType: AcceptedImageType): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  // For animations `info.height` is the whole strip of frames; `pageHeight` is one frame.
  return { bytes: data, mimeType, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Decodes and re-encodes an image in its own format: orientation applied, every piece of metadata
 * (EXIF, GPS, XMP, comments) dropped, longest side capped at 2560 px. Whatever followed the image
 * data in the upload (an appended HTML page, say) is not carried over. Also makes the 640 and 1280
 * px wide WebP variants. An undecodable image is a 415.
 */
export async function encodeImage(bytes: Buffer, type: AcceptedImageType): Promise<EncodedImageSet> {
  const animated = type === 'image/gif' || type === 'image/webp';
  const open = await opener();
  try {
    let pipeline = open(bytes, animated);
    // EXIF orientation is about to be dropped, so apply it to the pixels first.
    if (!animated) pipeline = pipeline.autoOrient();
    pipeline = pipeline.resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const original = await run(encodeAs(pipeline, type), type);
    const variants: EncodedImageSet['variants'] = [];
    for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
      const variant = open(original.bytes, animated).resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: 80 });
      variants.push({ ...(await run(variant, 'image/webp')), variantWidth });
    }
    return { original, variants };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new AppError(413, 'The image has too many pixels to process (at most 100 megapixels).');
    }
    throw new AppError(415, 'The image could not be read: the file is damaged or is not a JPEG, PNG, WebP or GIF image.');
  }
}

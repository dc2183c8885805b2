import type { AcceptedImageType } from '@app/contracts';

/** What the first bytes of a file say it is: an accepted image type, SVG, or unknown (null). */
export type SniffedType = AcceptedImageType | 'image/svg+xml' | null;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * Recognises JPEG, PNG, WebP and GIF by their magic bytes, and SVG by its opening markup, whatever
 * the client declared. Anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // SVG is text: look for an <svg element near the start (after an XML prolog, comments or a BOM).
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/** Declared types that name the same format (browsers and old tools still send these). */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};

/** A declared MIME type in canonical lower case without parameters (`image/JPG; q=1` -> `image/jpeg`). */
export function normaliseDeclaredType(declared: string): string {
  const bare = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return TYPE_ALIASES[bare] ?? bare;
}

/** Short display names for messages. */
export const TYPE_NAMES: Record<AcceptedImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** The file extension each stored type is served with. */
export const TYPE_EXTENSIONS: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

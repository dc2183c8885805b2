import { MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@app/contracts';
import { AppError } from '../errors.ts';

/** The parts of a base64 data URL: the declared media type ('' when none) and the decoded bytes. */
export interface DecodedDataUrl {
  declaredType: string;
  bytes: Buffer;
}

const DATA_URL = /^data:([^,;]*)((?:;[^,;=]+=[^,;]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes `data:<type>;base64,<data>`. A malformed URL is a 400; data that would decode to more than
 * 5 MiB is a 413, found from its length before anything is decoded.
 */
export function decodeDataUrl(value: string): DecodedDataUrl {
  const match = DATA_URL.exec(value.slice(0, 300));
  if (!match) {
    throw new AppError(400, 'imageData must be a base64 data URL such as data:image/png;base64,...');
  }
  const body = value.slice(match[0].length).replace(/\s+/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((body.length * 3) / 4) - padding;
  if (decodedLength > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
  if (body.length === 0 || body.length % 4 === 1 || !BASE64_BODY.test(body)) {
    throw new AppError(400, 'imageData is not valid base64: the data URL is damaged.');
  }
  return { declaredType: match[1] ?? '', bytes: Buffer.from(body, 'base64') };
}

import { dataUrlUploadSchema, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, type StaffRole } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/activity.service.ts';
import { AppError, parseInput } from '../errors.ts';
import { decodeDataUrl } from '../media/data-url.ts';
import { saveBackground } from '../media/media-background.service.ts';
import { toLibraryItem } from '../media/media-library.service.ts';
import { storeImage, type ImageUpload } from '../media/media-upload.service.ts';
import { adminOf, requireRouteAccess, routeAccess } from '../http/admin-access.ts';

/**
 * The largest body an upload route reads: a 5 MiB image as base64 in JSON, plus room for the other
 * fields. A longer request is refused with 413 from its Content-Length, or as soon as it passes this
 * many bytes, never buffered whole.
 */
export const UPLOAD_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64 * 1024;

function fileNameHeader(request: FastifyRequest): string {
  const raw = request.headers['x-file-name'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return 'image';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The admin upload routes (registered in the session scope): POST /api/media/save-background
 * (docs/product.md §7) and POST /api/media/upload, which takes raw image bytes (Content-Type: the image's type,
 * X-File-Name: its URI-encoded name) or JSON `{ imageData, fileName, alt? }`. Both go through the one
 * upload service.
 */
export async function mediaUploadRoutes(app: FastifyInstance): Promise<void> {
  // Raw bodies of any declared type reach the service, which decides from the bytes (415 if wrong).
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** Options of an upload route open to `min` and above. */
  const options = (min: StaffRole) => ({
    bodyLimit: UPLOAD_BODY_LIMIT,
    // As an onRequest hook the role check runs before any of the body is read.
    onRequest: requireRouteAccess,
    config: { ...routeAccess(min), bodyTooLargeMessage: IMAGE_TOO_LARGE_MESSAGE },
  });

  // A page background is page content: editors and up. An author uploads to the library.
  app.post('/api/media/save-background', options('editor'), async (request) => {
    if (Buffer.isBuffer(request.body)) {
      throw new AppError(415, 'Send JSON {elementId, imageData, fileName} with Content-Type: application/json.');
    }
    return saveBackground(app.orm.em.fork(), request.body, adminOf(request));
  });

  app.post('/api/media/upload', options('author'), async (request, reply) => {
    let upload: ImageUpload;
    if (Buffer.isBuffer(request.body)) {
      upload = { bytes: request.body, declaredType: request.headers['content-type'] ?? '', originalName: fileNameHeader(request) };
    } else {
      const input = parseInput(dataUrlUploadSchema, request.body);
      upload = { ...decodeDataUrl(input.imageData), originalName: input.fileName, alt: input.alt };
    }
    const actor = adminOf(request);
    const { asset, created } = await storeImage(app.orm.em.fork(), upload, (tx, stored) =>
      recordActivity(tx, actor, {
        kind: 'media.uploaded',
        summary: `Uploaded the image "${stored.originalName}"`,
        link: '/admin/image-uploader',
      }),
    );
    return reply.code(created ? 201 : 200).send(toLibraryItem(asset));
  });
}

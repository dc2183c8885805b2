import type { FastifyInstance, FastifyReply } from 'fastify';
import { readBackground } from '../media/media-background.service.ts';
import { listMedia, readMediaFile } from '../media/media.service.ts';
import { etagMatches, etagOf } from '../http/cache-headers.ts';

/** Content-addressed URLs never change content, so browsers and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A binding document changes when an admin applies a new image: always revalidate it. */
const REVALIDATE = 'no-cache';

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).header('Cache-Control', 'no-store').send({ message });
}

/**
 * The public media routes: GET /api/media (the list of docs/product.md §7) and GET /media/{file}, which
 * serves stored images (their own type, nosniff, ETag and 304, cached for a year) and each element's
 * background document `{elementId}.json` (`{ imageUrl, srcSet, ... }`).
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Cached for anonymous callers and revalidated with an ETag by the http-cache plugin.
  app.get('/api/media', () => listMedia(app.orm.em.fork()));

  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const { file } = request.params;
    const ifNoneMatch = request.headers['if-none-match'] ?? '';
    reply.header('X-Content-Type-Options', 'nosniff');

    if (file.endsWith('.json')) {
      const elementId = file.slice(0, -'.json'.length);
      const document = await readBackground(app.orm.em.fork(), elementId);
      if (!document) return notFound(reply, `No background image is set for element ${elementId}.`);
      const body = JSON.stringify(document);
      const etag = etagOf(body);
      reply.header('ETag', etag).header('Cache-Control', REVALIDATE);
      if (etagMatches(ifNoneMatch, etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    }

    const stored = await readMediaFile(app.orm.em.fork(), file, ifNoneMatch);
    if (!stored) return notFound(reply, `No media file is named ${file}.`);
    reply.header('ETag', stored.etag).header('Cache-Control', IMMUTABLE);
    if (stored.bytes === null || etagMatches(ifNoneMatch, stored.etag)) return reply.code(304).send();
    return reply.type(stored.mimeType).send(stored.bytes);
  });
}

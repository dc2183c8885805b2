import type { FastifyInstance } from 'fastify';
import { listMedia } from '../media/media.service.ts';

/** GET /api/media: the media list of spec section 7 ({filename, originalName, url} items). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/media', async () => listMedia(app.orm.em.fork()));
}

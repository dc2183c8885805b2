import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillSearchWords } from './blog-search-words.ts';

/**
 * The blog search's word list at start-up: once the app is ready, the words of published posts written before the
 * triggers that keep the list existed are counted in the background (start-up does not wait); on close, the pass stops after its batch.
 */
export const blogSearchWordsPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    let pass: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      pass = fillSearchWords(app.orm.em.fork(), () => closing)
        .then((read) => {
          if (read > 0) app.log.info({ posts: read }, 'Blog search words filled in after start-up');
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'Filling in the blog search words failed; it is tried again at the next start.');
        });
    });
    app.addHook('onClose', async () => {
      closing = true;
      await pass;
    });
  },
  { name: 'blog-search-words' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../seo/site-origin.ts';
import { backgroundAnalysesSettled, runInBackground, setSeoRuntime, type SeoRuntime } from './seo-runtime.ts';
import { fillMissingAnalyses } from './start-up-pass.ts';

/**
 * The SEO report's part of the app: makes the app's renderer and origin known to the analyses (a page is analysed
 * as a visitor gets it, through an in-process request of its public path) and, once the app is ready, queues the
 * pass that fills the analyses missing (in the background: start-up does not wait for it). On close, the queued
 * analyses finish first.
 */
export const seoReportPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    const runtime: SeoRuntime = {
      get origin() {
        return publicOrigin(app) || undefined;
      },
      async render(path) {
        if (closing) return null;
        const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
        return res.statusCode === 200 && String(res.headers['content-type'] ?? '').includes('text/html') ? res.body : null;
      },
      logError(error, message) {
        app.log.error({ err: error }, message);
      },
    };
    setSeoRuntime(app.orm, runtime);
    app.addHook('onReady', async () => {
      runInBackground(app.orm, 'the start-up pass', async () => {
        const done = await fillMissingAnalyses(app.orm.em.fork(), runtime, () => closing);
        if (done.posts + done.pages + done.builderPages + done.removed > 0)
          app.log.info({ seoAnalyses: done }, 'SEO analyses filled in after start-up');
      });
    });
    app.addHook('onClose', async () => {
      closing = true;
      await backgroundAnalysesSettled(app.orm);
      setSeoRuntime(app.orm, null);
    });
  },
  { name: 'seo-report' },
);

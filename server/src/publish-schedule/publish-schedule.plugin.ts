import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublishScheduler } from './publish-scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The timer of the next scheduled publish (see PublishScheduler); null before the app is ready and once closed. */
    publishScheduler: PublishScheduler | null;
  }
}

/**
 * The publish scheduler's part of the app: started once the app is ready (its first run catches up with what came
 * due while no instance of this process ran, and renders pages through the app), closed with the app, so no timer
 * keeps the process open.
 */
export const publishSchedulePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('publishScheduler', null);
    app.addHook('onReady', async () => {
      const scheduler = new PublishScheduler(app.orm.em.fork(), app.log, app.config.activityRetentionDays);
      app.publishScheduler = scheduler;
      // In the background: start-up does not wait for the database reads.
      void scheduler.run();
    });
    app.addHook('onClose', async () => {
      const scheduler = app.publishScheduler;
      app.publishScheduler = null;
      await scheduler?.close();
    });
  },
  { name: 'publish-schedule' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { countingMailer } from '../metrics/counting-mailer.ts';
import { enqueueMail, mailJobState, mailQueueDepth, senderDomain } from '../mail/mail-jobs.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { MailWorker, type AttemptOutcome } from '../mail/mail-worker.ts';
import { newsletterComposer } from '../newsletter/issue-message.ts';
import { publicOrigin } from '../seo/site-origin.ts';
import type { MailQueue } from '../mail/mail-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable mail queue (mail_jobs) and this instance's worker. */
    mailQueue: MailQueue;
  }
}

/** Options of the mail queue plugin. */
export interface MailQueueOptions {
  /** What delivers: the SMTP relay, or the outbox folder. */
  transport: Mailer;
  /**
   * `app.mailer.send` and `MailQueue.committed` wait for the jobs' first attempts instead of answering once they are
   * queued. Only for the test servers of the tests written before the queue, which read the outbox right after the request.
   */
  awaitDelivery?: boolean;
}

const ATTEMPT_POLL_MS = 10;
const ATTEMPT_WAIT_MS = 30_000;

/**
 * The mail queue's part of the app: `app.mailer` queues each message (its `send` resolves once the job has committed,
 * whatever the relay's state), and a worker started when the app is ready delivers (mail-worker.ts); closed with the
 * app. `/metrics` gains the queue's depth by state (read from the database at each scrape) and this instance's
 * delivery attempts by outcome.
 */
export const mailQueuePlugin = fp(
  async (app: FastifyInstance, options: MailQueueOptions) => {
    const registers = [app.metrics.registry];
    const attempts = new Counter({
      name: 'mail_delivery_attempts_total',
      help: "This instance's mail queue delivery attempts, by outcome (sent; retry: a temporary failure, tried again later; failed: given up; bounced: a newsletter delivery refused for good).",
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['sent', 'retry', 'failed', 'bounced'] satisfies AttemptOutcome[]) attempts.inc({ outcome }, 0);
    new Gauge({
      name: 'mail_queue_jobs',
      help: 'Mail queue jobs by state (queued: waiting for delivery, retrying included; retrying: waiting after a temporary failure; delivering: claimed now; failed: given up; bounced: newsletter deliveries refused for good; skipped: newsletter deliveries whose subscriber left first), across instances.',
      labelNames: ['state'],
      registers,
      async collect() {
        try {
          const depth = await mailQueueDepth(app.orm.em.fork());
          for (const state of ['queued', 'retrying', 'delivering', 'failed', 'bounced', 'skipped'] as const)
            this.set({ state }, depth[state]);
        } catch (error) {
          // The scrape still answers (the database's own metrics say it is down).
          app.log.warn({ err: error }, 'metrics: the mail queue depth could not be read');
        }
      },
    });

    const worker = new MailWorker(
      app.orm.em.fork(),
      countingMailer(options.transport, app.metrics),
      app.config.mailQueue,
      app.log,
      (outcome) => attempts.inc({ outcome }),
      newsletterComposer(app.orm.em.fork(), app.config.newsletterLinkKey, () => publicOrigin(app)),
    );
    const domain = senderDomain(app.config.mailFrom);
    const queue: MailQueue = {
      enqueue: (em, message) => enqueueMail(em, message, domain),
      kick: () => worker.kick(),
      async committed(ids) {
        worker.kick();
        if (options.awaitDelivery) for (const id of ids) await queue.attempted(id);
      },
      async attempted(id) {
        // Bounded: a test must fail on its own assertion, not hang on a worker that never runs.
        const deadline = Date.now() + ATTEMPT_WAIT_MS;
        while (Date.now() < deadline) {
          const state = await mailJobState(app.orm.em.fork(), id);
          if (!state || state.status !== 'queued' || (state.attempts.length > 0 && !state.claimed)) return;
          worker.kick();
          await new Promise((resolve) => setTimeout(resolve, ATTEMPT_POLL_MS));
        }
      },
      worker,
    };
    app.decorate('mailQueue', queue);
    app.decorate('mailer', {
      async send(message: MailMessage) {
        await queue.committed([await queue.enqueue(app.orm.em.fork(), message)]);
      },
    } satisfies Mailer);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.close());
  },
  { name: 'mail-queue', dependencies: ['metrics'] },
);

import { sameSitePath } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { now } from '../clock.ts';
import { writeInBackground } from '../http/background-writes.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { isBotAgent, NotFoundLog, pruneNotFound, referrerLabel } from './not-found-log.ts';
import { redirectKey, ruleLocation, unredirectableProblem } from './redirect-paths.ts';
import { redirectFor } from './redirect-rules.service.ts';

/** What the web app asks before it renders its 404 page (see redirectsPlugin). */
export interface MissingPageAnswers {
  /**
   * Answers a page request for `path` (as asked) that found no page with its redirect rule: a 301 or 302 to the
   * rule's target (the request's query kept), or the status to render the not-found page with (410 for a gone
   * rule), or 404 after counting the miss (not for bots, nor at the site's own addresses; not at all with
   * `count: false`, for a path that is answered again at its tidy address). A redirect is counted as the rule's hit.
   */
  answer(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    options?: { count?: boolean },
  ): Promise<{ redirected: FastifyReply } | { status: 404 | 410 }>;
  /** This instance's counts, written every few seconds. */
  log: NotFoundLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The redirect rules and the 404 monitor (issue 44). */
    missingPages: MissingPageAnswers;
  }
}

/**
 * The redirect rules and the 404 monitor: before the web app renders its not-found page it asks `missingPages`,
 * which answers with a rule (matched from the rules kept in memory, no query of its own) or counts the miss. Counts
 * are written every 5 s and when the app closes; old 404 paths are forgotten daily (writeInBackground).
 */
export const redirectsPlugin = fp(
  async (app: FastifyInstance) => {
    const log = new NotFoundLog();

    app.decorate('missingPages', {
      log,
      async answer(request, reply, path, options = {}) {
        const rule = await redirectFor(app.orm.em.fork(), path);
        const at = now();
        const bot = isBotAgent(request.headers['user-agent']);
        if (rule !== null) {
          if (!bot) log.ruleHit(rule.id, at);
          if (rule.status === 410) return { status: 410 };
          const query = request.url.slice(request.url.indexOf('?') === -1 ? request.url.length : request.url.indexOf('?'));
          const location = ruleLocation(rule, path, query);
          // A target on this site stays on it, whatever a stored rule holds; a full address was checked when saved.
          const safe = location.startsWith('/') ? sameSitePath(location, '/') : location;
          return { redirected: reply.header('Cache-Control', 'no-cache').redirect(safe, rule.status) };
        }
        const key = redirectKey(path);
        // The site's own addresses are not counted (nor redirected): a dead preview or e-mail link's token stays out.
        if (options.count !== false && !bot && key !== null && unredirectableProblem(key) === null) {
          log.record(key, referrerLabel(request.headers.referer, new URL(siteOrigin(request)).host), at);
        }
        return { status: 404 };
      },
    } satisfies MissingPageAnswers);

    writeInBackground(app, {
      what: '404 counts',
      flush: () => log.flush(app.orm.em.fork()),
      prune: () => pruneNotFound(app.orm.em.fork(), app.config.siteCountsRetentionDays, now()),
    });
  },
  { name: 'redirects' },
);

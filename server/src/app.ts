import type { StaffRole } from '@app/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppLucia } from './auth/lucia.ts';
import type { BuilderRuntime } from './builder/builder-page-log.ts';
import { createLogEntryFeed } from './builder/log-entry-feed.ts';
import { createPresenceRuntime } from './presence/presence-runtime.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseTarget } from './db/database-target.ts';
import type { Orm } from './db/orm.ts';
import type { Mailer } from './mail/mailer.ts';
import { mailQueuePlugin } from './plugins/mail-queue.plugin.ts';
import { createAppMetrics } from './metrics/app-metrics.ts';
import { metricsPlugin } from './metrics/metrics.plugin.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { errorsPlugin } from './plugins/errors.plugin.ts';
import { httpCachePlugin } from './plugins/http-cache.plugin.ts';
import { formBodyPlugin } from './plugins/form-body.plugin.ts';
import { inputGuardPlugin, inputGuardServerOptions } from './plugins/input-guard.plugin.ts';
import { logSerializers } from './plugins/log-serializers.ts';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed.plugin.ts';
import { originCheckPlugin } from './plugins/origin-check.plugin.ts';
import { rateLimitStorePlugin } from './plugins/rate-limit-store.plugin.ts';
import { readCachePlugin } from './plugins/read-cache.plugin.ts';
import { requestIdPlugin, requestIdServerOptions } from './plugins/request-id.plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { sessionPlugin } from './plugins/session.plugin.ts';
import { trpcPlugin } from './plugins/trpc.plugin.ts';
import { webAppPlugin } from './plugins/web-app.plugin.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { builderFeedRoutes } from './routes/builder-feed.routes.ts';
import { presenceRoutes } from './routes/presence.routes.ts';
import { adminNoticesRoutes } from './routes/admin-notices.routes.ts';
import { createAdminNoticesChannel } from './post-review/admin-notices.ts';
import { contentTransferRoutes } from './routes/content-transfer.routes.ts';
import { csvExportRoutes } from './routes/csv-export.routes.ts';
import { dataExportRoutes } from './routes/data-export.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { publicFormsRoutes } from './routes/public-forms.routes.ts';
import { newsletterLinksRoutes } from './routes/newsletter-links.routes.ts';
import { newsletterViewRoutes } from './routes/newsletter-view.routes.ts';
import { emailLinksRoutes } from './routes/email-links.routes.ts';
import { mediaUploadRoutes } from './routes/media-upload.routes.ts';
import { mediaRoutes } from './routes/media.routes.ts';
import { seoRoutes } from './routes/seo.routes.ts';
import { wordpressImportRoutes } from './routes/wordpress-import.routes.ts';
import { wordpressRedirectsPlugin } from './wordpress/wordpress-redirects.plugin.ts';
import { redirectsPlugin } from './redirects/redirects.plugin.ts';
import { siteSearchPlugin } from './site-search/site-search.plugin.ts';
import { analyticsPlugin } from './analytics/analytics.plugin.ts';
import { seoReportPlugin } from './seo-report/seo-report.plugin.ts';
import { publishSchedulePlugin } from './publish-schedule/publish-schedule.plugin.ts';
import { blogSearchWordsPlugin } from './blog/blog-search-words.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    orm: Orm;
    lucia: AppLucia;
    /** Sends e-mail through the mail queue: `send` resolves once the job is committed (plugins/mail-queue.plugin.ts). */
    mailer: Mailer;
    /** The page builder's live feed and snapshot interval. */
    builder: BuilderRuntime;
    /** Every route the app registered, for the authorization test and diagnostics. */
    routeSummaries: RouteSummary[];
  }
}

/**
 * One registered route: its method, URL, whether it is admin-only, whether it takes no-script form posts, and
 * who it exists for when not everyone (`visibleTo`, see method-not-allowed.plugin.ts).
 */
export interface RouteSummary {
  method: string;
  url: string;
  access: StaffRole | 'signed-in' | undefined;
  acceptsForm: boolean;
  visibleTo?: (request: FastifyRequest) => boolean;
}

/** What the app is built from; tests pass their own database and mailer. */
export interface AppDependencies {
  config: AppConfig;
  orm: Orm;
  /** Where `orm` connects: the builder's live feed listens there (or in process, on the embedded database). */
  database: DatabaseTarget;
  lucia: AppLucia;
  /** The transport the mail queue's worker delivers through (SMTP relay or outbox folder). */
  mailer: Mailer;
  /**
   * A request that queues e-mail (`app.mailer.send`, `app.mailQueue.committed`) waits for its jobs' first delivery
   * attempts (the test servers of tests that read the outbox right after a request); otherwise it answers once they are queued.
   */
  awaitMailDelivery?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /**
   * Milliseconds between the admin notices stream's re-checks (default 5000). A test sets it beyond its own length, so
   * a count it sees can only have been pushed by the change itself.
   */
  noticesRecheckMs?: number;
}

/** Builds the Fastify app (plugins, then routes) without listening; `main.ts` listens. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, serializers: logSerializers, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // A plugin may load the web app's server-rendering entry; compiling it from source (the tests) took over
    // Fastify's 10 s on a loaded 2-core machine. A start still ends with the error if one never finishes.
    pluginTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    ...requestIdServerOptions,
    ...inputGuardServerOptions,
  });

  // An empty JSON body reads as "no body", so the schema names the missing fields instead of
  // the request failing as malformed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Every API reads JSON; anything else is a 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    // Fastify's default JSON parser answers through `done` and returns nothing.
    void parseJson(request, String(body), done);
  });

  app.decorate('config', deps.config);
  app.decorate('orm', deps.orm);
  app.decorate('lucia', deps.lucia);
  const metrics = createAppMetrics();
  const builder: BuilderRuntime = {
    feed: createLogEntryFeed(deps.database, deps.orm, app.log),
    snapshotInterval: deps.config.builderSnapshotInterval,
  };
  app.decorate('builder', builder);
  app.addHook('onClose', () => builder.feed.close());
  const presence = createPresenceRuntime(deps.database, deps.orm, app.log);
  app.decorate('presence', presence);
  app.addHook('onClose', () => presence.close());
  const adminNotices = createAdminNoticesChannel(deps.database, deps.orm, app.log);
  app.decorate('adminNotices', adminNotices);
  app.addHook('onClose', () => adminNotices.close());
  const routeSummaries: RouteSummary[] = [];
  app.decorate('routeSummaries', routeSummaries);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeSummaries.push({
        method,
        url: route.url,
        access: route.config?.access,
        acceptsForm: route.config?.acceptsForm === true,
        ...(route.config?.visibleTo ? { visibleTo: route.config.visibleTo } : {}),
      });
    }
  });

  // First: every later hook's answer (a kept page, a refusal) carries the request id and is counted.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { metrics });
  // `app.mailer` queues; the worker delivers through `deps.mailer`.
  await app.register(mailQueuePlugin, { transport: deps.mailer, awaitDelivery: deps.awaitMailDelivery === true });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(formBodyPlugin);
  await app.register(rateLimitStorePlugin);
  await app.register(readCachePlugin, { database: deps.database });
  // Before the HTTP cache: an old WordPress address (`/?p=123` is the home page's path) moves before a kept page answers.
  await app.register(wordpressRedirectsPlugin);
  await app.register(redirectsPlugin);
  await app.register(siteSearchPlugin);
  await app.register(analyticsPlugin);
  await app.register(httpCachePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(originCheckPlugin, {
    trustedOrigins: [...deps.config.trustedOrigins, ...(deps.config.publicOrigin ? [deps.config.publicOrigin] : [])],
  });
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(newsletterLinksRoutes);
  await app.register(newsletterViewRoutes);
  await app.register(emailLinksRoutes);
  // The routes that act for the signed-in user, in a scope of their own with the session hook.
  await app.register(async (scope) => {
    await scope.register(sessionPlugin, { lucia: deps.lucia });
    await scope.register(authRoutes);
    await scope.register(publicFormsRoutes);
    await scope.register(mediaUploadRoutes);
    await scope.register(builderFeedRoutes);
    await scope.register(presenceRoutes);
    await scope.register(adminNoticesRoutes, deps.noticesRecheckMs === undefined ? {} : { recheckMs: deps.noticesRecheckMs });
    await scope.register(csvExportRoutes);
    await scope.register(contentTransferRoutes);
    await scope.register(dataExportRoutes);
    await scope.register(wordpressImportRoutes);
    await scope.register(trpcPlugin);
  });
  await app.register(webAppPlugin, { dir: deps.config.webDistDir, islands: deps.config.serveIslands });
  // After the web app: the SEO analysis renders pages through it.
  await app.register(seoReportPlugin);
  await app.register(publishSchedulePlugin);
  await app.register(blogSearchWordsPlugin);

  return app;
}

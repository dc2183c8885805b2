import type { PublicUser } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Session } from 'lucia';
import type { BuilderRuntime } from '../builder/builder-page-log.ts';
import { createInProcessLogEntryFeed } from '../builder/log-entry-feed.ts';
import type { NoticeChannel } from '../db/notice-channel.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { AdminNoticeChange } from '../post-review/admin-notices.ts';
import { publicOrigin } from '../seo/site-origin.ts';
import type { NotFoundLog } from '../redirects/not-found-log.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-recorder.ts';
import type { SiteSearchLog } from '../site-search/site-search-log.ts';

/** What every procedure receives: a request-scoped entity manager and the signed-in user, if any. */
export interface Context {
  em: EntityManager;
  user: PublicUser | null;
  session: Session | null;
  /** The caller's IP address, for rate limits. */
  ip: string;
  /** The page builder's live feed and snapshot interval. */
  builder: BuilderRuntime;
  /**
   * How to e-mail a link to this site (the site's public origin, never a request header): the mail queue, whose jobs
   * a procedure makes in the transaction of the change that causes them (mail/mail-in-transaction.ts), the configured
   * newsletter link key (NEWSLETTER_LINK_KEY) and the sender (MAIL_FROM); null without an app.
   */
  mail: { queue: MailQueue; origin: string; linkKey?: string; from?: string } | null;
  /** The admin notices channel (the sidebar's count of posts in review); absent without an app. */
  notices?: NoticeChannel<AdminNoticeChange>;
  /** This instance's 404 and redirect counts not yet written (the 404 list writes them first, so it shows them). */
  notFoundLog?: NotFoundLog;
  /** This instance's blog searches not yet written (the blog's search notes what each found; the terms list writes them first). */
  siteSearch?: SiteSearchLog;
  /** This instance's page views not yet written (the analytics screen writes them and counts today again first). */
  analytics?: AnalyticsRecorder;
}

/** Without an app (a test calling routers directly): a feed nobody listens to, snapshots every 100 log entries. */
const detachedBuilder: BuilderRuntime = { feed: createInProcessLogEntryFeed({}), snapshotInterval: 100 };

/** Builds a context without HTTP, for tests and server-side callers. */
export function createContextInner(
  options: Omit<Context, 'ip' | 'builder' | 'mail'> & { ip?: string; builder?: BuilderRuntime; mail?: Context['mail'] },
): Context {
  return { ip: '127.0.0.1', builder: detachedBuilder, mail: null, ...options };
}

/** Builds the context of one HTTP request from what the session plugin found. */
export function createContext({ req }: CreateFastifyContextOptions): Context {
  return createContextInner({
    em: req.server.orm.em.fork(),
    user: req.user,
    session: req.session,
    ip: req.ip,
    builder: req.server.builder,
    mail: {
      origin: publicOrigin(req.server),
      linkKey: req.server.config.newsletterLinkKey,
      queue: req.server.mailQueue,
      from: req.server.config.mailFrom,
    },
    notices: req.server.adminNotices,
    notFoundLog: req.server.missingPages.log,
    siteSearch: req.server.siteSearch,
    analytics: req.server.analytics,
  });
}

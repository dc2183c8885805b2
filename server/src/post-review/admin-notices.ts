import { ADMIN_NOTICES_EVENT, type AdminNotices } from '@app/contracts';
import type { DatabaseTarget } from '../db/database-target.ts';
import { createNoticeChannel, type ChannelLogger, type NoticeChannel } from '../db/notice-channel.ts';
import type { Orm } from '../db/orm.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** That the admin notices changed (a post entered or left review): every open notices stream reads its count again. */
export interface AdminNoticeChange {
  topic: 'review';
}

/** The one topic of the admin notices channel. */
export const REVIEW_TOPIC = 'review';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every app instance's notices streams that the admin notices changed. */
    adminNotices: NoticeChannel<AdminNoticeChange>;
  }
}

/** The admin notices channel of an app instance (NOTIFY on PostgreSQL, an in-process emitter on the embedded one). */
export function createAdminNoticesChannel(target: DatabaseTarget, orm: Orm, log: ChannelLogger): NoticeChannel<AdminNoticeChange> {
  return createNoticeChannel<AdminNoticeChange>(
    target,
    orm,
    { channel: 'admin_notices', topicOf: (notice) => notice.topic, applicationName: 'localrank-admin-notices' },
    log,
  );
}

/** One `notices` server-sent event. */
export function adminNoticesChunk(notices: AdminNotices): string {
  return `event: ${ADMIN_NOTICES_EVENT}\ndata: ${JSON.stringify(notices)}\n\n`;
}

/**
 * Tells every open notices stream, on every app instance, to count the posts in review again: after a review change,
 * and after a publish or a delete (either can take a post out of review). Call once `em`'s writes have committed.
 */
export async function announceReviewChange(notices: NoticeChannel<AdminNoticeChange> | undefined, em: EntityManager): Promise<void> {
  if (!notices) return;
  await notices.announceInTransaction(em, { topic: REVIEW_TOPIC });
  notices.announceCommitted({ topic: REVIEW_TOPIC });
}

// The activity log's entries of scheduled publishes going live: one per event, dated at its scheduled time, by the
// admin who scheduled it, however many instances notice it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivityOnce, type Actor, type ActivityRecord } from './activity.service.ts';
import { builderLink, postLink } from './activity-links.ts';

/**
 * When a published post goes public, as SQL over blog_posts: the end of its time offline, else its publish time
 * (the expression blog_posts_goes_live_index holds, over the published posts).
 */
export const POST_GOES_LIVE_SQL = 'coalesce(offline_until, published_at)';

/** A scheduled publish that went live, as the log records it. */
interface WentLive {
  actor: Actor;
  record: ActivityRecord;
  subject: string;
  at: Date;
}

interface BuilderRow {
  id: number;
  name: string;
  slug: string;
  version: number;
  at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
}

interface PostRow {
  id: number;
  title: string;
  returned: boolean;
  at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
}

const BUILDER_SUBJECT = 'builder-page:';
const POST_SUBJECT = 'blog-post:';

/** What a went-live entry of a builder page is about. */
export function builderPageSubject(pageId: number): string {
  return `${BUILDER_SUBJECT}${pageId}`;
}

/** What a went-live entry of a post is about. */
export function blogPostSubject(postId: number): string {
  return `${POST_SUBJECT}${postId}`;
}

/**
 * The scheduled publishes that went live after `from` up to `until` and are not logged yet: a builder page's
 * scheduled version (of a page not deleted and active), a scheduled post's first publication or end of a time
 * offline. The one who scheduled a page is the author of its publish checkpoint at that time; of a post, its
 * `scheduled_by`; their username now (none once the account is deleted).
 */
async function unloggedWentLive(em: EntityManager, from: Date, until: Date): Promise<WentLive[]> {
  const connection = em.getConnection();
  const pages = await connection.execute<BuilderRow[]>(
    `select b.id, b.name, b.slug, b.scheduled_version as version, b.scheduled_at as at, u.id as actor_id, u.username as actor_name
       from builder_pages b
       left join lateral (select c.author_id from page_checkpoints c
                           where c.page_id = b.id and c.kind = 'publish' and c.created_at = b.scheduled_at
                           order by c.id desc limit 1) c on true
       left join users u on u.id = c.author_id
      where b.deleted_at is null and b.is_active and b.scheduled_at > ? and b.scheduled_at <= ?
        and not exists (select 1 from activity_entries e
                         where e.kind = 'builder.went-live' and e.subject = ? || b.id and e.at = b.scheduled_at)
      order by b.scheduled_at, b.id`,
    [from, until, BUILDER_SUBJECT],
    'all',
    em.getTransactionContext(),
  );
  const posts = await connection.execute<PostRow[]>(
    `select p.id, p.title, p.offline_until is not null as returned, ${POST_GOES_LIVE_SQL} as at, u.id as actor_id, u.username as actor_name
       from blog_posts p
       left join users u on u.id = p.scheduled_by
      where p.status = 'published' and p.scheduled and ${POST_GOES_LIVE_SQL} > ? and ${POST_GOES_LIVE_SQL} <= ?
        and not exists (select 1 from activity_entries e
                         where e.kind = 'blog.went-live' and e.subject = ? || p.id and e.at = ${POST_GOES_LIVE_SQL})
      order by ${POST_GOES_LIVE_SQL}, p.id`,
    [from, until, POST_SUBJECT],
    'all',
    em.getTransactionContext(),
  );
  const actor = (row: { actor_id: number | null; actor_name: string | null }): Actor => ({ id: row.actor_id, username: row.actor_name });
  return [
    ...pages.map((row) => ({
      actor: actor(row),
      record: {
        kind: 'builder.went-live' as const,
        summary: `Version ${row.version} of the builder page "${row.name}" went live, as scheduled`,
        link: builderLink(row.slug),
      },
      subject: builderPageSubject(row.id),
      at: new Date(row.at),
    })),
    ...posts.map((row) => ({
      actor: actor(row),
      record: {
        kind: 'blog.went-live' as const,
        summary: row.returned
          ? `The post "${row.title}" came back online, as scheduled`
          : `The post "${row.title}" went live, as scheduled`,
        link: postLink(row.id),
      },
      subject: blogPostSubject(row.id),
      at: new Date(row.at),
    })),
  ];
}

/**
 * Logs the scheduled publishes that went live after `from` up to `until` (one entry each, even when every instance
 * does it at once); resolves to how many entries this call wrote. Inside a transaction, pass its entity manager.
 */
export async function logWentLive(em: EntityManager, from: Date, until: Date): Promise<number> {
  let written = 0;
  for (const event of await unloggedWentLive(em, from, until)) {
    if (await recordActivityOnce(em, event.actor, event.record, event)) written += 1;
  }
  return written;
}

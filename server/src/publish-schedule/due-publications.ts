// What the publish scheduler asks the database: when the next scheduled publish is, and what came due in a window.
import type { EntityManager } from '@mikro-orm/postgresql';
import { nextScheduledPublication } from '../blog/blog-post.service.ts';
import { nextScheduledUpdate } from '../blog/scheduled-update.ts';
import { nextBuilderPublication } from '../builder/builder-publication.ts';
import { POST_GOES_LIVE_SQL } from '../activity/went-live-log.ts';

/**
 * When the next scheduled publish after `at` happens (epoch ms), a builder page's, a post's or a post's scheduled
 * Update; undefined for none.
 */
export async function nextDuePublication(em: EntityManager, at: Date): Promise<number | undefined> {
  const times = (await Promise.all([nextBuilderPublication(em, at), nextScheduledPublication(em, at), nextScheduledUpdate(em, at)])).filter(
    (time): time is number => time !== undefined,
  );
  return times.length === 0 ? undefined : Math.min(...times);
}

/** What went public by schedule in a window of time. */
export interface DuePublications {
  /** The builder pages whose scheduled publish came due (their SEO analysis is to be made again). */
  builderPageIds: number[];
  /** The posts that came due (a first publication, or the end of a time offline), by id. */
  postIds: number[];
}

/**
 * What came due after `since` up to `until`. Without `since` (at start-up: what came due while no instance of this
 * process ran is unknown), the builder pages whose scheduled publish has come but whose stored SEO analysis is older
 * than it, or was last touched only by a keyphrase refresh (which does not render the page); no post then (a new
 * process starts with an empty cache).
 */
export async function duePublications(em: EntityManager, since: Date | null, until: Date): Promise<DuePublications> {
  const connection = em.getConnection();
  const pages = await connection.execute<Array<{ id: number }>>(
    `select b.id from builder_pages b
       left join seo_analyses a on a.kind = 'builder' and a.ref_id = b.id::text
      where b.deleted_at is null and b.scheduled_at <= ?
        and (b.scheduled_at > ?::timestamptz
             or (?::timestamptz is null and (a.analysed_at is null or a.analysed_at < b.scheduled_at or a.analysed_by = 'keyphrase')))
      order by b.scheduled_at, b.id`,
    [until, since, since],
  );
  const builderPageIds = pages.map((row) => row.id);
  if (since === null) return { builderPageIds, postIds: [] };
  const posts = await connection.execute<Array<{ id: number }>>(
    `select id from blog_posts
      where status = 'published' and ${POST_GOES_LIVE_SQL} > ? and ${POST_GOES_LIVE_SQL} <= ?
      order by ${POST_GOES_LIVE_SQL}, id`,
    [since, until],
  );
  return { builderPageIds, postIds: posts.map((row) => row.id) };
}

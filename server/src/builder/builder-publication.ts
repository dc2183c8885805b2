// Which version of a builder page the public sees, and when: a published one, or a scheduled one once its time has
// come. Compared with the injectable clock on every read (no write at that time), so a scheduled page goes live on
// every instance at its time; cached reads expire at the next such time (`untilNextBuilderPublication`), and what is
// derived from the public site (the SEO report) is refreshed then by the publish scheduler (publish-schedule/).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Loaded } from '../cache/read-cache.ts';
import type { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { livePublication, pendingPublication } from '../entities/builder-page-publication.ts';

/** The ORM condition of an active page that is public at `at` (published, or scheduled for a time that has come). */
export function publicBuilderPageFilter(at: Date) {
  return { isActive: true, $or: [{ publishedVersion: { $ne: null } }, { scheduledAt: { $lte: at } }] };
}

/** The same as SQL over builder_pages aliased `p`, with its binding (`at`). */
export function publicBuilderPageSql(at: Date): { sql: string; bindings: Date[] } {
  return { sql: `p.is_active and (p.published_version is not null or p.scheduled_at <= ?)`, bindings: [at] };
}

/**
 * Moves a scheduled publish whose time has come into the published fields (so a write starts from what the public
 * sees); the row is changed in memory, for the caller's flush.
 */
export function settlePublication(row: BuilderPageRow, at: Date): void {
  const live = livePublication(row, at);
  if (pendingPublication(row, at) !== null) return;
  row.scheduledVersion = null;
  row.scheduledAt = null;
  row.publishedVersion = live?.version ?? null;
  row.publishedAt = live?.publishedAt ?? null;
}

/** When the next builder page scheduled at `at` goes public (epoch ms), if any: cached builder reads expire then. */
export async function nextBuilderPublication(em: EntityManager, at: Date): Promise<number | undefined> {
  const rows = await em
    .getConnection()
    .execute<Array<{ next: Date | string | null }>>(
      'select min(scheduled_at) as next from builder_pages where deleted_at is null and scheduled_at > ?',
      [at],
      'all',
      em.getTransactionContext(),
    );
  const next = rows[0]?.next;
  return next === null || next === undefined ? undefined : new Date(next).getTime();
}

/** A builder read to cache, expiring when the next scheduled page goes public (and changes what is public). */
export async function untilNextBuilderPublication<T>(em: EntityManager, at: Date, value: Promise<T>): Promise<Loaded<T>> {
  const [loaded, expiresAt] = await Promise.all([value, nextBuilderPublication(em, at)]);
  return { value: loaded, expiresAt };
}

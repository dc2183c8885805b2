import type { KeyphraseUse, SeoContentKind, SeoContentRef } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keyphraseKey } from './keyphrase-key.ts';

/** At most this many uses are listed (the "used before" check needs two; a person reads a few). */
export const KEYPHRASE_USES_LIMIT = 20;

/**
 * Who asks: editors and up see every use; an author or contributor (`ownPostsOf` their account id) sees only what
 * the public already sees (the built-in pages, live posts and published builder pages) and their own posts, so
 * the check never reveals the title of someone else's draft.
 */
export type KeyphraseUsesViewer = { seesAll: true } | { seesAll: false; ownPostsOf: number };

// A builder page scheduled for a time that has come is public (builder-publication.ts), though its row still names
// the version as scheduled until its next write.
// The cases keep each cast to the rows of its kind (a built-in page's ref_id is a slug), and let the joins use the
// primary keys.
const ONLY_VISIBLE_TO_AUTHOR = `and (
  s.kind = 'page'
  or (s.kind = 'post' and exists (select 1 from blog_posts p
        where p.id = case when s.kind = 'post' then s.ref_id::integer end
          and ((p.status = 'published' and p.published_at <= now()) or p.created_by = ?)))
  or (s.kind = 'builder' and exists (select 1 from builder_pages b
        where b.id = case when s.kind = 'builder' then s.ref_id::integer end
          and b.deleted_at is null and (b.published_version is not null or b.scheduled_at <= now())))
)`;

/**
 * The posts, built-in pages and builder pages whose focus keyphrase is the same search as `keyphrase` (same stems
 * in the same order, as the engine's sameKeyphrase), leaving out `except` and what `viewer` may not see: one
 * indexed equality on the stored key. A keyphrase without words is used by nothing.
 */
export async function findKeyphraseUses(
  em: EntityManager,
  keyphrase: string,
  viewer: KeyphraseUsesViewer,
  except?: SeoContentRef,
): Promise<KeyphraseUse[]> {
  const key = keyphraseKey(keyphrase);
  if (key === '') return [];
  const restricted = !viewer.seesAll;
  const rows = await em
    .getConnection()
    .execute<Array<{ kind: SeoContentKind; ref_id: string; name: string; path: string; focus_keyphrase: string }>>(
      `select s.kind, s.ref_id, s.name, s.path, s.focus_keyphrase from seo_analyses s
      where s.keyphrase_key = ? and s.keyphrase_key <> '' and not (s.kind = ? and s.ref_id = ?)
      ${restricted ? ONLY_VISIBLE_TO_AUTHOR : ''}
      order by s.kind, s.name, s.ref_id
      limit ?`,
      [key, except?.kind ?? '', except?.id ?? '', ...(viewer.seesAll ? [] : [viewer.ownPostsOf]), KEYPHRASE_USES_LIMIT],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => ({ kind: row.kind, id: row.ref_id, name: row.name, path: row.path, focusKeyphrase: row.focus_keyphrase }));
}

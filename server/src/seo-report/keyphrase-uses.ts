import type { KeyphraseUse, SeoContentKind, SeoContentRef } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keyphraseKey } from './keyphrase-key.ts';

/** At most this many uses are listed (the "used before" check needs two; a person reads a few). */
export const KEYPHRASE_USES_LIMIT = 20;

/**
 * The posts, built-in pages and builder pages whose focus keyphrase is the same search as `keyphrase` (same stems
 * in the same order, as the engine's sameKeyphrase), leaving out `except`: one indexed equality on the stored key.
 * A keyphrase without words is used by nothing.
 */
export async function findKeyphraseUses(em: EntityManager, keyphrase: string, except?: SeoContentRef): Promise<KeyphraseUse[]> {
  const key = keyphraseKey(keyphrase);
  if (key === '') return [];
  const rows = await em
    .getConnection()
    .execute<Array<{ kind: SeoContentKind; ref_id: string; name: string; path: string; focus_keyphrase: string }>>(
      `select kind, ref_id, name, path, focus_keyphrase from seo_analyses
      where keyphrase_key = ? and keyphrase_key <> '' and not (kind = ? and ref_id = ?)
      order by kind, name, ref_id
      limit ?`,
      [key, except?.kind ?? '', except?.id ?? '', KEYPHRASE_USES_LIMIT],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => ({ kind: row.kind, id: row.ref_id, name: row.name, path: row.path, focusKeyphrase: row.focus_keyphrase }));
}

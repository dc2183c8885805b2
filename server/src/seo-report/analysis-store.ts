// Writes the stored analyses (seo_analyses): one row per piece of content, and the "used before" check of every
// row that shares its keyphrase kept in step.
import type { SeoContentKind } from '@app/contracts';
import type { Check } from '@app/seo-analysis';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import {
  analyseContent,
  usedBeforeCheck,
  withUsedBefore,
  type AnalysedBy,
  type AnalysedContent,
  type AnalysisFields,
} from './analysis-row.ts';

/** Runs one SQL statement on the transaction's connection. */
function execute<T extends object[]>(tx: EntityManager, sql: string, params: unknown[]): Promise<T> {
  return tx.getConnection().execute<T>(sql, params, 'all', tx.getTransactionContext());
}

/**
 * Writes to seo_analyses one at a time across the site (a transaction-scoped advisory lock), so two saves that take
 * the same keyphrase at the same moment both see the other. Held only for the few statements that follow: the
 * content itself is analysed before.
 */
async function lockAnalyses(tx: EntityManager): Promise<void> {
  await execute<object[]>(tx, 'select pg_advisory_xact_lock(hashtext(?))', ['seo_analyses']);
}

interface StoredChecks {
  kind: SeoContentKind;
  ref_id: string;
  focus_keyphrase: string;
  seo_checks: Check[];
  readability_checks: Check[];
}

/** The focus keyphrases of the rows with `key`, but the row (kind, refId). */
async function otherKeyphrases(tx: EntityManager, key: string, kind: SeoContentKind, refId: string): Promise<string[]> {
  if (key === '') return [];
  const rows = await execute<Array<{ focus_keyphrase: string }>>(
    tx,
    `select focus_keyphrase from seo_analyses where keyphrase_key = ? and not (kind = ? and ref_id = ?)`,
    [key, kind, refId],
  );
  return rows.map((row) => row.focus_keyphrase);
}

/** Brings the "used before" check (with score and worst problem) of every row with `key` up to date. */
async function refreshKey(tx: EntityManager, key: string, at: Date): Promise<void> {
  if (key === '') return;
  const rows = await execute<StoredChecks[]>(
    tx,
    `select kind, ref_id, focus_keyphrase, seo_checks, readability_checks from seo_analyses where keyphrase_key = ?`,
    [key],
  );
  for (const [i, row] of rows.entries()) {
    const others = rows.filter((_, j) => j !== i).map((other) => other.focus_keyphrase);
    const patch = withUsedBefore(
      { seoChecks: row.seo_checks, readabilityChecks: row.readability_checks },
      usedBeforeCheck(row.focus_keyphrase, others),
    );
    if (!patch) continue;
    await execute<object[]>(
      tx,
      `update seo_analyses set seo_checks = ?::jsonb, seo_score = ?, worst_id = ?, worst_rating = ?, worst_text = ?,
              analysed_by = 'keyphrase', analysed_at = ?
        where kind = ? and ref_id = ?`,
      [JSON.stringify(patch.seoChecks), patch.seoScore, ...worstColumns(patch.worst), at, row.kind, row.ref_id],
    );
  }
}

function worstColumns(worst: Check | null): [string | null, string | null, string | null] {
  return worst ? [worst.id, worst.rating, worst.text] : [null, null, null];
}

/** One analysed piece of content, its result (its "used before" check not yet compared with the other rows). */
export interface PreparedAnalysis {
  content: AnalysedContent;
  fields: AnalysisFields;
}

/** Analyses content (the CPU part, outside any lock). */
export function prepareAnalysis(content: AnalysedContent): PreparedAnalysis {
  return { content, fields: analyseContent(content, []) };
}

/**
 * Stores analyses, each with its "used before" check against the other rows, and brings the rows that share their
 * old or new keyphrase up to date, in one transaction (the caller's, when it runs in one).
 */
export async function storeAnalyses(em: EntityManager, analyses: PreparedAnalysis[], by: AnalysedBy): Promise<void> {
  if (analyses.length === 0) return;
  const at = now();
  await em.transactional(async (tx) => {
    await lockAnalyses(tx);
    const touchedKeys = new Set<string>();
    for (const { content, fields } of analyses) {
      const [old] = await execute<Array<{ keyphrase_key: string }>>(
        tx,
        'select keyphrase_key from seo_analyses where kind = ? and ref_id = ?',
        [content.kind, content.refId],
      );
      const others = await otherKeyphrases(tx, fields.keyphraseKey, content.kind, content.refId);
      const final = { ...fields, ...withUsedBefore(fields, usedBeforeCheck(content.input.keyphrase, others)) };
      await execute<object[]>(
        tx,
        `insert into seo_analyses (kind, ref_id, name, path, admin_href, focus_keyphrase, keyphrase_key, robots, seo_score,
                                   readability_score, worst_id, worst_rating, worst_text, seo_checks, readability_checks,
                                   analysed_from, analysed_by, analysed_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)
         on conflict (kind, ref_id) do update set
           name = excluded.name, path = excluded.path, admin_href = excluded.admin_href,
           focus_keyphrase = excluded.focus_keyphrase, keyphrase_key = excluded.keyphrase_key, robots = excluded.robots,
           seo_score = excluded.seo_score, readability_score = excluded.readability_score, worst_id = excluded.worst_id,
           worst_rating = excluded.worst_rating, worst_text = excluded.worst_text, seo_checks = excluded.seo_checks,
           readability_checks = excluded.readability_checks, analysed_from = excluded.analysed_from,
           analysed_by = excluded.analysed_by, analysed_at = excluded.analysed_at`,
        [
          content.kind,
          content.refId,
          content.name,
          content.path,
          content.adminHref,
          content.input.keyphrase,
          final.keyphraseKey,
          content.robots,
          final.seoScore,
          final.readabilityScore,
          ...worstColumns(final.worst),
          JSON.stringify(final.seoChecks),
          JSON.stringify(final.readabilityChecks),
          content.analysedFrom,
          by,
          at,
        ],
      );
      // The rows sharing the old or new keyphrase gain or lose a user; with the same key nothing changes for them.
      if (old?.keyphrase_key !== final.keyphraseKey) {
        touchedKeys.add(final.keyphraseKey);
        if (old) touchedKeys.add(old.keyphrase_key);
      }
    }
    for (const key of touchedKeys) await refreshKey(tx, key, at);
  });
}

/** Removes the stored analysis of deleted content; the rows that shared its keyphrase lose a user. */
export async function removeAnalysis(em: EntityManager, kind: SeoContentKind, refId: string): Promise<void> {
  await em.transactional(async (tx) => {
    await lockAnalyses(tx);
    const removed = await execute<Array<{ keyphrase_key: string }>>(
      tx,
      'delete from seo_analyses where kind = ? and ref_id = ? returning keyphrase_key',
      [kind, refId],
    );
    for (const row of removed) await refreshKey(tx, row.keyphrase_key, now());
  });
}

// What one row of seo_analyses holds, computed with the shared engine from what was analysed.
import type { RobotsValue, SeoContentKind } from '@app/contracts';
import { analyse, score, worstCheck, type AnalysisInput, type Check } from '@app/seo-analysis';
import { keyphraseKey } from './keyphrase-key.ts';

/** One piece of content as it is analysed: what the report shows of it, and the engine's input. */
export interface AnalysedContent {
  kind: SeoContentKind;
  refId: string;
  name: string;
  path: string;
  adminHref: string;
  robots: RobotsValue;
  /** The engine's input, without the other content's keyphrases (the store adds them). */
  input: Omit<AnalysisInput, 'otherKeyphrases'>;
  /** What was analysed, said for a person ('revision 4 of the stored post', 'the rendered /pricing at version 3'). */
  analysedFrom: string;
}

/** Why a row was (re)written: the content's save, the pass after start-up, or another row's keyphrase. */
export type AnalysedBy = 'save' | 'start-up' | 'keyphrase';

/** The stored result of one analysis. */
export interface AnalysisFields {
  keyphraseKey: string;
  seoScore: number;
  readabilityScore: number;
  worst: Check | null;
  seoChecks: Check[];
  readabilityChecks: Check[];
}

/** The check shown as the worst problem: the first bad one of SEO then readability, else the first ok one. */
export function worstProblem(seo: readonly Check[], readability: readonly Check[]): Check | null {
  return worstCheck([...seo, ...readability]);
}

/** Analyses content with the focus keyphrases of the other content that share its key. */
export function analyseContent(content: AnalysedContent, otherKeyphrases: string[]): AnalysisFields {
  const result = analyse({ ...content.input, otherKeyphrases });
  return {
    keyphraseKey: keyphraseKey(content.input.keyphrase),
    seoScore: result.seoScore,
    readabilityScore: result.readabilityScore,
    worst: worstProblem(result.seo, result.readability),
    seoChecks: result.seo,
    readabilityChecks: result.readability,
  };
}

/** The "used before" check of a keyphrase among others, exactly as the engine makes it. */
export function usedBeforeCheck(keyphrase: string, otherKeyphrases: string[]): Check | undefined {
  const result = analyse({ keyphrase, otherKeyphrases, seoTitle: '', metaDescription: '', slug: '', html: '' });
  return result.seo.find((check) => check.id === USED_BEFORE);
}

/** The id of the one check that depends on other content. */
export const USED_BEFORE = 'keyphrase-used-before';

/**
 * Stored checks with the "used before" check replaced, and the score and worst problem that follow; null when the
 * check is unchanged (or absent: no keyphrase).
 */
export function withUsedBefore(
  stored: { seoChecks: Check[]; readabilityChecks: Check[] },
  check: Check | undefined,
): Pick<AnalysisFields, 'seoChecks' | 'seoScore' | 'worst'> | null {
  const at = stored.seoChecks.findIndex((c) => c.id === USED_BEFORE);
  if (!check || at < 0) return null;
  const old = stored.seoChecks[at]!;
  if (old.rating === check.rating && old.text === check.text) return null;
  const seoChecks = stored.seoChecks.map((c, i) => (i === at ? check : c));
  return { seoChecks, seoScore: score(seoChecks), worst: worstProblem(seoChecks, stored.readabilityChecks) };
}

// The analysis: every SEO and readability check of a page or post, with a score per group.
import { keyphraseChecks } from './checks-keyphrase.ts';
import { lengthChecks } from './checks-length.ts';
import { linkAndImageChecks } from './checks-links.ts';
import { readabilityChecks } from './checks-readability.ts';
import { readDocument } from './document.ts';
import type { AnalysisInput, AnalysisResult, Check, Rating } from './types.ts';

const POINTS: Readonly<Record<Rating, number>> = { good: 1, ok: 0.5, bad: 0 };

/** A group's score from 0 to 100: good counts 1, ok a half, bad nothing, averaged and rounded. */
export function score(checks: readonly Check[]): number {
  if (checks.length === 0) return 0;
  return Math.round((100 * checks.reduce((sum, c) => sum + POINTS[c.rating], 0)) / checks.length);
}

/** A score's traffic light: 70 or more is good (green), 40 or more ok (orange), below bad (red). */
export function scoreRating(value: number): Rating {
  if (value >= 70) return 'good';
  return value >= 40 ? 'ok' : 'bad';
}

/** The check to show first as a page's problem: the first bad one, else the first ok one, else null. */
export function worstCheck(checks: readonly Check[]): Check | null {
  return checks.find((c) => c.rating === 'bad') ?? checks.find((c) => c.rating === 'ok') ?? null;
}

/**
 * Runs every check on one page or post. Pure and deterministic: the same input gives the same result in the
 * browser and on the server. With no keyphrase, the keyphrase checks are reduced to one saying to set it.
 */
export function analyse(input: AnalysisInput): AnalysisResult {
  const doc = readDocument(input.html);
  const seo = [...keyphraseChecks(input, doc), ...lengthChecks(input, doc), ...linkAndImageChecks(input, doc)];
  const readability = readabilityChecks(doc);
  return { seo, readability, seoScore: score(seo), readabilityScore: score(readability) };
}

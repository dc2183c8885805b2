import type { SeoContentRef } from '@app/contracts';
import { useMemo } from 'react';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { CheckList, ScoreLight } from './check-list.tsx';
import { withKeyphraseUsers } from './keyphrase-users.ts';
import { useKeyphraseUses } from './use-keyphrase-uses.ts';
import { useSeoAnalysis } from './use-seo-analysis.ts';

/** What the panel analyses: the texts as the page's head and body will show them. */
export interface AnalysedContent {
  /** The SEO title the head will show (a default when the field is empty). */
  seoTitle: string;
  /** The meta description the head will show. */
  metaDescription: string;
  /** The last part of the address ('local-seo-tips'; '' for the home page). */
  slug: string;
  /** The body as HTML (a post's content, a page's <main>). */
  html: string;
}

/**
 * The SEO analysis panel of a post, a built-in page or a builder page: the Focus keyphrase field, the SEO and
 * readability scores with their lights, and both lists of checks with their advice, analysed again as the person
 * types (see useSeoAnalysis). The "used before" check counts the other pages with the same keyphrase (asked of the
 * server as the keyphrase settles, `self` left out) and names them.
 */
export function SeoAnalysisPanel({
  keyphrase,
  onKeyphraseChange,
  keyphraseError,
  content,
  self,
}: {
  keyphrase: string;
  onKeyphraseChange: (keyphrase: string) => void;
  keyphraseError?: string;
  content: AnalysedContent;
  self?: SeoContentRef;
}) {
  const uses = useKeyphraseUses(keyphrase, self);
  const otherKeyphrases = useMemo(() => uses.map((use) => use.focusKeyphrase), [uses]);
  const result = useSeoAnalysis({ keyphrase, ...content, otherKeyphrases, siteOrigin: window.location.origin });
  const seoChecks = useMemo(() => result.seo.map((check) => withKeyphraseUsers(check, uses)), [result.seo, uses]);

  return (
    <div className="grid gap-4">
      <TextField
        label="Focus keyphrase"
        value={keyphrase}
        maxLength={100}
        placeholder="local seo for plumbers"
        hint="The search this page should be found for. The checks below measure the page against it."
        error={keyphraseError}
        onChange={(event) => onKeyphraseChange(event.target.value)}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <ScoreLight label="SEO score" score={result.seoScore} />
        <ScoreLight label="Readability score" score={result.readabilityScore} />
      </div>
      <CheckList title="SEO checks" checks={seoChecks} />
      <CheckList title="Readability checks" checks={result.readability} />
    </div>
  );
}

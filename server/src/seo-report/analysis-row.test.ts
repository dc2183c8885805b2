import { analyse, scoreRating } from '@app/seo-analysis';
import { describe, expect, it } from 'vitest';
import { SHORT_POST } from '../../../packages/seo-analysis/src/fixtures/short-post.ts';
import { analyseContent, usedBeforeCheck, withUsedBefore, worstProblem, type AnalysedContent } from './analysis-row.ts';
import { scoreRange } from './seo-report-list.ts';

const content: AnalysedContent = {
  kind: 'post',
  refId: '1',
  name: 'Local SEO tips',
  path: '/blog/local-seo-tips-for-plumbers',
  adminHref: '/admin/dashboard?page=blog&post=1',
  robots: '',
  input: {
    keyphrase: SHORT_POST.keyphrase,
    seoTitle: SHORT_POST.seoTitle,
    metaDescription: SHORT_POST.metaDescription,
    slug: SHORT_POST.slug,
    html: SHORT_POST.html,
    siteOrigin: SHORT_POST.siteOrigin,
  },
  analysedFrom: 'revision 1 of the stored post',
};

describe('the stored analysis', () => {
  it('replacing only the "used before" check gives what analysing again with the other keyphrases gives', () => {
    const alone = analyseContent(content, []);
    for (const others of [['Local SEO tips'], ['local seo tip', 'LOCAL SEO TIPS'], ['roof repairs']]) {
      const full = analyse({ ...content.input, otherKeyphrases: others });
      const patched = { ...alone, ...withUsedBefore(alone, usedBeforeCheck(content.input.keyphrase, others)) };
      expect(patched.seoChecks).toEqual(full.seo);
      expect(patched.seoScore).toBe(full.seoScore);
      expect(patched.worst).toEqual(worstProblem(full.seo, full.readability));
    }
    // Nothing to replace when the check is unchanged.
    expect(withUsedBefore(alone, usedBeforeCheck(content.input.keyphrase, []))).toBeNull();
  });

  it('the worst problem is the first bad check of SEO then readability, else the first ok one, else none', () => {
    const good = { id: 'a', rating: 'good' as const, text: 'A' };
    const ok = { id: 'b', rating: 'ok' as const, text: 'B' };
    const bad = { id: 'c', rating: 'bad' as const, text: 'C' };
    expect(worstProblem([good, ok], [bad])).toEqual(bad);
    expect(worstProblem([good], [ok])).toEqual(ok);
    expect(worstProblem([good], [good])).toBeNull();
  });

  it("filters a light by the scores the engine's scoreRating gives it", () => {
    for (const rating of ['good', 'ok', 'bad'] as const) {
      const [low, high] = scoreRange(rating);
      for (let score = 0; score <= 100; score += 1) expect(score >= low && score <= high).toBe(scoreRating(score) === rating);
    }
  });
});

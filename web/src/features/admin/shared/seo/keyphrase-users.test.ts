import type { KeyphraseUse } from '@app/contracts';
import { analyse } from '@app/seo-analysis';
import { describe, expect, it } from 'vitest';
import { withKeyphraseUsers } from './keyphrase-users.ts';

const use = (n: number): KeyphraseUse => ({
  kind: 'post',
  id: String(n),
  name: `Post ${n}`,
  path: `/blog/post-${n}`,
  focusKeyphrase: 'local seo',
});

function usedBefore(others: number) {
  const result = analyse({
    keyphrase: 'local seo',
    seoTitle: 'Local SEO',
    metaDescription: '',
    slug: '',
    html: '',
    otherKeyphrases: Array.from({ length: others }, () => 'Local SEO'),
  });
  return result.seo.find((check) => check.id === 'keyphrase-used-before')!;
}

describe('withKeyphraseUsers', () => {
  it('names the page that uses the keyphrase in the advice of the engine', () => {
    const check = withKeyphraseUsers(usedBefore(1), [use(1)]);
    expect(check.rating).toBe('ok');
    expect(check.text).toMatch(/^Another page or post already uses this keyphrase/);
    expect(check.text).toMatch(/Used by "Post 1" \(\/blog\/post-1\)\.$/);
  });

  it('names three pages and counts the rest', () => {
    const check = withKeyphraseUsers(usedBefore(5), [1, 2, 3, 4, 5].map(use));
    expect(check.rating).toBe('bad');
    expect(check.text).toContain('Used by "Post 1" (/blog/post-1), "Post 2" (/blog/post-2), "Post 3" (/blog/post-3) and 2 more.');
  });

  it('leaves the check alone when nothing uses the keyphrase, and any other check always', () => {
    const free = usedBefore(0);
    expect(withKeyphraseUsers(free, [])).toBe(free);
    // Uses found for the keyphrase typed before this one name nobody while the engine finds no match.
    expect(withKeyphraseUsers(free, [use(1)])).toBe(free);
    const other = { id: 'keyphrase-in-title', rating: 'good' as const, text: 'In the title.' };
    expect(withKeyphraseUsers(other, [use(1)])).toBe(other);
  });
});

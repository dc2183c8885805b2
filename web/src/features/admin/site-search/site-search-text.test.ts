import { describe, expect, it } from 'vitest';
import { emptyTermsText, foundText, termCountText } from './site-search-text.ts';

describe('site-search texts', () => {
  it('says nothing was searched yet only when the list is neither searched nor filtered', () => {
    expect(emptyTermsText('', false)).toBe('No searches yet. Terms appear here as visitors search the blog.');
    expect(emptyTermsText('seo', false)).toBe('No term matches “seo”.');
    expect(emptyTermsText('', true)).toBe('Every term’s last search found at least one post.');
    expect(emptyTermsText('seo', true)).toBe('No term holding “seo” found nothing.');
  });

  it('writes what a term’s last search found: posts counted, none as Nothing found, unknown as null', () => {
    expect(foundText(3)).toBe('3 posts');
    expect(foundText(1)).toBe('1 post');
    expect(foundText(1204)).toBe('1,204 posts');
    expect(foundText(0)).toBe('Nothing found');
    expect(foundText(null)).toBeNull();
  });

  it('counts terms in the singular for one', () => {
    expect(termCountText(0)).toBe('0 terms');
    expect(termCountText(1)).toBe('1 term');
    expect(termCountText(12_345)).toBe('12,345 terms');
  });
});

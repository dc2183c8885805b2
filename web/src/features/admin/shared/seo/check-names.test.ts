import { analyse } from '@app/seo-analysis';
import { describe, expect, it } from 'vitest';
import { CHECK_NAMES, checkName, RATING_LABEL } from './check-names.ts';

describe('check names', () => {
  it('names every check the engine gives, in both groups', () => {
    const result = analyse({
      keyphrase: 'local seo',
      seoTitle: 'Local SEO',
      metaDescription: 'x',
      slug: 'local-seo',
      html: '<p>Local SEO.</p>',
    });
    for (const check of [...result.seo, ...result.readability]) expect(CHECK_NAMES[check.id], check.id).toBeTruthy();
    expect(result.seo.length + result.readability.length).toBe(Object.keys(CHECK_NAMES).length);
  });

  it('gives a readable name to an id it does not know', () => {
    expect(checkName('new-check')).toBe('New check');
  });

  it('has one word per light', () => {
    expect(RATING_LABEL).toEqual({ good: 'Good', ok: 'OK', bad: 'Needs work' });
  });
});

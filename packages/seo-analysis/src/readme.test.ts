// The README's example, kept here so that it stays true.
import { describe, expect, it } from 'vitest';
import { analyse, worstCheck } from './index.ts';

describe('README example', () => {
  it('analyses a post and names its worst problem', () => {
    const post = { content: '<p>Our local SEO tips for plumbers.</p><h2>Reviews</h2><p>Ask for reviews.</p>' };
    const result = analyse({
      keyphrase: 'local seo tip',
      seoTitle: 'Local SEO Tips for Plumbers | LocalRank',
      metaDescription: 'Five local SEO tips that help plumbers show up in Google Maps.',
      slug: 'local-seo-tips-for-plumbers',
      html: post.content, // the sanitised body HTML the editor stores
      otherKeyphrases: ['google business profile'], // the site's other focus keyphrases
      siteOrigin: 'https://localrank.example', // absolute links to it are internal
    });
    expect(result.seo.every((check) => ['good', 'ok', 'bad'].includes(check.rating))).toBe(true);
    expect(result.readabilityScore).toBeGreaterThanOrEqual(0);
    expect(worstCheck(result.seo)).toEqual({
      id: 'keyphrase-in-subheading',
      rating: 'bad',
      text: 'The only subheading does not use the keyphrase: use it there, or add one that does.',
    });
  });
});

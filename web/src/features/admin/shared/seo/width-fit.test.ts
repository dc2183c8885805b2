import { analyse, textWidth, TITLE_FONT_PX } from '@app/seo-analysis';
import { describe, expect, it } from 'vitest';
import { descriptionFit, titleFit } from './width-fit.ts';

function widthChecks(seoTitle: string, metaDescription: string) {
  const { seo } = analyse({ keyphrase: '', seoTitle, metaDescription, slug: '', html: '' });
  return { title: seo.find((c) => c.id === 'title-width')!, description: seo.find((c) => c.id === 'description-width')! };
}

describe('titleFit', () => {
  it('gives the width in pixels against 600 px, as the analysis measures it', () => {
    const title = 'Local SEO Tips for Plumbers | LocalRank';
    const px = Math.round(textWidth(title, TITLE_FONT_PX));
    expect(titleFit(title)).toEqual({ verdict: 'fits', text: `${px} px of the 600 px a result shows: fits` });
    expect(widthChecks(title, '').title.text).toContain(`${px} px`);
  });

  it('calls a title cut exactly when the analysis does, whatever its length in characters', () => {
    // 61 characters of narrow letters fit; 45 wide ones do not: a character rule would say the opposite.
    const narrow = 'i'.repeat(61);
    const wide = 'W'.repeat(45);
    expect(titleFit(narrow).verdict).toBe('fits');
    expect(widthChecks(narrow, '').title.rating).not.toBe('bad');
    expect(titleFit(wide).verdict).toBe('cut');
    expect(widthChecks(wide, '').title.rating).toBe('bad');
  });

  it('says when there is no title', () => {
    expect(titleFit('  ').verdict).toBe('empty');
  });
});

describe('descriptionFit', () => {
  it('tells desktop (920 px) from mobile (680 px) as the analysis does', () => {
    const short = 'Five local SEO tips that help plumbers show up in Google Maps.';
    const middle =
      'Five local SEO tips that help plumbers show up in Google Maps, win more calls and keep their reviews coming in every single week of the year.';
    const long = `${middle} ${middle}`;
    expect(descriptionFit(short).verdict).toBe('fits');
    expect(descriptionFit(middle).verdict).toBe('mobile-cut');
    expect(widthChecks('', middle).description.rating).toBe('ok');
    expect(descriptionFit(long).verdict).toBe('cut');
    expect(widthChecks('', long).description.rating).toBe('bad');
    expect(descriptionFit('').verdict).toBe('empty');
  });
});

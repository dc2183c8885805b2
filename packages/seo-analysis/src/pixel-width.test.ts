import { describe, expect, it } from 'vitest';
import { ARIAL_20PX_WIDTHS } from './arial-widths.ts';
import { cutToWidth, snippetPreview, textWidth, TITLE_FONT_PX, TITLE_MAX_PX } from './pixel-width.ts';

describe('the measured Arial table', () => {
  it("has Arial's metrics (Liberation Sans is metric-compatible): space 0.278 em, W 0.944 em, digits 0.556 em", () => {
    expect(ARIAL_20PX_WIDTHS[' ']).toBeCloseTo(5.557, 2);
    expect(ARIAL_20PX_WIDTHS['W']).toBeCloseTo(18.877, 2);
    expect(ARIAL_20PX_WIDTHS['0']).toBeCloseTo(11.123, 2);
  });
});

describe('textWidth', () => {
  it('adds character widths and scales them with the font size', () => {
    const i20 = ARIAL_20PX_WIDTHS['i'] as number;
    expect(textWidth('iiii', 20)).toBeCloseTo(4 * i20, 6);
    expect(textWidth('iiii', 14)).toBeCloseTo((4 * i20 * 14) / 20, 6);
    expect(textWidth('', 20)).toBe(0);
  });

  it('measures accented letters like their base letter and unknown ones at an average width', () => {
    expect(textWidth('ő', 20)).toBeCloseTo(ARIAL_20PX_WIDTHS['o'] as number, 6);
    expect(textWidth('ж', 20)).toBe(10);
  });

  it('measures wide letters wider than narrow ones, as a result page does', () => {
    expect(textWidth('WWWWWWWWWW', 20)).toBeGreaterThan(3 * textWidth('iiiiiiiiii', 20));
  });
});

describe('cutToWidth', () => {
  it('keeps a title that fits whole', () => {
    expect(cutToWidth('Local SEO Tips for Plumbers', TITLE_MAX_PX, TITLE_FONT_PX)).toMatchObject({
      shown: 'Local SEO Tips for Plumbers',
      cut: false,
    });
  });

  it('cuts a long title after the last whole word that fits with an ellipsis, as Google does at 600 px', () => {
    const title = 'Local SEO for Plumbers: The Complete Guide to Getting More Calls From Google Maps in 2026';
    const result = cutToWidth(title, TITLE_MAX_PX, TITLE_FONT_PX);
    expect(result.cut).toBe(true);
    expect(result.widthPx).toBeGreaterThan(TITLE_MAX_PX);
    expect(result.shown).toBe('Local SEO for Plumbers: The Complete Guide to Getting More …');
    expect(textWidth(result.shown, TITLE_FONT_PX)).toBeLessThanOrEqual(TITLE_MAX_PX);
    // One more word would not fit.
    expect(textWidth('Local SEO for Plumbers: The Complete Guide to Getting More Calls …', TITLE_FONT_PX)).toBeGreaterThan(TITLE_MAX_PX);
  });

  it('cuts a single word longer than the width by character', () => {
    const result = cutToWidth('W'.repeat(50), 100, 20);
    expect(result.shown).toMatch(/^W+ …$/);
    expect(textWidth(result.shown, 20)).toBeLessThanOrEqual(100);
  });

  it('collapses whitespace before measuring', () => {
    expect(cutToWidth('  a   b  ', 600, 20).shown).toBe('a b');
  });
});

describe('snippetPreview', () => {
  it('cuts the title at 600 px and the description at 920 px on desktop and 680 px on mobile', () => {
    const description =
      'Same-day boiler repair across Leeds by Gas Safe engineers, with fixed prices and a one-year guarantee. Call us before noon for a visit today.';
    expect(snippetPreview('Boiler Repair in Leeds', description)).toEqual({
      title: 'Boiler Repair in Leeds',
      descriptionDesktop: description,
      // '… guarantee. …' is 669 px at 14px; '… guarantee. Call …' would be 697 px, over 680.
      descriptionMobile: 'Same-day boiler repair across Leeds by Gas Safe engineers, with fixed prices and a one-year guarantee. …',
    });
  });
});

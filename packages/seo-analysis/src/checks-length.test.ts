import { describe, expect, it } from 'vitest';
import { descriptionWidthCheck, textLengthCheck, titleWidthCheck } from './checks-length.ts';
import { readDocument } from './document.ts';
import { textWidth } from './pixel-width.ts';

describe('titleWidthCheck (desktop, 20px Arial, 600 px)', () => {
  it('is bad when empty, ok when short, good when it fits, bad with the cut shown when over 600 px', () => {
    expect(titleWidthCheck('').rating).toBe('bad');
    expect(titleWidthCheck('Boiler Repair').rating).toBe('ok');
    expect(titleWidthCheck('Boiler Repair in Leeds | Same-Day Visits').rating).toBe('good');
    const long = titleWidthCheck('Boiler Repair in Leeds, Bradford and Wakefield | Same-Day Visits From Gas Safe Engineers');
    expect(long.rating).toBe('bad');
    expect(long.text).toContain('"Boiler Repair in Leeds, Bradford and Wakefield | Same-Day …"');
  });

  it('draws its boundaries in pixels, not characters: 30 narrow letters fit, 30 wide ones do not', () => {
    expect(textWidth('i'.repeat(60), 20)).toBeLessThan(300);
    expect(titleWidthCheck('i'.repeat(60)).rating).toBe('ok');
    expect(titleWidthCheck('W'.repeat(30)).rating).toBe('good'); // 566 px
    expect(titleWidthCheck('W'.repeat(32)).rating).toBe('bad'); // 604 px
  });
});

describe('descriptionWidthCheck (14px Arial, 920 px desktop, 680 px mobile)', () => {
  it('is bad when empty, ok when short, good when it fits a phone, ok when only desktop fits, bad when desktop cuts it', () => {
    expect(descriptionWidthCheck('').rating).toBe('bad');
    expect(descriptionWidthCheck('Boiler repair in Leeds.').rating).toBe('ok');
    const fits = 'Same-day boiler repair across Leeds by Gas Safe engineers, with fixed prices and a one-year guarantee.';
    expect(textWidth(fits, 14)).toBeGreaterThan(400);
    expect(textWidth(fits, 14)).toBeLessThanOrEqual(680);
    expect(descriptionWidthCheck(fits).rating).toBe('good');
    const desktopOnly = `${fits} Call us before noon for a visit today.`;
    expect(textWidth(desktopOnly, 14)).toBeGreaterThan(680);
    expect(descriptionWidthCheck(desktopOnly).rating).toBe('ok');
    expect(descriptionWidthCheck(`${desktopOnly} We also service boilers and fit new ones, with finance over two years.`).rating).toBe(
      'bad',
    );
  });
});

describe('textLengthCheck', () => {
  const of = (n: number): ReturnType<typeof textLengthCheck> => textLengthCheck(readDocument(`<p>${'word '.repeat(n)}</p>`));
  it.each([
    [0, 'bad'],
    [199, 'bad'],
    [200, 'ok'],
    [299, 'ok'],
    [300, 'good'],
  ])('%i words is %s', (n, expected) => {
    expect(of(n).rating).toBe(expected);
  });

  it('counts headings, lists and quotes but not code', () => {
    const doc = readDocument(
      '<h2>Two words</h2><ul><li>three more words</li></ul><blockquote>one</blockquote><pre>not counted at all</pre>',
    );
    expect(doc.wordCount).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { countImagesLackingAlt, missingAltMessage } from './article-images.ts';

describe('countImagesLackingAlt', () => {
  it('counts images with no alt, an empty alt or a blank one', () => {
    const html =
      '<figure><img src="/media/a.jpg" alt="A shop front"></figure><img src="/media/b.jpg"><img src="/media/c.jpg" alt=""><img alt="  " src="/media/d.jpg">';
    expect(countImagesLackingAlt(html)).toBe(3);
  });

  it('reads single-quoted and unquoted values, and any case', () => {
    expect(countImagesLackingAlt(`<IMG SRC='/media/a.jpg' ALT='Shop'><img src=/media/b.jpg alt=Counter>`)).toBe(0);
  });

  it('is not fooled by an alt written inside another attribute', () => {
    expect(countImagesLackingAlt('<img title="alt=&quot;x&quot; alt=x" src="/media/a.jpg">')).toBe(1);
    expect(countImagesLackingAlt(`<img data-x="a > b" src="/media/a.jpg" alt="Fine">`)).toBe(0);
  });

  it('finds nothing in HTML without images', () => {
    expect(countImagesLackingAlt('<p>alt="x" <code>&lt;img&gt;</code></p>')).toBe(0);
  });
});

describe('missingAltMessage', () => {
  it('names how many images lack alt text', () => {
    expect(missingAltMessage(1)).toMatch(/^1 image has no alt text\./);
    expect(missingAltMessage(3)).toMatch(/^3 images have no alt text\./);
  });
});

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

  it('leaves out a missing image of the WordPress import (no src, a data-missing-src), but not a real image beside it', () => {
    const placeholder =
      '<figure><img data-missing-src="https://old.example/wp-content/uploads/a.jpg" alt=""><figcaption>Old</figcaption></figure>';
    expect(countImagesLackingAlt(placeholder)).toBe(0);
    expect(countImagesLackingAlt(`${placeholder}<img src="/media/b.jpg" alt="">`)).toBe(1);
    // An image that has a src is a real image whatever else it carries.
    expect(countImagesLackingAlt('<img data-missing-src="https://old.example/a.jpg" src="/media/a.jpg">')).toBe(1);
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

import { describe, expect, it } from 'vitest';
import { mainInnerHtml, readRenderedPage } from './rendered-page.ts';

describe('readRenderedPage', () => {
  it('reads the head title and description (entities decoded) and the innerHTML of <main>, not the header or footer', () => {
    const html =
      '<!doctype html><html><head><title>Pricing &amp; plans · LocalRank</title>' +
      '<meta name="description" content="Plans for &quot;every&quot; business." /></head>' +
      '<body><div id="root"><header><h2>Menu</h2></header><main id="main" class="page"><h2>Plans</h2><p>Pick one.</p></main>' +
      '<footer><p>Footer</p></footer></div></body></html>';
    expect(readRenderedPage(html)).toEqual({
      title: 'Pricing & plans · LocalRank',
      description: 'Plans for "every" business.',
      main: '<h2>Plans</h2><p>Pick one.</p>',
    });
  });

  it('gives null for a page with no <main>, and empty texts for a head without them', () => {
    expect(readRenderedPage('<html><body><p>Nothing</p></body></html>')).toEqual({ title: '', description: '', main: null });
    expect(mainInnerHtml('<main><p>unclosed')).toBeNull();
    // A <mainly> element is not a <main>.
    expect(mainInnerHtml('<mainly>x</mainly><main>y</main>')).toBe('y');
  });
});

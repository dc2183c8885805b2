import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CarouselNav } from './carousel-nav.tsx';

function render(index: number) {
  return renderToStaticMarkup(
    <CarouselNav
      index={index}
      count={3}
      slideId={(n) => `benefits-${n + 1}`}
      previousLabel="Previous benefits"
      nextLabel="Next benefits"
      dotLabel={(n) => `Go to page ${n}`}
      linkTo={() => () => {}}
    />,
  );
}

/** The rendered links, as [accessible label, href, aria-current]. */
function links(html: string): [string, string, string | null][] {
  return [...html.matchAll(/<a ([^>]*)>.*?<span class="sr-only">([^<]*)<\/span><\/a>/g)].map(([, attributes = '', label = '']) => [
    label,
    /href="([^"]*)"/.exec(attributes)?.[1] ?? '',
    /aria-current="([^"]*)"/.exec(attributes)?.[1] ?? null,
  ]);
}

describe('CarouselNav', () => {
  it("links each control to its slide's id, so it works without the script", () => {
    expect(links(render(1))).toEqual([
      ['Previous benefits', '#benefits-1', null],
      ['Go to page 1', '#benefits-1', null],
      ['Go to page 2', '#benefits-2', 'true'],
      ['Go to page 3', '#benefits-3', null],
      ['Next benefits', '#benefits-3', null],
    ]);
  });

  it('wraps previous and next around the ends', () => {
    const first = links(render(0));
    const last = links(render(2));
    expect(first[0]).toEqual(['Previous benefits', '#benefits-3', null]);
    expect(last[4]).toEqual(['Next benefits', '#benefits-1', null]);
    expect(render(0)).not.toContain('<button');
  });
});

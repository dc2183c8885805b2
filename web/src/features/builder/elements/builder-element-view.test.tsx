import {
  ELEMENT_TYPES,
  createElement,
  createIdGenerator,
  seededRandom,
  writeComponentContent,
  type BuilderElement,
  type ElementType,
} from '@app/builder-engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuilderElementView } from './builder-element-view.tsx';
import { BuilderRenderProvider } from './builder-render-context.tsx';

const ids = createIdGenerator({ now: () => 1_700_000_000_000, random: seededRandom(7) });

function make(type: ElementType, changes: Partial<BuilderElement> = {}, children: BuilderElement[] = []): BuilderElement {
  return { ...createElement(type, ids), ...changes, children };
}

// A form element reads what a post without script left in the query cache, as it does in the app.
const html = (element: BuilderElement, node?: (view: ReactNode) => ReactNode): string => {
  const view = <BuilderElementView element={element} />;
  return renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node ? node(view) : view}</QueryClientProvider>);
};

describe('BuilderElementView', () => {
  it('draws every type (the 17 and rich text) with its defaults, marked with its id', () => {
    for (const type of ELEMENT_TYPES) {
      const element = make(type);
      const markup = html(element);
      expect(markup, type).toContain(`data-builder-element="${element.id}"`);
    }
  });

  it('draws a rich text the server sanitised as its HTML, and without a DOM to clean it draws none it was not given clean', () => {
    const rich = make('richtext', { content: '<p>We are <strong>open</strong>, <a href="/contact">write</a>.</p>' });
    const served = html(rich, (view) => <BuilderRenderProvider value={{ richTextSanitised: true }}>{view}</BuilderRenderProvider>);
    expect(served).toContain('<p>We are <strong>open</strong>, <a href="/contact">write</a>.</p>');
    // No render context saying so (the canvas), and no DOM here to clean it with: nothing of it is drawn.
    expect(html(rich)).not.toContain('<strong>');
  });

  it('draws layout types with their children, and a column at its size', () => {
    const heading = make('heading', { content: 'Hello' });
    const column = make('column', { size: '1/3' }, [heading]);
    const section = make('section', {}, [make('container', {}, [make('row', {}, [column])])]);
    const markup = html(section);
    expect(markup).toMatch(/^<section [^>]*style="background-color:#13111A;padding:60px 0">/);
    expect(markup).toContain('width:33.333333%');
    expect(markup).toContain('>Hello</h2>');
  });

  it('styles a heading, text and button only from the style map, weight names as numbers', () => {
    expect(html(make('heading'))).toContain('style="color:#ffffff;font-size:32px;font-weight:700"');
    expect(html(make('text', { content: 'Line one\nLine two' }))).toContain('style="color:#94a3b8;font-size:16px">Line one\nLine two</p>');
    const button = html(make('button', { content: 'Go', url: '/pricing' }));
    expect(button).toContain('<a href="/pricing"');
    expect(button).toContain(
      'style="color:#ffffff;font-weight:500;background-color:#4f46e5;border-radius:8px;padding:10px 20px;display:inline-block">Go</a>',
    );
  });

  it('refuses a javascript: button link, drawing the text without a link', () => {
    const button = make('button', { content: 'Click', url: 'javascript:alert(1)' });
    const markup = html(button);
    expect(markup).not.toContain('href');
    expect(markup).not.toContain('javascript');
    expect(markup).toContain('data-link-refused="true"');
    expect(html(make('button', { url: 'https://example.com' }))).toMatch(
      /<a href="https:\/\/example.com"[^>]* target="_blank" rel="noopener noreferrer"/,
    );
  });

  it('draws the heading named by the render context as the h1', () => {
    const heading = make('heading', { content: 'Main' });
    expect(
      html(heading, (view) => <BuilderRenderProvider value={{ primaryHeadingId: heading.id }}>{view}</BuilderRenderProvider>),
    ).toContain('<h1');
    expect(html(heading)).toContain('<h2');
  });

  it('draws images with alt text and refuses unsafe sources', () => {
    expect(html(make('image', { src: '/media/a.webp', content: 'A shop front' }))).toContain('src="/media/a.webp" alt="A shop front"');
    const unsafe = html(make('image', { src: 'javascript:alert(1)', content: 'Bad' }));
    expect(unsafe).not.toContain('javascript');
    expect(unsafe).toContain('role="img" aria-label="Bad"');
  });

  it('embeds YouTube, Vimeo and MP4 videos and explains anything else', () => {
    expect(html(make('video', { src: 'https://youtu.be/dQw4w9WgXcQ' }))).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"',
    );
    expect(html(make('video', { src: 'https://vimeo.com/76979871', content: 'Tour' }))).toContain(
      '<iframe src="https://player.vimeo.com/video/76979871" title="Tour"',
    );
    expect(html(make('video', { src: '/media/intro.mp4' }))).toContain('<video controls="" preload="metadata" src="/media/intro.mp4"');
    expect(html(make('video', { src: 'https://example.com/page' }))).toContain('Unsupported video URL');
    expect(html(make('video'))).toContain('No video yet');
  });

  it('draws the named icon, or the fallback for an unknown name', () => {
    const star = html(make('icon'));
    expect(star).toContain('<svg');
    const drawing = (markup: string) => markup.replace(/data-builder-element="[^"]+"/, '');
    expect(drawing(html(make('icon', { content: 'no-such-icon' })))).toBe(drawing(star));
    expect(drawing(html(make('icon', { content: 'rocket' })))).not.toBe(drawing(star));
  });

  it('draws the component types from their structured content', () => {
    const testimonial = html(
      make('testimonial', { content: writeComponentContent('testimonial', { quote: 'Best tool', name: 'Ann', role: 'Owner' }) }),
    );
    expect(testimonial).toContain('<blockquote');
    expect(testimonial).toContain('Best tool');
    expect(testimonial).toContain('Ann');
    expect(testimonial).toContain('Owner');

    const feature = html(
      make('feature', { content: writeComponentContent('feature', { icon: 'rocket', title: 'Fast', text: 'Very fast' }) }),
    );
    expect(feature).toContain('<h3');
    expect(feature).toContain('Fast');
    expect(feature).toContain('Very fast');

    const pricing = html(
      make('pricing', {
        url: '/auth',
        content: writeComponentContent('pricing', {
          plan: 'Pro',
          price: '$49',
          period: '/month',
          features: ['One', 'Two'],
          buttonText: 'Buy',
        }),
      }),
    );
    expect(pricing).toContain('$49');
    expect(pricing).toContain('/month');
    expect(pricing.match(/<li/g)).toHaveLength(2);
    expect(pricing).toMatch(/<a href="\/auth"[^>]*>Buy<\/a>/);

    const cta = html(
      make('cta', {
        url: 'javascript:alert(1)',
        content: writeComponentContent('cta', { title: 'Ready?', text: 'Go now', buttonText: 'Start' }),
      }),
    );
    expect(cta).toContain('Ready?');
    expect(cta).toContain('Go now');
    expect(cta).not.toContain('javascript');
    expect(cta).toContain('Start</span>');

    expect(html(make('testimonial', { content: '{broken' }))).toContain('LocalRank put us at the top');
  });

  it('draws a form with a labelled control for each field', () => {
    const form = make('form', {
      content: writeComponentContent('form', {
        title: 'Call me back',
        fields: [
          { label: 'Your name', type: 'text', required: true },
          { label: 'Email', type: 'email', required: false },
          { label: 'Details', type: 'textarea', required: true },
        ],
        submitText: 'Request',
        successMessage: 'Thanks',
      }),
    });
    const markup = html(form);
    expect(markup).toContain(`<label for="${form.id}-field-0"`);
    const control = (tag: string, index: number) => new RegExp(`<${tag} id="${form.id}-field-${index}"[^>]*>`).exec(markup)?.[0] ?? '';
    expect(control('input', 0)).toMatch(/type="text" required=""/);
    expect(control('input', 0)).toContain('name="field-0"');
    expect(control('input', 1)).toContain('type="email"');
    expect(control('input', 1)).not.toContain('required');
    expect(control('textarea', 2)).toContain('required=""');
    expect(markup).toContain('>Request</button>');
    expect(markup).toContain('Call me back');
  });

  it('lets the screen decorate every node and draw children itself', () => {
    const text = make('text', { content: 'Inside' });
    const section = make('section', {}, [text]);
    const decorated = renderToStaticMarkup(
      <BuilderElementView element={section} decorate={(element, node) => <div data-selectable={element.id}>{node}</div>} />,
    );
    expect(decorated).toContain(`<div data-selectable="${section.id}"><section`);
    expect(decorated).toContain(`<div data-selectable="${text.id}"><p`);
    const custom = renderToStaticMarkup(<BuilderElementView element={section} renderChild={(child) => <i>{child.id}</i>} />);
    expect(custom).toContain(`<i>${text.id}</i>`);
  });

  it('does not draw the children of a leaf type', () => {
    const heading = make('heading', { content: 'Title' }, [make('text', { content: 'Stray child' })]);
    expect(html(heading)).not.toContain('Stray child');
  });
});

import { createPage, type BuilderElement, type BuilderPage, type ElementStyle, type ElementType } from '@app/builder-engine';

/** A default builder page: its slug, name, SEO meta and initial tree (version 0). */
export type SeedBuilderPage = Pick<BuilderPage, 'name' | 'slug' | 'meta' | 'elements'>;

function element(
  id: string,
  type: ElementType,
  name: string,
  style: ElementStyle,
  children: BuilderElement[] = [],
  fields: Partial<Pick<BuilderElement, 'content' | 'url' | 'size'>> = {},
): BuilderElement {
  return { id, type, name, ...fields, style, children };
}

const heading = (id: string, content: string, fontSize: string): BuilderElement =>
  element(id, 'heading', 'Heading', { fontSize, fontWeight: 'bold', color: '#ffffff', textAlign: 'center' }, [], { content });
const text = (id: string, content: string): BuilderElement =>
  element(id, 'text', 'Text', { fontSize: '16px', color: '#94a3b8', textAlign: 'center' }, [], { content });
const container = (id: string, children: BuilderElement[]): BuilderElement =>
  element(id, 'container', 'Container', { maxWidth: '1200px', margin: '0 auto', padding: '0 20px' }, children);

const feature = (id: string, title: string, body: string): BuilderElement =>
  element(id, 'column', 'Column', { padding: '0 12px' }, [heading(`${id}-title`, title, '20px'), text(`${id}-text`, body)], {
    size: '1/3',
  });

const HOME_ELEMENTS: BuilderElement[] = [
  element('home-hero', 'section', 'Hero', { padding: '96px 0', backgroundColor: '#13111A' }, [
    container('home-hero-container', [
      heading('home-hero-title', 'Get found first when locals search for what you do', '48px'),
      text(
        'home-hero-text',
        'LocalRank scans your rankings street by street, writes and schedules your posts with AI, and keeps your reviews, citations and listings in shape.',
      ),
      element('home-hero-spacer', 'spacer', 'Spacer', { height: '24px' }),
      element(
        'home-hero-cta',
        'button',
        'Get Started Free',
        {
          backgroundColor: '#4f46e5',
          color: '#ffffff',
          padding: '12px 24px',
          borderRadius: '8px',
          fontWeight: 'medium',
          display: 'inline-block',
        },
        [],
        { content: 'Get Started Free', url: '/auth?mode=sign-up' },
      ),
    ]),
  ]),
  element('home-features', 'section', 'Features', { padding: '60px 0', backgroundColor: '#13111A' }, [
    container('home-features-container', [
      heading('home-features-title', 'Everything your business profile needs, in one place', '32px'),
      text(
        'home-features-text',
        'Replace the spreadsheet, the rank tracker, the review inbox and the posting calendar with one tool built for local search.',
      ),
      element('home-features-row', 'row', 'Row', { display: 'flex', flexWrap: 'wrap', margin: '0 -12px' }, [
        feature(
          'home-feature-geo-grid',
          'Geo-grid ranking scans',
          'See how you rank for every keyword, from every neighbourhood of your service area.',
        ),
        feature(
          'home-feature-reviews',
          'Review management',
          'Every review in one inbox with reply drafts and alerts for the ones that need you today.',
        ),
        feature(
          'home-feature-posts',
          'AI optimisation and posts',
          'Suggestions ranked by impact, plus posts written in your voice and scheduled for you.',
        ),
      ]),
    ]),
  ]),
];

const empty = (slug: string, name: string, title: string): SeedBuilderPage => {
  const page = createPage({ id: slug, name, slug, meta: { title, description: '' } });
  return { name: page.name, slug: page.slug, meta: page.meta, elements: page.elements };
};

/** The default builder pages of docs/product.md §3: home with hero and features sections; features, use-cases, pricing and about empty. */
export const SEED_BUILDER_PAGES: readonly SeedBuilderPage[] = [
  {
    name: 'Home',
    slug: 'home',
    meta: {
      title: 'LocalRank: local SEO for business profiles',
      description: 'Rank higher in local search with geo-grid scans, AI posts and review management.',
    },
    elements: HOME_ELEMENTS,
  },
  empty('features', 'Features', 'Features'),
  empty('use-cases', 'Use Cases', 'Use Cases'),
  empty('pricing', 'Pricing', 'Pricing'),
  empty('about', 'About', 'About'),
];

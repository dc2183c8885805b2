import { blogSeoSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { PostFields } from './post-draft.ts';
import { differingFields } from './post-versions.ts';

const base: PostFields = {
  title: 'Title',
  slug: 'title',
  excerpt: '',
  content: '<p>Body</p>',
  author: 'Ann',
  categories: ['Local SEO'],
  tags: [],
  featured: false,
  featuredImage: null,
  imageUrl: null,
  readTimeMinutes: null,
  seo: blogSeoSchema.parse({}),
};

describe('differingFields', () => {
  it('lists nothing for equal versions', () => {
    expect(differingFields(base, structuredClone(base))).toEqual([]);
  });

  it('lists each differing field with both values as text, SEO fields one by one', () => {
    const mine = {
      ...base,
      title: 'Mine',
      featured: true,
      categories: ['Local SEO', 'Guides'],
      readTimeMinutes: 7,
      seo: { ...base.seo, ogImage: '/media/a.png' },
    };
    const theirs = { ...base, title: 'Theirs', excerpt: 'New excerpt' };
    expect(differingFields(mine, theirs)).toEqual([
      { label: 'Title', mine: 'Mine', theirs: 'Theirs' },
      { label: 'Excerpt', mine: '(empty)', theirs: 'New excerpt' },
      { label: 'Categories', mine: 'Local SEO, Guides', theirs: 'Local SEO' },
      { label: 'Featured Post', mine: 'Yes', theirs: 'No' },
      { label: 'Read time (minutes)', mine: '7', theirs: '(computed from the words)' },
      { label: 'OG image URL', mine: '/media/a.png', theirs: '(empty)' },
    ]);
  });

  it('shows a featured image by its URL', () => {
    const mine = { ...base, featuredImage: { id: 3, url: '/media/x.png' } };
    expect(differingFields(mine, base)).toEqual([{ label: 'Featured image', mine: '/media/x.png', theirs: '(empty)' }]);
  });
});

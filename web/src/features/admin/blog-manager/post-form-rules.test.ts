import { describe, expect, it } from 'vitest';
import { addCategory, copyFeaturedImage } from './post-form-rules.ts';

describe('addCategory', () => {
  it('ignores blank input', () => {
    expect(addCategory(['Local SEO'], [], '')).toBeNull();
    expect(addCategory(['Local SEO'], [], '   ')).toBeNull();
  });

  it('adds a new category to the list and to the post', () => {
    expect(addCategory(['Local SEO'], ['Local SEO'], '  Voice Search ')).toEqual({
      list: ['Local SEO', 'Voice Search'],
      postCategories: ['Local SEO', 'Voice Search'],
    });
  });

  it('adds a known category only to the post, and never twice', () => {
    expect(addCategory(['Local SEO', 'Strategy'], [], 'Strategy')).toEqual({
      list: ['Local SEO', 'Strategy'],
      postCategories: ['Strategy'],
    });
    expect(addCategory(['Strategy'], ['Strategy'], 'Strategy')).toEqual({ list: ['Strategy'], postCategories: ['Strategy'] });
  });
});

describe('copyFeaturedImage', () => {
  it('does nothing without a featured image', () => {
    expect(copyFeaturedImage(null, { ogImage: '', twitterImage: '' })).toBeNull();
    expect(copyFeaturedImage('', { ogImage: '', twitterImage: '' })).toBeNull();
  });

  it('fills both empty fields', () => {
    expect(copyFeaturedImage('/media/a.png', { ogImage: '', twitterImage: ' ' })).toEqual({
      ogImage: '/media/a.png',
      twitterImage: '/media/a.png',
    });
  });

  it('keeps a field that already has a value', () => {
    expect(copyFeaturedImage('/media/a.png', { ogImage: '/og.png', twitterImage: '' })).toEqual({
      ogImage: '/og.png',
      twitterImage: '/media/a.png',
    });
  });

  it('reports nothing to copy when both fields are filled', () => {
    expect(copyFeaturedImage('/media/a.png', { ogImage: '/og.png', twitterImage: '/tw.png' })).toBeNull();
  });
});

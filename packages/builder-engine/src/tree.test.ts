import { describe, expect, it } from 'vitest';
import { createPage } from './page.ts';
import { samplePage } from './testing/fixtures.ts';
import { countElements, forEachElement, getAncestorIds, getElement, getParentId, subtreeHeight } from './tree.ts';
import { hasElement, subtreeIds } from './tree-index.ts';

describe('reading a tree', () => {
  it('finds elements, parents and ancestors by id', () => {
    const page = samplePage();
    expect(getElement(page, 'photo')?.type).toBe('image');
    expect(getParentId(page, 'photo')).toBe('col-b');
    expect(getParentId(page, 'hero')).toBeNull();
    expect(getParentId(page, 'ghost')).toBeUndefined();
    expect(getAncestorIds(page, 'photo')).toEqual(['hero', 'hero-container', 'hero-row', 'col-b']);
    expect(hasElement(page, 'intro')).toBe(true);
    expect(hasElement(page, 'ghost')).toBe(false);
  });

  it('walks in document order and counts', () => {
    const page = samplePage();
    const order: string[] = [];
    forEachElement(page, (element) => order.push(element.id));
    expect(order).toEqual(['hero', 'hero-container', 'hero-row', 'col-a', 'title', 'intro', 'col-b', 'cta', 'photo', 'features']);
    expect(countElements(page)).toBe(10);
    expect(subtreeIds(getElement(page, 'hero-row') as NonNullable<ReturnType<typeof getElement>>)).toEqual([
      'hero-row',
      'col-a',
      'title',
      'intro',
      'col-b',
      'cta',
      'photo',
    ]);
    expect(subtreeHeight(page.elements[0] as (typeof page.elements)[number])).toBe(5);
  });

  it('makes an empty page with empty meta', () => {
    expect(createPage({ id: 'about', name: 'About', slug: 'about' })).toEqual({
      id: 'about',
      name: 'About',
      slug: 'about',
      meta: { title: '', description: '' },
      elements: [],
    });
    expect(countElements(createPage({ id: 'a', name: 'A', slug: 'a' }))).toBe(0);
  });
});

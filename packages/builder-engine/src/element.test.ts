import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFAULTS, readComponentContent } from './component-content.ts';
import { IMAGE_PLACEHOLDER_SRC, createElement, elementDefaults } from './defaults.ts';
import {
  COLUMN_SIZES,
  COLUMN_WIDTHS,
  ELEMENT_TYPES,
  PALETTE_ELEMENT_TYPES,
  STYLE_KEYS,
  columnWidth,
  isColumnSize,
  isElementType,
  isStyleKey,
} from './element.ts';
import { createIdGenerator } from './ids.ts';

describe('element model', () => {
  it('has the 17 types of docs/product.md §3 in the Elements tab, and rich text besides', () => {
    expect(PALETTE_ELEMENT_TYPES).toEqual([
      'section',
      'container',
      'row',
      'column',
      'spacer',
      'divider',
      'heading',
      'text',
      'button',
      'image',
      'video',
      'icon',
      'testimonial',
      'feature',
      'pricing',
      'cta',
      'form',
    ]);
    expect(ELEMENT_TYPES).toEqual([...PALETTE_ELEMENT_TYPES, 'richtext']);
    expect(isElementType('richtext')).toBe(true);
    expect(isElementType('cta')).toBe(true);
    expect(isElementType('carousel')).toBe(false);
  });

  it('has the 15 style keys of docs/product.md §3', () => {
    expect([...STYLE_KEYS].sort()).toEqual(
      [
        'color',
        'fontSize',
        'textAlign',
        'fontWeight',
        'backgroundColor',
        'borderRadius',
        'padding',
        'margin',
        'width',
        'height',
        'opacity',
        'boxShadow',
        'maxWidth',
        'display',
        'flexWrap',
      ].sort(),
    );
    expect(isStyleKey('fontSize')).toBe(true);
    expect(isStyleKey('font-size')).toBe(false);
  });

  it('maps the six column sizes to their widths', () => {
    expect(COLUMN_SIZES).toEqual(['full', '1/2', '1/3', '2/3', '1/4', '3/4']);
    expect(COLUMN_WIDTHS).toEqual({ full: '100%', '1/2': '50%', '1/3': '33.333333%', '2/3': '66.666667%', '1/4': '25%', '3/4': '75%' });
    expect(columnWidth('1/3')).toBe('33.333333%');
    expect(columnWidth(undefined)).toBe('100%');
    expect(isColumnSize('1/5')).toBe(false);
  });
});

describe('defaults on add', () => {
  it('gives each type of docs/product.md §3 its defaults', () => {
    expect(elementDefaults('heading')).toEqual({
      name: 'Heading',
      content: 'New Heading',
      style: { fontSize: '32px', fontWeight: 'bold', color: '#ffffff' },
    });
    expect(elementDefaults('text')).toEqual({ name: 'Text', content: 'New text paragraph', style: { fontSize: '16px', color: '#94a3b8' } });
    expect(elementDefaults('button')).toEqual({
      name: 'Button',
      content: 'Click Me',
      url: '#',
      style: {
        backgroundColor: '#4f46e5',
        color: '#ffffff',
        padding: '10px 20px',
        borderRadius: '8px',
        fontWeight: 'medium',
        display: 'inline-block',
      },
    });
    expect(elementDefaults('image')).toEqual({
      name: 'Image',
      content: 'Image description',
      src: IMAGE_PLACEHOLDER_SRC,
      style: { width: '100%' },
    });
    expect(IMAGE_PLACEHOLDER_SRC).toContain('400x300');
    // Boxed: a new section's content sits in a centred box with side padding (issue 30).
    expect(elementDefaults('section')).toEqual({
      name: 'Section',
      contentWidth: 'boxed',
      style: { padding: '60px 0', backgroundColor: '#13111A' },
    });
    expect(elementDefaults('container')).toEqual({ name: 'Container', style: { maxWidth: '1200px', margin: '0 auto', padding: '0 20px' } });
    expect(elementDefaults('row')).toEqual({ name: 'Row', style: { display: 'flex', flexWrap: 'wrap', margin: '0 -12px' } });
    expect(elementDefaults('column')).toEqual({ name: 'Column', size: '1/2', style: { padding: '0 12px' } });
    expect(elementDefaults('spacer')).toEqual({ name: 'Spacer', style: { height: '40px' } });
  });

  it('names the other types after their Elements tab label, with an empty style', () => {
    expect(elementDefaults('feature')).toMatchObject({ name: 'Feature Card', style: {} });
    expect(elementDefaults('pricing')).toMatchObject({ name: 'Pricing Table', url: '#', style: {} });
    expect(elementDefaults('cta')).toMatchObject({ name: 'Call to Action', url: '#', style: {} });
    for (const type of ['divider', 'video', 'icon', 'testimonial', 'form'] as const) expect(elementDefaults(type).style).toEqual({});
    expect(elementDefaults('divider')).toEqual({ name: 'Divider', style: {} });
    expect(elementDefaults('video')).toEqual({ name: 'Video', style: {} });
  });

  it('starts the icon and the component types with sample content the renderers read', () => {
    expect(elementDefaults('icon').content).toBe('star');
    for (const type of ['testimonial', 'feature', 'pricing', 'cta', 'form'] as const) {
      expect(readComponentContent(type, elementDefaults(type).content)).toEqual(COMPONENT_DEFAULTS[type]);
    }
  });

  it('creates an element with a fresh id and no children', () => {
    const element = createElement('heading', createIdGenerator({ now: () => 1, random: () => 0 }));
    expect(element).toEqual({
      id: 'element-1-0',
      type: 'heading',
      name: 'Heading',
      content: 'New Heading',
      style: { fontSize: '32px', fontWeight: 'bold', color: '#ffffff' },
      children: [],
    });
  });

  it('does not share style objects between two new elements', () => {
    const ids = createIdGenerator();
    expect(createElement('text', ids).style).not.toBe(createElement('text', ids).style);
  });
});

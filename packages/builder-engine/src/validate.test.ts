import { describe, expect, it } from 'vitest';
import { el, errorOf, ok, samplePage } from './testing/fixtures.ts';
import { checkStyleValue, parsePage } from './validate.ts';

describe('checkStyleValue', () => {
  it('bounds font size to 8-72px, border radius to 0-50px and opacity to 0-1', () => {
    expect(checkStyleValue('fontSize', '8px')).toBeNull();
    expect(checkStyleValue('fontSize', '72px')).toBeNull();
    expect(checkStyleValue('fontSize', '7.9px')).not.toBeNull();
    expect(checkStyleValue('fontSize', '72.5px')).not.toBeNull();
    expect(checkStyleValue('borderRadius', '50px')).toBeNull();
    expect(checkStyleValue('borderRadius', '50%')).not.toBeNull();
    expect(checkStyleValue('opacity', 0.7)).toBeNull();
    expect(checkStyleValue('opacity', Number.POSITIVE_INFINITY)).not.toBeNull();
  });

  it('leaves free-text keys free, within safe characters', () => {
    expect(checkStyleValue('padding', '0px or 10px 20px')).toBeNull();
    expect(checkStyleValue('boxShadow', '0 4px 12px rgba(0,0,0,0.3)')).toBeNull();
    expect(checkStyleValue('width', '100%')).toBeNull();
    expect(checkStyleValue('color', 'red}</style><script>')).not.toBeNull();
    expect(checkStyleValue('margin', 'x'.repeat(201))).not.toBeNull();
    expect(checkStyleValue('height', 40)).not.toBeNull();
  });
});

describe('parsePage', () => {
  it('accepts a valid page and keeps its elements as they are', () => {
    const page = samplePage();
    const parsed = ok(parsePage(JSON.parse(JSON.stringify(page))));
    expect(parsed.page).toStrictEqual(page);
  });

  it('fills in what a database row may lack: a numeric id, empty meta, no elements', () => {
    expect(ok(parsePage({ id: 7, name: 'About', slug: 'about', meta: {} })).page).toEqual({
      id: '7',
      name: 'About',
      slug: 'about',
      meta: { title: '', description: '' },
      elements: [],
    });
  });

  it.each([
    ['not an object', 'page'],
    ['no id', { name: 'A', slug: 'a' }],
    ['a name over 100 characters', { id: 'a', name: 'x'.repeat(101), slug: 'a' }],
    ['a meta title that is not text', { id: 'a', name: 'A', slug: 'a', meta: { title: 3 } }],
    ['elements that are not a list', { id: 'a', name: 'A', slug: 'a', elements: {} }],
    ['an invalid element', { id: 'a', name: 'A', slug: 'a', elements: [{ ...el('heading', 'h'), style: { fontSize: '100px' } }] }],
    ['the same id twice', { id: 'a', name: 'A', slug: 'a', elements: [el('section', 's', [el('text', 't')]), el('text', 't')] }],
  ])('refuses %s', (_, value) => {
    expect(['invalid-value', 'duplicate-id']).toContain(errorOf(parsePage(value)).code);
  });
});

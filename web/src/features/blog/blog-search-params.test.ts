import { describe, expect, it } from 'vitest';
import { parseBlogSearch } from './blog-search-params.ts';

describe('parseBlogSearch', () => {
  it('reads the search text and a known category key', () => {
    expect(parseBlogSearch({ q: '  Citations ', category: 'tutorials' })).toEqual({ q: 'Citations', category: 'tutorials' });
  });

  it('falls back to no filter for missing or unknown values', () => {
    expect(parseBlogSearch({})).toEqual({ q: '', category: null });
    expect(parseBlogSearch({ q: { nested: true }, category: 'Local SEO' })).toEqual({ q: '', category: null });
  });

  it('keeps numeric search text the router parsed as a number', () => {
    expect(parseBlogSearch({ q: 2025 })).toEqual({ q: '2025', category: null });
  });

  it('keeps the words true, false and null, which the router parses as JSON values', () => {
    expect(parseBlogSearch({ q: true })).toEqual({ q: 'true', category: null });
    expect(parseBlogSearch({ q: false, category: 'tutorials' })).toEqual({ q: 'false', category: 'tutorials' });
    expect(parseBlogSearch({ q: null })).toEqual({ q: 'null', category: null });
  });
});

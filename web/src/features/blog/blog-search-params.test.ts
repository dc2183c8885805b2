import { describe, expect, it } from 'vitest';
import { blogSearchText } from './blog-search-params.ts';

describe('blogSearchText', () => {
  it('reads the search text, trimmed', () => {
    expect(blogSearchText({ q: '  Citations ', page: 2 })).toBe('Citations');
  });

  it('is empty for a missing or unreadable value', () => {
    expect(blogSearchText({})).toBe('');
    expect(blogSearchText({ q: { nested: true } })).toBe('');
  });

  it('keeps numeric search text the router parsed as a number', () => {
    expect(blogSearchText({ q: 2025 })).toBe('2025');
  });

  it('keeps the words true, false and null, which the router parses as JSON values', () => {
    expect(blogSearchText({ q: true })).toBe('true');
    expect(blogSearchText({ q: false })).toBe('false');
    expect(blogSearchText({ q: null })).toBe('null');
  });
});

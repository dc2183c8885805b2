import { describe, expect, it } from 'vitest';
import { blogPostFieldsSchema } from './blog-admin.ts';
import { blogTagHref, blogTagKey, blogTagsProblem, isBlogTagKey, keptBlogTags, parseBlogTagPath } from './blog-tags.ts';

const tagsOf = (tags: unknown) => blogPostFieldsSchema.pick({ tags: true }).safeParse({ tags });
const messageOf = (tags: unknown) => {
  const result = tagsOf(tags);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a tag key', () => {
  it('is lower-case letters and digits joined by single hyphens, accents taken off', () => {
    expect(blogTagKey('Google Maps')).toBe('google-maps');
    expect(blogTagKey('  google--maps! ')).toBe('google-maps');
    expect(blogTagKey('Café Owners')).toBe('cafe-owners');
    expect(blogTagKey('ÉTÉ 2025')).toBe('ete-2025');
    expect(blogTagHref('google-maps')).toBe('/blog/tag/google-maps');
    expect(blogTagHref('google-maps', 3)).toBe('/blog/tag/google-maps/page/3');
  });

  it('of a tag with no Latin letter or digit keeps its own letters, small, words joined by hyphens', () => {
    expect(blogTagKey('кафе')).toBe('кафе');
    expect(blogTagKey('Кафе')).toBe('кафе');
    expect(blogTagKey('日本')).toBe('日本');
    expect(blogTagKey('  日本、旅行！ ')).toBe('日本-旅行');
    expect(blogTagKey('Ελλάδα ΟΔΟΣ')).toBe('ελλάδα-οδοσ');
    expect(blogTagKey('Σάντα – Ρόζα')).toBe('σάντα-ρόζα');
    expect(blogTagKey('Ուղեցույց')).toBe('ուղեցույց');
    expect(blogTagKey('مقهى؟')).toBe('مقهى');
    expect(blogTagKey('☕ 🇯🇵 東京 ★')).toBe('東京');
    // Composed first: a letter typed with a combining mark is the same letter.
    expect(blogTagKey('Й')).toBe(blogTagKey('\u0418\u0306'));
    expect(blogTagKey('Й')).toBe('й');
    expect(blogTagHref(blogTagKey('кафе'))).toBe('/blog/tag/%D0%BA%D0%B0%D1%84%D0%B5');
    expect(blogTagHref(blogTagKey('日本'), 2)).toBe('/blog/tag/%E6%97%A5%E6%9C%AC/page/2');
  });

  it('of a tag with a Latin letter or digit is the one it always was (no address moves), and no other key is Latin', () => {
    expect(blogTagKey('Кафе 2024')).toBe('2024');
    expect(blogTagKey('İstanbul')).toBe('stanbul');
    expect(blogTagKey('Straße')).toBe('stra-e');
    // The Kelvin sign composes to K: still not a Latin key, as it never was one.
    expect(blogTagKey('\u212A')).toBe('');
    for (const tag of ['кафе', '日本', 'Ελλάδα', 'Æ', '\u212B'])
      expect(
        [...blogTagKey(tag)].some((char) => char.charCodeAt(0) > 0x7f),
        tag,
      ).toBe(true);
    expect(blogTagKey('🎉 — !')).toBe('');
    expect(blogTagKey('\uD800')).toBe('');
  });

  it('is what a tag page may name: a Latin key, or another key as blogTagKey writes it', () => {
    for (const key of ['google-maps', '2024', 'кафе', '日本-旅行', 'ελλάδα']) expect(isBlogTagKey(key), key).toBe(true);
    for (const key of ['', 'Google-Maps', 'Кафе', '-кафе', 'кафе-', 'кафе--бар', 'кафе 2024', 'кафе-2024', '日本、旅行', 'x'.repeat(101)])
      expect(isBlogTagKey(key), key).toBe(false);
  });
});

describe('a post’s tags', () => {
  it('are trimmed and kept in order', () => {
    expect(tagsOf(['  Maps ', 'Reviews']).data).toEqual({ tags: ['Maps', 'Reviews'] });
  });

  it('are at most 20, each 1 to 50 characters, with a clear message otherwise', () => {
    expect(messageOf(Array.from({ length: 21 }, (_, n) => `tag ${n}`))).toBe('A post may have at most 20 tags.');
    expect(messageOf(['   '])).toBe('A tag cannot be empty.');
    expect(messageOf(['x'.repeat(51)])).toBe('A tag must be at most 50 characters.');
    expect(messageOf(['x'.repeat(50)])).toBeNull();
    expect(messageOf('Maps')).toBe('Tags must be a list of words.');
  });

  it('are unique ignoring case, and two spellings of one address are refused by name', () => {
    expect(messageOf(['Maps', 'maps'])).toBe('The tag "maps" is there twice (tags ignore case).');
    expect(messageOf(['Google Maps', 'google-maps'])).toBe(
      'The tags "Google Maps" and "google-maps" are the same tag (both are /blog/tag/google-maps).',
    );
    expect(messageOf(['!!!'])).toBe('The tag "!!!" needs at least one letter or digit.');
    expect(messageOf(['кафе', 'Кафе'])).toBe('The tag "Кафе" is there twice (tags ignore case).');
    expect(messageOf(['日本', ' 日本! '])).toBe('The tags "日本" and "日本!" are the same tag (both are /blog/tag/日本).');
    expect(messageOf(['кафе', '日本'])).toBeNull();
    expect(blogTagsProblem(['Maps', 'Reviews'])).toBeNull();
  });

  it('from elsewhere keep what may be kept: cut to 50, no empty key, first of one key, at most 20', () => {
    const many = Array.from({ length: 25 }, (_, n) => `Tag ${n}`);
    expect(keptBlogTags([' Maps  and  pins ', 'maps-and-pins', '???', 'y'.repeat(60)])).toEqual(['Maps and pins', 'y'.repeat(50)]);
    expect(keptBlogTags(many)).toHaveLength(20);
  });
});

describe('a tag page’s path', () => {
  it('names a key and a page, or the 404 page, or is no tag page', () => {
    expect(parseBlogTagPath('/blog/tag/google-maps')).toEqual({ kind: 'tag', key: 'google-maps', page: 1 });
    expect(parseBlogTagPath('/blog/tag/google-maps/page/2')).toEqual({ kind: 'tag', key: 'google-maps', page: 2 });
    expect(parseBlogTagPath('/blog/tag/Google-Maps')).toEqual({ kind: 'not-found' });
    expect(parseBlogTagPath('/blog/tag/maps/page/0')).toEqual({ kind: 'not-found' });
    expect(parseBlogTagPath('/blog/tags')).toBeNull();
    // A key of other letters, percent-encoded as a browser sends it or decoded as a router gives it.
    expect(parseBlogTagPath('/blog/tag/%D0%BA%D0%B0%D1%84%D0%B5')).toEqual({ kind: 'tag', key: 'кафе', page: 1 });
    expect(parseBlogTagPath('/blog/tag/日本/page/2')).toEqual({ kind: 'tag', key: '日本', page: 2 });
    expect(parseBlogTagPath('/blog/tag/%D0%9A%D0%B0%D1%84%D0%B5')).toEqual({ kind: 'not-found' });
    expect(parseBlogTagPath('/blog/tag/%E6%97')).toEqual({ kind: 'not-found' });
  });
});

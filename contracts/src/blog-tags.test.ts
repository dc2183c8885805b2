import { describe, expect, it } from 'vitest';
import { blogPostFieldsSchema } from './blog-admin.ts';
import { blogTagHref, blogTagKey, blogTagsProblem, keptBlogTags, parseBlogTagPath } from './blog-tags.ts';

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
    expect(blogTagKey('日本')).toBe('');
    expect(blogTagHref('google-maps')).toBe('/blog/tag/google-maps');
    expect(blogTagHref('google-maps', 3)).toBe('/blog/tag/google-maps/page/3');
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
    expect(messageOf(['!!!'])).toBe('The tag "!!!" needs at least one letter or digit (a-z, 0-9).');
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
  });
});

import { describe, expect, it } from 'vitest';
import { parseBlogManagerSearch } from './blog-manager-search.ts';

describe('parseBlogManagerSearch', () => {
  it('is closed without its params', () => {
    expect(parseBlogManagerSearch({ page: 'blog' })).toEqual({});
  });

  it('opens with blog=1 and picks a post by id', () => {
    expect(parseBlogManagerSearch({ blog: 1 })).toEqual({ blog: 1 });
    expect(parseBlogManagerSearch({ blog: '1', post: '12' })).toEqual({ blog: 1, post: 12 });
    expect(parseBlogManagerSearch({ post: 5 })).toEqual({ blog: 1, post: 5 });
  });

  it('drops a malformed post id', () => {
    expect(parseBlogManagerSearch({ blog: 1, post: 'abc' })).toEqual({ blog: 1 });
    expect(parseBlogManagerSearch({ blog: 1, post: -3 })).toEqual({ blog: 1 });
    expect(parseBlogManagerSearch({ blog: 1, post: 1.5 })).toEqual({ blog: 1 });
  });

  it('opens on the posts in review with status=in_review, and drops any other status', () => {
    expect(parseBlogManagerSearch({ page: 'blog', blog: '1', status: 'in_review' })).toEqual({ blog: 1, status: 'in_review' });
    expect(parseBlogManagerSearch({ status: 'in_review' })).toEqual({ blog: 1, status: 'in_review' });
    expect(parseBlogManagerSearch({ blog: 1, status: 'archived' })).toEqual({ blog: 1 });
  });
});

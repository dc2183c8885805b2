import { blogSeoSchema, type AdminBlogPost } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { changedFieldNames, featuredImageUrl, fieldsOfPost, rebaseAfterSave, sameValue, updateInput } from './post-draft.ts';

const post: AdminBlogPost = {
  id: 7,
  title: 'Saved title',
  slug: 'saved-title',
  status: 'draft',
  publishedAt: null,
  offlineUntil: null,
  readTime: '3 min read',
  featured: false,
  revision: 4,
  updatedAt: '2026-11-23T00:00:00.000Z',
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  author: 'Ann',
  readTimeMinutes: 3,
  readTimeManual: false,
  categories: ['Local SEO'],
  tags: [],
  featuredImage: null,
  imageUrl: null,
  seo: blogSeoSchema.parse({}),
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedBy: null,
  slugFollowsTitle: true,
  workingCopy: null,
};

describe('post draft', () => {
  it('leaves a computed read time unset, and keeps one set by hand', () => {
    expect(fieldsOfPost(post).readTimeMinutes).toBeNull();
    expect(fieldsOfPost({ ...post, readTimeManual: true, readTimeMinutes: 9 }).readTimeMinutes).toBe(9);
  });

  it('names only the fields that changed, nested SEO included', () => {
    const saved = fieldsOfPost(post);
    const draft = { ...saved, title: 'New', seo: { ...saved.seo, ogImage: '/media/a.png' } };
    expect(changedFieldNames(draft, saved)).toEqual(['title', 'seo']);
    expect(changedFieldNames(fieldsOfPost(post), saved)).toEqual([]);
  });

  it('sends the changed fields and the featured image as its id', () => {
    const saved = fieldsOfPost(post);
    const draft = { ...saved, excerpt: 'Changed', featuredImage: { id: 12, url: '/media/x.png' } };
    expect(updateInput(7, 4, draft, saved)).toEqual({ id: 7, baseRevision: 4, excerpt: 'Changed', featuredImageId: 12 });
    expect(updateInput(7, 4, { ...saved, featuredImage: null }, { ...saved, featuredImage: { id: 1, url: '/m.png' } })).toEqual({
      id: 7,
      baseRevision: 4,
      featuredImageId: null,
    });
  });

  it('takes the server values after a save but keeps text typed meanwhile', () => {
    const saved = fieldsOfPost(post);
    const sent = { ...saved, title: ' Typed ', content: '<p>Body<script>x</script>' };
    const typedSince = { ...sent, excerpt: 'typed during the save' };
    const server = { ...saved, title: 'Typed', content: '<p>Body</p>' };
    expect(rebaseAfterSave(typedSince, sent, server)).toEqual({ ...server, excerpt: 'typed during the save' });
  });

  it('reads the featured image from the media image, else the plain URL', () => {
    expect(featuredImageUrl({ featuredImage: { id: 1, url: '/media/a.png' }, imageUrl: '/old.png' })).toBe('/media/a.png');
    expect(featuredImageUrl({ featuredImage: null, imageUrl: '/old.png' })).toBe('/old.png');
    expect(featuredImageUrl({ featuredImage: null, imageUrl: null })).toBeNull();
  });

  it('compares nested values deeply', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});

import { NEW_BLOG_POST, blogSeoSchema, type AdminBlogPost } from '@app/contracts';

/** The id of a New Post draft the server has not answered for yet (real ids are positive). */
export const PENDING_POST_ID = 0;

/**
 * What New Post will create (a draft titled 'New Blog Post', 3 min read), drawn in the editor the moment New Post is
 * clicked, so what the admin types at once has a field to go into; the server's draft replaces it when it arrives.
 */
export function newPostPlaceholder(author: string, now: Date = new Date()): AdminBlogPost {
  const at = now.toISOString();
  return {
    id: PENDING_POST_ID,
    title: NEW_BLOG_POST.title,
    slug: NEW_BLOG_POST.slug,
    status: 'draft',
    publishedAt: at,
    offlineUntil: null,
    readTime: NEW_BLOG_POST.readTime,
    featured: false,
    revision: 0,
    updatedAt: at,
    excerpt: '',
    content: '',
    author,
    readTimeMinutes: 3,
    readTimeManual: false,
    categories: [],
    tags: [],
    featuredImage: null,
    imageUrl: null,
    seo: blogSeoSchema.parse({}),
    createdAt: at,
    updatedBy: null,
    slugFollowsTitle: true,
    workingCopy: null,
  };
}

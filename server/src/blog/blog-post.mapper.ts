import { blogSeoSchema, type BlogPostDetail, type BlogPostSummary } from '@app/contracts';
import { DEFAULT_POST_IMAGE } from '@app/contracts/share-image';
import { sanitizePublicArticleHtml } from '../content/html-sanitizer.ts';
import type { BlogPost } from '../entities/blog-post.entity.ts';

/** The image a post shows: its media asset's URL, else its own image URL, else the site default. */
export function postImage(post: Pick<BlogPost, 'featuredImage' | 'imageUrl'>): string {
  return post.featuredImage?.url ?? post.imageUrl ?? DEFAULT_POST_IMAGE;
}

/** A post as the blog index lists it. */
export function toBlogPostSummary(post: Omit<BlogPost, 'content'>): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? '',
    image: postImage(post),
    author: post.author ?? '',
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    readTime: post.readTime,
    categories: post.categories,
    tags: post.tags,
    featured: post.featured,
  };
}

/** A post with its body (sanitised again on render, with the allow-list it was saved with, missing images left out) and complete SEO metadata. */
export function toBlogPostDetail(post: BlogPost): BlogPostDetail {
  return {
    ...toBlogPostSummary(post),
    content: sanitizePublicArticleHtml(post.content),
    seo: blogSeoSchema.parse(post.seo ?? {}),
    updatedAt: post.updatedAt.toISOString(),
  };
}

import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A slug a published post had before it was renamed: /blog/{oldSlug} answers 301 to the post's current slug. */
export class BlogSlugRedirect {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt';
  oldSlug!: string;
  postId!: number;
  createdAt: Date = new Date();
}

/** The blog_slug_redirects table (rows go with their post). */
export const BlogSlugRedirectSchema = new EntitySchema<BlogSlugRedirect>({
  class: BlogSlugRedirect,
  tableName: 'blog_slug_redirects',
  properties: {
    oldSlug: { type: 'string', length: 255, primary: true, fieldName: 'old_slug' },
    postId: { type: 'integer', fieldName: 'post_id' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});

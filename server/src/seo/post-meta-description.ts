import { postHeadDescription } from '@app/seo-analysis';

/** The description a post's head serves (the shared rule the SEO analysis checks, in the browser too). */
export function postMetaDescription(post: { seo: { metaDescription: string }; excerpt: string | null; content: string }): string {
  return postHeadDescription({ metaDescription: post.seo.metaDescription, excerpt: post.excerpt ?? '', content: post.content });
}

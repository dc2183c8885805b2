// A post's analysis: its stored body and the head its public page serves.
import { blogArticleTitle, robotsFlags, robotsValue } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { postLink } from '../activity/activity-links.ts';
import { postMetaDescription } from '../seo/post-meta-description.ts';
import type { AnalysedContent, AnalysedBy } from './analysis-row.ts';
import { prepareAnalysis, removeAnalysis, storeAnalyses } from './analysis-store.ts';
import { seoRuntimeOf } from './seo-runtime.ts';

/** What a post's analysis reads of it. */
export interface PostSource {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  seo: Record<string, unknown>;
  revision: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A post as analysed: its focus keyphrase, the title and description its head serves (its SEO fields, else derived
 * from the post), its slug and its stored body HTML.
 */
export function postContent(post: PostSource, siteOrigin?: string): AnalysedContent {
  const metaTitle = text(post.seo.metaTitle);
  const metaDescription = text(post.seo.metaDescription);
  return {
    kind: 'post',
    refId: String(post.id),
    name: post.title,
    path: `/blog/${post.slug}`,
    adminHref: postLink(post.id),
    robots: robotsValue(robotsFlags(text(post.seo.robots))),
    input: {
      keyphrase: text(post.seo.focusKeyphrase),
      seoTitle: blogArticleTitle({ title: post.title, seo: { metaTitle } }),
      metaDescription: postMetaDescription({ seo: { metaDescription }, excerpt: post.excerpt, content: post.content }),
      slug: post.slug,
      html: post.content,
      ...(siteOrigin ? { siteOrigin } : {}),
    },
    analysedFrom: `revision ${post.revision} of the stored post`,
  };
}

/** Analyses posts and stores the results (in the caller's transaction when it runs in one). */
export async function storePostAnalyses(em: EntityManager, posts: PostSource[], by: AnalysedBy): Promise<void> {
  const origin = seoRuntimeOf(em)?.origin;
  await storeAnalyses(
    em,
    posts.map((post) => prepareAnalysis(postContent(post, origin))),
    by,
  );
}

/** Forgets a deleted post's analysis. */
export function removePostAnalysis(em: EntityManager, id: number): Promise<void> {
  return removeAnalysis(em, 'post', String(id));
}

import type { BlogPostSummary } from '@app/contracts';
import { useId } from 'react';
import { BlogPostGrid } from './blog-post-grid.tsx';

/** The most related articles to read next, at most three; renders nothing when there are none. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="render-when-near border-t border-white/10 bg-night-800/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Related articles
        </h2>
        <div className="mt-10">
          <BlogPostGrid posts={posts.slice(0, 3)} />
        </div>
      </div>
    </section>
  );
}

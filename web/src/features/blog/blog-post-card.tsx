import type { BlogPostSummary } from '@app/contracts/blog-post';
import type { SnippetPart } from '@app/contracts/blog-listing';
import { useId } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { CategoryBadges } from './category-badges.tsx';
import { articleHref } from './article-href.ts';
import { BlogSnippet } from './blog-snippet.tsx';
import { fadeInUp } from './fade-in-up.ts';
import { PostImage } from './post-image.tsx';

/**
 * One article in a card grid (docs/product.md §2): image, category badges, title (two lines at most),
 * excerpt (three at most), in a search the passage that matched (its words marked), author, read time and a 'Read more' link that covers the whole card.
 * `index` staggers its entrance by 0.1 s × (index mod 3), one step per column.
 */
export function BlogPostCard({
  post,
  index,
  headingLevel = 'h3',
}: {
  post: BlogPostSummary & { snippet?: SnippetPart[] | null };
  index: number;
  headingLevel?: 'h2' | 'h3';
}) {
  const titleId = useId();
  const Heading = headingLevel;
  const motion = fadeInUp(0.1 * (index % 3));
  return (
    <article aria-labelledby={titleId} className={`h-full ${motion.className}`} style={motion.style}>
      <div className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-800 shadow-lg shadow-black/20 transition-colors duration-200 focus-within:border-primary-soft/70 hover:border-primary-soft/40">
        <div className="overflow-hidden bg-night-700">
          <PostImage
            src={post.image}
            className="w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </div>
        <div className="flex flex-1 flex-col p-6">
          <CategoryBadges categories={post.categories} />
          <Heading id={titleId} className="mt-4 line-clamp-2 text-lg leading-snug font-semibold text-white">
            {post.title}
          </Heading>
          <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-400">{post.excerpt}</p>
          {post.snippet?.length ? <BlogSnippet parts={post.snippet} /> : null}
          <div className="mt-auto pt-6">
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-400">
              <span className="inline-flex items-center gap-1.5">
                <Icon name="user" className="size-4 text-slate-400" />
                {post.author}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Icon name="clock" className="size-4 text-slate-400" />
                {post.readTime}
              </span>
            </p>
            <a
              href={articleHref(post.slug)}
              className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-soft after:absolute after:inset-0 after:content-[''] hover:text-white"
            >
              Read more
              <span className="sr-only">: {post.title}</span>
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}

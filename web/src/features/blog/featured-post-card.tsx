import { formatPostDate, type BlogPostSummary } from '@app/contracts';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { articleHref } from './article-href.ts';
import { fadeInUp } from './fade-in-up.ts';
import { PostImage } from './post-image.tsx';

/**
 * The featured article above the grid (docs/product.md §2): a 'Featured' badge, image, first category,
 * title, excerpt, author, date and a 'Read full article' link that covers the whole card.
 */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  const titleId = useId();
  const category = post.categories[0];
  // Its image is the page's largest paint: it rises in without fading, so it counts as painted at once.
  const motion = fadeInUp(0.2, { fade: false });
  return (
    <article aria-labelledby={titleId} className={motion.className} style={motion.style}>
      <div className="group relative grid overflow-hidden rounded-3xl border border-white/10 bg-night-800 shadow-2xl shadow-black/30 transition-colors duration-200 focus-within:border-primary-soft/60 hover:border-primary-soft/40 lg:grid-cols-2">
        <div className="relative overflow-hidden bg-night-700">
          <PostImage
            src={post.image}
            priority
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
          <span className="absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white shadow-lg shadow-black/30">
            <Icon name="sparkles" className="size-3.5" />
            Featured
          </span>
        </div>
        <div className="flex flex-col justify-center p-6 sm:p-10">
          {category ? <p className="text-sm font-semibold tracking-wide text-primary-soft uppercase">{category}</p> : null}
          <h2 id={titleId} className="mt-3 text-2xl leading-tight font-bold tracking-tight text-balance text-white sm:text-3xl">
            {post.title}
          </h2>
          <p className="mt-4 text-base leading-7 text-slate-400">{post.excerpt}</p>
          <div className="mt-6 flex items-center gap-3 text-sm">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary/20 font-semibold text-primary-soft"
            >
              {post.author.charAt(0)}
            </span>
            <p className="grid">
              <span className="font-medium text-slate-200">{post.author}</span>
              <time dateTime={post.publishedAt} className="text-slate-400">
                {formatPostDate(post.publishedAt)}
              </time>
            </p>
          </div>
          <div className="mt-8">
            <a href={articleHref(post.slug)} className={buttonClass({ size: 'lg' }, "after:absolute after:inset-0 after:content-['']")}>
              Read full article
              <span className="sr-only">: {post.title}</span>
              <Icon name="arrow-right" className="size-4" />
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}

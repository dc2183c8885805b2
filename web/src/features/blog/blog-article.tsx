import { formatPostDate, type BlogPostDetail, type BlogPostSummary } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { ArticleBody } from '../../components/article-body.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { BlogCallToAction } from './blog-call-to-action.tsx';
import { CategoryBadges } from './category-badges.tsx';
import { fadeInUp } from './fade-in-up.ts';
import { PostImage } from './post-image.tsx';
import { RelatedPosts } from './related-posts.tsx';
import { TagLinks } from './tag-links.tsx';

// The article's way back (docs/product.md §8: 'Back to blog'); its BreadcrumbList structured data (Home › Blog › the
// article, contracts/src/breadcrumb.ts) names the same Blog step.
function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-400 transition-colors hover:text-white"
    >
      <Icon name="arrow-left" className="size-4" />
      Back to blog
    </Link>
  );
}

/** The page around an article (its backdrop and the way back to the blog): the article page's and its preview's. */
export function BlogArticleLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-56 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
      />
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <nav aria-label="Breadcrumb">
          <BackToBlog />
        </nav>
      </div>
      {children}
    </main>
  );
}

/** One article: categories, title, byline, featured image, the sanitised body, a call to action and related articles. */
export function BlogArticle({ post }: { post: BlogPostDetail & { related: BlogPostSummary[] } }) {
  const titleId = useId();
  const intro = fadeInUp(0.1);
  return (
    <>
      <article aria-labelledby={titleId} className="pb-16">
        <header className={`mx-auto max-w-3xl px-4 pt-8 sm:px-6 ${intro.className}`} style={intro.style}>
          <CategoryBadges categories={post.categories} />
          <h1 id={titleId} className="mt-5 text-3xl leading-tight font-bold tracking-tight text-balance text-white sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-400">{post.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-400">
            <p className="inline-flex items-center gap-2.5">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-primary/20 font-semibold text-primary-soft"
              >
                {post.author.charAt(0)}
              </span>
              <span>
                <span className="sr-only">By </span>
                <span className="font-medium text-slate-200">{post.author}</span>
              </span>
            </p>
            <p>
              <span className="sr-only">Published </span>
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </p>
            <p className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4 text-slate-400" />
              {post.readTime}
            </p>
          </div>
        </header>

        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
          <PostImage
            src={post.image}
            priority
            className="w-full rounded-3xl border border-white/10 bg-night-700 object-cover shadow-2xl shadow-black/40"
          />
        </div>

        <div className="render-when-near mx-auto mt-12 max-w-3xl px-4 sm:mt-16 sm:px-6">
          <ArticleBody html={post.content} />
          <TagLinks tags={post.tags} className="mt-10" />
        </div>
      </article>

      <BlogCallToAction />
      <RelatedPosts posts={post.related} />
    </>
  );
}

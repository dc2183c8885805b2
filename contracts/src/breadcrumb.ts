/** One step of a breadcrumb trail: what it is called and the path it links to. */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/**
 * The breadcrumb trail of a blog article, Home › Blog › the article: the page shows it and its
 * BreadcrumbList structured data carries the same steps.
 */
export function articleBreadcrumb(post: { slug: string; title: string }): BreadcrumbStep[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title, path: `/blog/${encodeURIComponent(post.slug)}` },
  ];
}

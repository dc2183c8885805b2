/** One step of a breadcrumb trail: what it is called and the path it links to. */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/**
 * Where a blog article sits on the site, Home › Blog › the article: the steps of its BreadcrumbList
 * structured data (the page's 'Back to blog' link leads to the Blog step).
 */
export function articleBreadcrumb(post: { slug: string; title: string }): BreadcrumbStep[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title, path: `/blog/${encodeURIComponent(post.slug)}` },
  ];
}

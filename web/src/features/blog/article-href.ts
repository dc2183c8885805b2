/** The address of the article with this slug: `/blog/{slug}` (an ordinary link, so it needs no router). */
export function articleHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

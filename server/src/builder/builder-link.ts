/** Where the activity log and the SEO report link a builder page: its editor. */
export function builderLink(slug: string): string {
  return `/admin/elementor/${slug}`;
}

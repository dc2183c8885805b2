// Where the activity log, the SEO report and the review e-mails link what they name: the admin screen that edits it.

/** Where the activity log links a post: the blog manager with the post open. */
export function postLink(id: number): string {
  return `/admin/dashboard?page=blog&post=${id}`;
}

/** Where the activity log and the SEO report link a builder page: its editor. */
export function builderLink(slug: string): string {
  return `/admin/elementor/${slug}`;
}

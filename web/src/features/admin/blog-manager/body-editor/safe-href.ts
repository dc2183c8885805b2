import { safeHrefSchema } from '@app/contracts';

/** Whether a link target may go into a post: a site path, an anchor, mailto/tel or http(s) (never `javascript:`). */
export function isSafeHref(href: string): boolean {
  return safeHrefSchema.safeParse(href).success;
}

/** The message for a link target that is refused, or null when it may be used. */
export function hrefProblem(href: string): string | null {
  const result = safeHrefSchema.safeParse(href);
  if (result.success) return null;
  if (/^\s*(javascript|vbscript|data|file):/i.test(href)) {
    return 'That kind of link could run code or open a local file, so it is not allowed. Use an address starting with https://, a site path like /blog/my-post, mailto: or tel:.';
  }
  return result.error.issues[0]?.message ?? 'Enter a link starting with /, #, mailto:, tel:, http:// or https://.';
}

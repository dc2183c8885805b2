// Links a visitor may follow from a builder page: a site path, an anchor, e-mail, telephone or http(s).
// Everything else (javascript:, data:, vbscript:, unknown schemes, protocol-relative '//host') is refused.
const SAFE_LINK = /^(?:\/(?![/\\])|#|mailto:|tel:|https?:\/\/)/i;
// eslint-disable-next-line no-control-regex -- browsers drop these from a URL, so one hidden in a scheme must be refused.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** The link to put in an href, or undefined when the URL is empty or not one of /, #, mailto:, tel:, http(s). */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const trimmed = url.trim();
  // Browsers drop control characters inside a scheme ('java\tscript:'), so refuse them outright.
  if (trimmed === '' || CONTROL_OR_SPACE.test(trimmed)) return undefined;
  return SAFE_LINK.test(trimmed) ? trimmed : undefined;
}

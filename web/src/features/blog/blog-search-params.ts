/**
 * The search text of a blog address (`?q=…`) from the router's parsed search params, trimmed; '' when there
 * is none. The router parses each value as JSON, so a search typed into the plain GET form for `2025`,
 * `true` or `null` arrives as a number, a boolean or null: each is still the text the visitor typed.
 */
export function blogSearchText(raw: Record<string, unknown>): string {
  const value = raw.q;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return '';
}

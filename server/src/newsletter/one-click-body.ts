import { ONE_CLICK_UNSUBSCRIBE } from '@app/contracts';

/**
 * Whether a body is exactly the one-click unsubscribe form (`List-Unsubscribe=One-Click`, RFC 8058) and nothing
 * more: what a mail provider, and the unsubscribe page's button, post.
 */
export function isOneClickBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const entries = Object.entries(body);
  return entries.length === 1 && entries[0]![0] === ONE_CLICK_UNSUBSCRIBE.field && entries[0]![1] === ONE_CLICK_UNSUBSCRIBE.value;
}

import { PAGE_ADDRESS_META, sameSitePath } from '@app/contracts/form-post';

/**
 * Puts the address of the page a refused form post rendered (`/contact`, not `/api/contact`) in the
 * address bar before anything reads it (the app's router, or the islands runtime), so a reload asks
 * for the page instead of posting again. Framework-free: the islands runtime calls it too.
 */
export function restorePageAddress(doc: Document = document): void {
  const address = sameSitePath(doc.querySelector(`meta[name="${PAGE_ADDRESS_META}"]`)?.getAttribute('content'), '');
  if (address) window.history.replaceState(window.history.state, '', address);
}

import { ANALYTICS_BEACON_URL } from '@app/contracts/analytics-beacon';

/**
 * Sends the time this page was in view (ms, since it was opened or last shown) each time the visitor hides or leaves
 * it, for the site's analytics: the path and the time, nothing else, with no cookie (the server counts the page view
 * itself as it answers it).
 */
export function sendPageTimeOnLeave(): void {
  // performance.now() counts from the page's opening: a page opened in view has been in view since 0.
  let shownSince: number | null = document.visibilityState === 'visible' ? 0 : null;
  let shown = 0;
  const send = () => {
    if (shownSince !== null) shown += performance.now() - shownSince;
    shownSince = null;
    if (shown >= 1) navigator.sendBeacon(ANALYTICS_BEACON_URL, JSON.stringify({ p: location.pathname, t: Math.round(shown) }));
    shown = 0;
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
    else shownSince = performance.now();
  });
  addEventListener('pagehide', send);
}

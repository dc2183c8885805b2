import { useSyncExternalStore } from 'react';

/**
 * True while a CSS media query matches (e.g. '(min-width: 1024px)'), following changes; `serverValue` is what a render
 * without a window assumes.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

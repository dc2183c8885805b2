import { useState } from 'react';

/**
 * The keyset pages a "Show more" list has read for one search (`key`): `afters` holds each page's `after`, null for
 * the first; `showMore(next)` reads one more. A new `key` (the search or the order changed) starts again at the first
 * page.
 */
export function useShowMore(key: string): { afters: (string | null)[]; showMore: (next: string) => void } {
  const [read, setRead] = useState<{ key: string; afters: (string | null)[] }>({ key, afters: [null] });
  const afters = read.key === key ? read.afters : [null];
  return { afters, showMore: (next) => setRead({ key, afters: [...afters, next] }) };
}

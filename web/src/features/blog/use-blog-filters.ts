import type { BlogCategoryKey } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blogFilterHref } from './blog-filter-href.ts';
import { parseBlogSearch, type BlogSearch } from './blog-search-params.ts';

// Typing updates the results at once; the address follows once the typing pauses, so one search is
// one history entry.
const URL_SYNC_DELAY_MS = 300;

/** The blog index's filter state and its setters, as returned by `useBlogFilters`. */
export interface BlogFilters {
  /** The search box's text, as typed. */
  text: string;
  category: BlogCategoryKey | null;
  setText: (text: string) => void;
  setCategory: (category: BlogCategoryKey | null) => void;
  /** Clears both the search text and the category. */
  clear: () => void;
}

/** The filters the address bar holds now (`?q=…&category=…`). */
function addressSearch(): BlogSearch {
  return parseBlogSearch(Object.fromEntries(new URLSearchParams(window.location.search)));
}

/**
 * The blog index's search text and category, starting from `initial`. With `followAddress` (the page
 * is the blog index itself) they are kept in the address (`?q=…&category=…`) so results can be linked:
 * a category is a new history entry, the search text replaces the entry once typing pauses, and Back
 * or Forward restores the filters. Otherwise (the admin's in-page editor shows the page) they live in
 * component state. Needs no router: the blog index's filters are an island.
 */
export function useBlogFilters(initial: BlogSearch, followAddress: boolean): BlogFilters {
  const [category, setCategoryState] = useState(initial.category);
  const [text, setTextState] = useState(initial.q);
  const textRef = useRef(initial.q);
  const categoryRef = useRef(initial.category);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((search: BlogSearch) => {
    clearTimeout(timerRef.current);
    textRef.current = search.q;
    categoryRef.current = search.category;
    setTextState(search.q);
    setCategoryState(search.category);
  }, []);

  // Back and Forward bring the filters of the entry they return to.
  useEffect(() => {
    if (!followAddress) return;
    const onPopState = () => show(addressSearch());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [followAddress, show]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const record = useCallback(
    (replace: boolean) => {
      clearTimeout(timerRef.current);
      if (!followAddress) return;
      const href = blogFilterHref({ q: textRef.current, category: categoryRef.current });
      if (href === `${window.location.pathname}${window.location.search}`) return;
      if (replace) window.history.replaceState(window.history.state, '', href);
      else window.history.pushState(null, '', href);
    },
    [followAddress],
  );

  const setText = useCallback(
    (value: string) => {
      textRef.current = value;
      setTextState(value);
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => record(true), URL_SYNC_DELAY_MS);
    },
    [record],
  );

  const setCategory = useCallback(
    (next: BlogCategoryKey | null) => {
      categoryRef.current = next;
      setCategoryState(next);
      record(false);
    },
    [record],
  );

  const clear = useCallback(() => {
    show({ q: '', category: null });
    record(false);
  }, [show, record]);

  return { text, category, setText, setCategory, clear };
}

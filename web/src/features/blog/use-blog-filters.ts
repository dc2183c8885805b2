import type { BlogCategoryKey } from '@app/contracts';
import { getRouteApi, useMatch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseBlogSearch, type BlogSearch } from './blog-search-params.ts';

const routeApi = getRouteApi('/_public/blog/');

// Typing updates the results at once; the URL follows once the typing pauses, so one search is one
// history entry and a slow router update never overwrites newer keystrokes.
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

const NO_FILTER: BlogSearch = { q: '', category: null };

/**
 * The blog index's search text and category, kept in the URL (`?q=…&category=…`) so results can be
 * linked and Back restores the previous filter. Unknown or missing params mean "no filter". Outside
 * the blog route (the admin's in-page editor shows the page) the filters live in component state.
 */
export function useBlogFilters(): BlogFilters {
  const routeSearch = useMatch({
    from: '/_public/blog/',
    shouldThrow: false,
    select: (match) => parseBlogSearch(match.search as Record<string, unknown>),
  });
  const [localSearch, setLocalSearch] = useState<BlogSearch>(NO_FILTER);
  const search = routeSearch ?? localSearch;
  const inRoute = routeSearch !== undefined;
  const routeNavigate = routeApi.useNavigate();
  const [text, setTextState] = useState(search.q);
  const textRef = useRef(search.q);
  // The search text the URL holds or is about to hold because of this component.
  const syncedRef = useRef(search.q);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Adopt search text that comes from outside the box: Back, Forward or a followed link.
  useEffect(() => {
    if (search.q === syncedRef.current) return;
    clearTimeout(timerRef.current);
    syncedRef.current = search.q;
    textRef.current = search.q;
    setTextState(search.q);
  }, [search.q]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const go = useCallback(
    (q: string, category: BlogCategoryKey | null, replace: boolean) => {
      clearTimeout(timerRef.current);
      syncedRef.current = q;
      if (!inRoute) {
        setLocalSearch({ q, category });
        return;
      }
      void routeNavigate({
        search: (prev: Record<string, unknown>) => ({ ...prev, q: q || undefined, category: category ?? undefined }),
        replace,
        resetScroll: false,
      });
    },
    [routeNavigate, inRoute],
  );

  const category = search.category;

  const setText = useCallback(
    (value: string) => {
      textRef.current = value;
      setTextState(value);
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => go(value.trim(), category, true), URL_SYNC_DELAY_MS);
    },
    [go, category],
  );

  const setCategory = useCallback(
    (next: BlogCategoryKey | null) => go(textRef.current.trim(), next, false),
    [go],
  );

  const clear = useCallback(() => {
    textRef.current = '';
    setTextState('');
    go('', null, false);
  }, [go]);

  return { text, category, setText, setCategory, clear };
}

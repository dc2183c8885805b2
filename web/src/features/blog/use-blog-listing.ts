import type { BlogCategoryKey } from '@app/contracts/blog-post';
import type { BlogListPage } from '@app/contracts/blog-listing';
import { blogListingHref, parseBlogListingPath, type BlogListingAddress } from '@app/contracts/blog-listing-address';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBlogPage } from './fetch-blog-page.ts';

// The results follow the search box once the typing pauses: one request and one history entry per search.
const SEARCH_DELAY_MS = 300;

/** One page of the blog as the blog index holds it: the page, still coming, or not readable. */
export type BlogListingState = BlogListPage | 'loading' | 'failed';

/** The blog index's state and what changes it, as returned by `useBlogListing`. */
export interface BlogListing {
  /** The search box's text, as typed. */
  text: string;
  /** The page asked for (its category shows as the current filter at once). */
  address: BlogListingAddress;
  /** The page to show: the one asked for once it has come, the last one shown meanwhile. */
  shown: BlogListingState;
  /** True while the page asked for is on its way (the previous results stay shown). */
  pending: boolean;
  setText: (text: string) => void;
  /** Searches the text typed now, without waiting for the typing to pause (Enter). */
  searchNow: () => void;
  setCategory: (category: BlogCategoryKey | null) => void;
  setPage: (page: number) => void;
  /** Clears the search text and the category: the first page of every article. */
  clear: () => void;
}

/** The blog page the address bar names now, or null when it names none (then the page is left as it is). */
function addressNow(): BlogListingAddress | null {
  const path = parseBlogListingPath(window.location.pathname.replace(/\/+$/, '') || '/');
  if (path?.kind !== 'listing') return null;
  return { page: path.page, category: path.category, q: (new URLSearchParams(window.location.search).get('q') ?? '').trim() };
}

/**
 * The blog index's page, search text and category, starting from `initial` and its page `initialPage`
 * (rendered on the server). Another page, category or search asks the server for that page (`blogPost.list`)
 * and keeps the previous results shown until it comes. With `followAddress` (the page is the blog itself)
 * each is kept in the address (`/blog/category/{key}/page/{n}?q=…`): a category or a page is a new
 * history entry, a search replaces the entry, and Back or Forward restores the page. Otherwise (the admin's
 * in-page editor shows the page) it lives in component state. Needs no router: the blog index is an island.
 */
export function useBlogListing(initial: BlogListingAddress, initialPage: BlogListingState, followAddress: boolean): BlogListing {
  const [address, setAddress] = useState(initial);
  const [text, setTextState] = useState(initial.q);
  const [fetched, setFetched] = useState<ReadonlyMap<string, BlogListPage>>(new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const addressRef = useRef(initial);
  const textRef = useRef(initial.q);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const key = blogListingHref(address);
  const initialKey = blogListingHref(initial);
  const ready = typeof initialPage === 'object' && key === initialKey ? initialPage : fetched.get(key);

  // The last page shown stays on screen while the next one loads (React's "value from the previous render").
  const [lastShown, setLastShown] = useState<BlogListingState>(initialPage);
  if (ready && ready !== lastShown) setLastShown(ready);

  // The page the server rendered (or the editor's query, still coming) is never asked for again.
  const needsFetch = !ready && key !== initialKey;
  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    const wanted = addressRef.current;
    fetchBlogPage({ page: wanted.page, category: wanted.category, q: wanted.q }, controller.signal).then(
      (page) => setFetched((pages) => new Map(pages).set(key, page)),
      () => {
        if (!controller.signal.aborted) setFailed(key);
      },
    );
    return () => controller.abort();
  }, [key, needsFetch]);

  const go = useCallback(
    (next: BlogListingAddress, history: 'push' | 'replace') => {
      clearTimeout(timerRef.current);
      addressRef.current = next;
      setAddress(next);
      setFailed(null);
      if (!followAddress) return;
      const href = blogListingHref(next);
      if (href === `${window.location.pathname}${window.location.search}`) return;
      if (history === 'replace') window.history.replaceState(window.history.state, '', href);
      else window.history.pushState(null, '', href);
    },
    [followAddress],
  );

  // Back and Forward bring the page of the entry they return to.
  useEffect(() => {
    if (!followAddress) return;
    const onPopState = () => {
      const next = addressNow();
      if (!next) return;
      clearTimeout(timerRef.current);
      addressRef.current = next;
      textRef.current = next.q;
      setAddress(next);
      setTextState(next.q);
      setFailed(null);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [followAddress]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const searchNow = useCallback(() => {
    const q = textRef.current.trim();
    if (q === addressRef.current.q) return clearTimeout(timerRef.current);
    go({ page: 1, category: addressRef.current.category, q }, 'replace');
  }, [go]);

  const setText = useCallback(
    (value: string) => {
      textRef.current = value;
      setTextState(value);
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(searchNow, SEARCH_DELAY_MS);
    },
    [searchNow],
  );

  const setCategory = useCallback((category: BlogCategoryKey | null) => go({ page: 1, category, q: textRef.current.trim() }, 'push'), [go]);

  const setPage = useCallback((page: number) => go({ ...addressRef.current, page }, 'push'), [go]);

  const clear = useCallback(() => {
    textRef.current = '';
    setTextState('');
    go({ page: 1, category: null, q: '' }, 'push');
  }, [go]);

  const shown: BlogListingState =
    ready ?? (key === initialKey && typeof initialPage !== 'object' ? initialPage : failed === key ? 'failed' : lastShown);
  return {
    text,
    address,
    shown,
    pending: !ready && failed !== key && typeof shown === 'object',
    setText,
    searchNow,
    setCategory,
    setPage,
    clear,
  };
}

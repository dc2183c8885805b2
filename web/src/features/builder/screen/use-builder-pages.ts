import type { BuilderPageSummary } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';

/** The page selector's list: one list page (50) of the builder pages, searched by name, and how to move through them. */
export interface PageBrowse {
  /** The search the list shows ('' for none). */
  search: string;
  onSearch: (search: string) => void;
  /** The list page shown (1-based) and how many there are. */
  page: number;
  pageCount: number;
  /** How many pages match in all. */
  total: number;
  onPage: (page: number) => void;
}

/**
 * The builder's pages as the screen needs them: the page the address names (`pageSlug`; asked by slug, so it opens
 * whichever list page holds it) and one list page of the page selector, with its search. While a renamed page's new
 * slug is being read, the page open before stays open. (Without an address the builder shows BuilderStart instead.)
 */
export function useBuilderPages(pageSlug: string) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.builderPage.list.useQuery({ page, q: search || undefined }, { placeholderData: keepPreviousData });
  const named = trpc.builderPage.bySlug.useQuery({ slug: pageSlug });
  const lastOpened = useRef<BuilderPageSummary | undefined>(undefined);

  // No page at that address (any more): none, and the screen shows the page list.
  const current = named.data === null ? undefined : (named.data ?? lastOpened.current);
  useEffect(() => {
    lastOpened.current = current;
  });

  const items = list.data?.items ?? [];
  // The open page is always among the selector's options, whichever list page is shown.
  const options = current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
  const browse: PageBrowse = {
    search,
    onSearch: (next) => {
      setSearch(next);
      setPage(1);
    },
    page: list.data?.page ?? page,
    pageCount: list.data?.pageCount ?? 1,
    total: list.data?.total ?? 0,
    onPage: setPage,
  };
  return {
    current,
    options,
    browse,
    /** True once it is known that no page is at the address. */
    missing: named.data === null,
    error: named.error ?? null,
  };
}

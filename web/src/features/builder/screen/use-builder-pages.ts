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
 * whichever list page holds it), else the first page made; and one list page of the page selector, with its search.
 * While a renamed page's new slug is being read, the page open before stays open.
 */
export function useBuilderPages(pageSlug: string | undefined) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const first = trpc.builderPage.list.useQuery({ page: 1 });
  const list = trpc.builderPage.list.useQuery({ page, q: search || undefined }, { placeholderData: keepPreviousData });
  const named = trpc.builderPage.bySlug.useQuery({ slug: pageSlug ?? '' }, { enabled: pageSlug !== undefined });
  const lastOpened = useRef<BuilderPageSummary | undefined>(undefined);

  const firstPage = first.data?.items[0];
  const current =
    pageSlug === undefined
      ? firstPage
      : named.data === null
        ? // No page at that address (any more): the first one, as the builder opens with no address.
          firstPage
        : (named.data ?? lastOpened.current);
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
    /** True once it is known that there is no page to open (none at the address, and none at all). */
    none: current === undefined && first.data !== undefined && (pageSlug === undefined || named.data !== undefined),
    error: first.error ?? named.error ?? null,
  };
}

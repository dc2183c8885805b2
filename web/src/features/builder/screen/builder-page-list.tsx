import { builtInPageAt } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { NewPageButton } from './new-page-dialog.tsx';

/**
 * The builder's page list (/admin/elementor?list=true, and where the builder opens for someone who has edited no page
 * yet): every builder page, 50 at a time, searched by name or slug, each with its address, whether it is live and
 * the built-in page it replaces when published; a page opens by its link, 'New page' makes one. It works on any
 * screen width (the editor itself needs a wide one). `notice` says why it shows (an address with no page).
 */
export function BuilderPageList({ notice }: { notice?: string }) {
  const navigate = useNavigate();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.builderPage.list.useQuery({ page, q: search || undefined }, { placeholderData: keepPreviousData });
  const { text, setText, searchNow } = useSearchText(search, (next) => {
    setSearch(next);
    setPage(1);
  });
  const open = (slug: string) => void navigate({ to: '/admin/elementor/$pagePath', params: { pagePath: slug } });
  const data = list.data;

  return (
    <main className="min-h-dvh bg-night px-4 py-8 text-slate-200 sm:px-8">
      <div className="mx-auto grid max-w-4xl gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-white">Builder pages</h1>
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/admin/dashboard" className="text-sm text-slate-300 hover:text-white">
              Back to the admin panel
            </Link>
            <NewPageButton onCreated={open} />
          </div>
        </div>
        {notice === undefined ? null : (
          <p role="status" className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
            {notice}
          </p>
        )}
        <p className="text-sm text-slate-400">
          Open a page to edit it. A page marked “at a built-in page's address” takes that page's place on the website while it is published;
          the builder asks before it does.
        </p>
        <div className="grid gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-300">
            Find a page
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') searchNow();
            }}
            className="h-10 w-full max-w-sm rounded-md border border-white/10 bg-night-800 px-3 text-sm text-white"
          />
        </div>
        {list.error ? <p role="alert">{list.error.message}</p> : null}
        {data?.total === 0 ? <p>{search === '' ? 'There are no builder pages yet.' : 'No page matches.'}</p> : null}
        <ul aria-label="Builder pages" className="grid gap-2">
          {data?.items.map((item) => {
            const builtIn = builtInPageAt(item.path);
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-night-800 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to="/admin/elementor/$pagePath"
                    params={{ pagePath: item.slug }}
                    className="font-medium break-words text-white hover:underline"
                  >
                    {item.name}
                  </Link>
                  <p className="text-xs break-all text-slate-400">
                    {item.path}
                    {builtIn ? ` · at the built-in ${builtIn.name} page's address` : ''}
                  </p>
                </div>
                <span
                  className={`rounded px-2 py-0.5 text-xs ${item.publishedVersion === null ? 'bg-white/10' : 'bg-emerald-600 text-white'}`}
                >
                  {item.publishedVersion === null ? 'Not published' : 'Published'}
                </span>
              </li>
            );
          })}
        </ul>
        {data !== undefined && data.pageCount > 1 ? (
          <div className="flex items-center gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous pages
            </Button>
            <span role="status" className="text-sm text-slate-400">
              {data.page} / {data.pageCount}
            </span>
            <Button variant="outline" size="sm" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
              Next pages
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}

import { EDITABLE_PAGES } from '@app/contracts';
import { useDeferredValue, useId } from 'react';
import { trpc } from '../../../../lib/trpc.ts';

/** A place on the site a link may go to: a post or a built-in page. */
export interface LinkTarget {
  title: string;
  href: string;
}

const SHOWN = 6;

/** Whether the typed text is already an address (then no suggestions are looked up). */
function looksLikeAddress(text: string): boolean {
  return /^(\/|#|[a-z][a-z0-9+.-]*:)/i.test(text.trim());
}

/**
 * Suggestions for the link dialog as the writer types a title: posts whose title holds the text (the admin list's
 * title search, `/blog/{slug}`) and the built-in pages whose name holds it. Buttons, so the keyboard reaches them.
 */
export function LinkSuggestions({ text, onPick }: { text: string; onPick: (target: LinkTarget) => void }) {
  const labelId = useId();
  const query = useDeferredValue(text.trim());
  const searching = query.length >= 2 && !looksLikeAddress(query);
  const posts = trpc.blogAdmin.list.useQuery({ q: query }, { enabled: searching, staleTime: 30_000 });
  if (!searching) return null;
  const lower = query.toLowerCase();
  const targets: LinkTarget[] = [
    ...(posts.data?.items ?? []).slice(0, SHOWN).map((post) => ({ title: post.title, href: `/blog/${post.slug}` })),
    ...EDITABLE_PAGES.filter((page) => page.name.toLowerCase().includes(lower)).map((page) => ({ title: page.name, href: page.path })),
  ];
  return (
    <div className="grid gap-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-200">
        Suggestions
      </p>
      {targets.length === 0 ? (
        <p className="text-sm text-slate-400">{posts.isFetching ? 'Looking for posts…' : 'No post or page has that title.'}</p>
      ) : (
        <ul aria-labelledby={labelId} className="grid max-h-48 gap-1 overflow-y-auto">
          {targets.map((target) => (
            <li key={target.href}>
              <button
                type="button"
                className="w-full rounded-md px-2 py-1.5 text-left text-sm text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-soft"
                onClick={() => onPick(target)}
              >
                {target.title} <span className="text-slate-400">{target.href}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

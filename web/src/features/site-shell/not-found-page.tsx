import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { PublicLayout } from './public-layout.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** The pages most visitors look for, offered when the one they asked for does not exist. */
const POPULAR_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

/** An address as a person typed it ('/caf%C3%A9' as '/café'); as it came when it does not decode. */
function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Shown for any path the router does not know (docs/product.md §2), inside the public header and
 * footer, with the 404 status and `noindex` the server sets. It says which address was not found and
 * what may have happened, offers a search of the blog (a plain GET form to `/blog?q=…`, so it works
 * without the script) and links to the popular pages.
 */
export function NotFoundPage() {
  const address = readable(useRouterState({ select: (state) => state.location.pathname }));
  const searchId = useId();
  const popularId = useId();
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className="relative isolate flex flex-1 items-center overflow-hidden px-4 py-20 outline-none sm:py-28">
        <div aria-hidden="true" className="absolute inset-x-0 top-10 -z-10 mx-auto h-72 max-w-2xl rounded-full bg-primary/20 blur-3xl" />
        <div className="mx-auto w-full max-w-xl text-center">
          <p
            aria-hidden="true"
            className="bg-gradient-to-b from-white to-white/10 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
          >
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">404 Page Not Found</h1>
          <p className="mt-4 text-base text-slate-300">
            We could not find a page at <strong className="font-semibold break-all text-white">{address}</strong>.
          </p>
          <p className="mt-2 text-sm text-slate-400">
            The address may be mistyped, or the page may have moved or been taken down. Try a search, or one of the pages below.
          </p>

          <form role="search" aria-label="Blog articles" method="get" action="/blog" className="mt-10 text-left">
            <label htmlFor={searchId} className="mb-2 block text-sm font-medium text-slate-300">
              Search the blog
            </label>
            <div className="flex gap-2">
              <input
                id={searchId}
                type="search"
                name="q"
                required
                autoComplete="off"
                enterKeyHint="search"
                placeholder="Search articles..."
                className="h-12 min-w-0 flex-1 rounded-xl border border-white/10 bg-night-800/90 px-4 text-base text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none"
              />
              <button type="submit" className={buttonClass({ size: 'lg' })}>
                <Icon name="search" className="size-4" />
                Search
              </button>
            </div>
          </form>

          <nav aria-labelledby={popularId} className="mt-10">
            <h2 id={popularId} className="text-sm font-semibold text-white">
              Popular pages
            </h2>
            <ul className="mt-4 flex flex-wrap items-center justify-center gap-3">
              {POPULAR_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={buttonClass({ variant: 'outline', size: 'md' })}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </main>
    </PublicLayout>
  );
}

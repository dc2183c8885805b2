import { Link } from '@tanstack/react-router';
import { PublicLayout } from './public-layout.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** Shown for any path the router does not know (docs/product.md §2), inside the public header and footer. */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className="relative isolate flex flex-1 items-center overflow-hidden px-4 py-20 outline-none sm:py-28">
        <div aria-hidden="true" className="absolute inset-x-0 top-10 -z-10 mx-auto h-72 max-w-2xl rounded-full bg-primary/20 blur-3xl" />
        <div className="mx-auto max-w-xl text-center">
          <p
            aria-hidden="true"
            className="bg-gradient-to-b from-white to-white/10 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
          >
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">404 Page Not Found</h1>
          <p className="mt-4 text-base text-slate-400">Did you forget to add the page to the router?</p>
          <p className="mt-2 text-sm text-slate-400">The address may be mistyped, or the page may have moved.</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClass({ size: 'lg' })}>
              <Icon name="arrow-left" className="size-4" />
              Back to home
            </Link>
            <Link to="/contact" className={buttonClass({ variant: 'outline', size: 'lg' })}>
              Contact support
            </Link>
          </div>
        </div>
      </main>
    </PublicLayout>
  );
}

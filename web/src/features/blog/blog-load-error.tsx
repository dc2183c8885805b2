import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';

/**
 * A failed load of blog content, with the way to try again: a link to `href`, the page's own address
 * (a fresh load, so it works without the script) that, where the page can fetch again in place (the
 * app), calls `onRetry` instead. `reason` says why when the server refused the request (too long a search).
 */
export function BlogLoadError({ what, href, onRetry, reason }: { what: string; href: string; onRetry?: () => void; reason?: string }) {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-3xl border border-red-400/20 bg-red-500/5 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-red-500/10 text-red-300">
        <Icon name="alert" className="size-6" />
      </span>
      <p className="mt-5 font-semibold text-white">We couldn't load {what}.</p>
      <p className="mt-2 text-sm text-slate-400">{reason ?? 'Check your connection and try again.'}</p>
      <a
        href={href}
        onClick={(event) => {
          if (!onRetry || !isPlainClick(event)) return;
          event.preventDefault();
          onRetry();
        }}
        className={buttonClass({ variant: 'outline' }, 'mt-6')}
      >
        Try again
      </a>
    </div>
  );
}

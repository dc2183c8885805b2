import { useRouterState } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';

/**
 * A failed load of blog content, with the way to try again: a link to this same address (a fresh
 * load, so it works without the script) that, once the app runs, calls `onRetry` in place instead.
 */
export function BlogLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <div role="alert" className="mx-auto max-w-md rounded-3xl border border-red-400/20 bg-red-500/5 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-red-500/10 text-red-300">
        <Icon name="alert" className="size-6" />
      </span>
      <p className="mt-5 font-semibold text-white">We couldn't load {what}.</p>
      <p className="mt-2 text-sm text-slate-400">Check your connection and try again.</p>
      <a
        href={here}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
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

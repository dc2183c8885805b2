import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, dismissToast, getToasts, subscribeToasts, toast, type ToastItem } from '../lib/toast-store.ts';

const SWIPE_THRESHOLD_PX = 50;

/** Drops `?notice=` from the address once the page has shown it, so a reload does not show it again. */
function forgetNoticeInAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('notice')) return;
  url.searchParams.delete('notice');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A notice the page arrived with: what a form posted without JavaScript did (`?notice=`). */
export interface PageNotice {
  title: string;
  description: string;
}

/**
 * Renders the visible toast in a live region; F8 moves focus to it, a swipe right dismisses it (an
 * island: it needs no app context). The page's `notice` is drawn by the server too, so it shows with
 * no script at all; once the script runs it becomes an ordinary toast.
 */
export function Toaster({ notice = null }: { notice?: PageNotice | null }) {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLOListElement>(null);
  // Until the app runs, the server's notice is drawn here; then it becomes an ordinary toast (once).
  const [noticeHandedOver, setNoticeHandedOver] = useState(false);

  useEffect(() => {
    if (!notice) return;
    toast({ title: notice.title, description: notice.description });
    setNoticeHandedOver(true);
    forgetNoticeInAddress();
    // Once, for the notice the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = items.filter((item) => item.open);
  const visible: readonly ToastItem[] =
    open.length === 0 && notice && !noticeHandedOver ? [{ id: 0, open: true, title: notice.title, description: notice.description }] : open;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 md:right-0 md:left-auto md:justify-end"
    >
      <ol ref={regionRef} tabIndex={-1} className="flex w-full flex-col gap-2 outline-none md:max-w-[420px]">
        {visible.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const startX = useRef<number | null>(null);
  const cardRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id]);

  const destructive = item.variant === 'destructive';
  return (
    <li
      ref={cardRef}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl transition-transform ${
        destructive ? 'border-red-500/40 bg-red-950 text-red-50' : 'border-white/10 bg-night-700 text-slate-100'
      }`}
      onPointerDown={(event) => {
        startX.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (startX.current === null || !cardRef.current) return;
        const dx = Math.max(0, event.clientX - startX.current);
        cardRef.current.style.transform = `translateX(${dx}px)`;
      }}
      onPointerUp={(event) => {
        if (startX.current === null) return;
        const dx = event.clientX - startX.current;
        startX.current = null;
        if (dx > SWIPE_THRESHOLD_PX) dismissToast(item.id);
        else if (cardRef.current) cardRef.current.style.transform = '';
      }}
    >
      {/* The live region is inside the list item: an <li> keeps its listitem role, as its list needs. */}
      <div role={destructive ? 'alert' : 'status'} aria-atomic="true" className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm opacity-90">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
        className="absolute top-2 right-2 rounded-md p-1 text-current/70 hover:text-current"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

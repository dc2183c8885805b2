import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';

// The app's notification region (components/toaster.tsx) in its island's wrapper, a child of #root
// beside the routed page.
const NOTIFICATIONS = '[data-island="toaster"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen modal (role=dialog, aria-modal) drawn over the page: focus moves in when it opens, Tab
 * stays inside, Escape and the close button call `onRequestClose` (which may ask first), and focus
 * returns to the opener when it goes. Nested dialogs (a confirmation) handle their own Escape.
 */
export function ModalFrame({
  title,
  onRequestClose,
  headerExtra,
  children,
}: {
  title: string;
  onRequestClose: () => void;
  headerExtra?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    // The page behind leaves the keyboard and the accessibility tree; the notifications stay live.
    const behind = [...(document.getElementById('root')?.children ?? [])].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && !element.inert && !element.matches(NOTIFICATIONS),
    );
    // aria-hidden as well, for tools that do not read `inert` yet.
    for (const element of behind) {
      element.inert = true;
      element.setAttribute('aria-hidden', 'true');
    }
    return () => {
      for (const element of behind) {
        element.inert = false;
        element.removeAttribute('aria-hidden');
      }
      root.classList.remove('overflow-hidden');
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    // The editor under the modal listens for Escape on the window; an Escape in here is the modal's alone.
    if (event.key === 'Escape') event.stopPropagation();
    // A confirmation opened inside this modal is its own dialog and answers its own keys.
    if (target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== ref.current) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onRequestClose();
    } else if (event.key === 'Tab') {
      const focusable = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (el) => !el.closest('dialog') && el.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[80] flex flex-col bg-night text-slate-200 focus:outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 bg-night-800 px-4 py-3 sm:px-6">
        <h2 id={titleId} className="text-xl font-semibold text-white">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          {headerExtra}
          <Button size="sm" variant="outline" onClick={onRequestClose}>
            Close
          </Button>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">{children}</div>
    </div>,
    document.body,
  );
}

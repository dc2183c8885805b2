import { useHydrated } from '../../../components/islands/use-hydrated.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { EditableText } from '../../page-content/editable-text.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { tooltipDelayGroup } from './tooltip-delay-group.ts';
import { TOOLTIP_CLOSE_GRACE_MS, TOOLTIP_OPEN_DELAY_MS } from './tooltip-timing.ts';

const VIEWPORT_MARGIN = 8;
const GAP = 8;

// Until the app runs, CSS shows the tooltip while its trigger is hovered or focused (or the pointer is
// on the tooltip: its transparent padding bridges the gap from the trigger), placed by CSS anchor
// positioning above the trigger, or below it when there is no room; a browser without anchor
// positioning shows it just under the trigger. Fixed, so the table's scrolling box never clips it.
const CSS_MODE = 'hidden py-2 peer-hover:block peer-focus:block hover:block [position-area:top] [position-try-fallbacks:flip-block]';

/**
 * An info button with a tooltip (WAI-ARIA tooltip pattern). The trigger is a focusable button named
 * `label`; the tooltip, rendered beside it in the page, has role="tooltip" and describes the trigger
 * through aria-describedby. Before and without the script, CSS shows it while the trigger is hovered
 * or focused. Once the app runs, hover opens it after 700 ms (at once within 300 ms of another
 * closing), focus or a click opens it at once, and Escape, blur or leaving closes it. It is shown in
 * the top layer, fixed to the viewport, so neither the table's scrolling nor its section clips it. Its
 * text is keyed `textKey` for the in-page editor.
 */
export function InfoTooltip({ label, text, textKey }: { label: string; text: string; textKey: string }) {
  const tooltipId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // False on the server and while hydrating (so both render the CSS-only tooltip), true once the app runs.
  const hydrated = useHydrated();
  // A unique anchor name for CSS anchor positioning (useId's characters are not all valid in a name).
  const anchorName = `--tip-${tooltipId.replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  const show = () => {
    clearTimers();
    setOpen(true);
  };
  const showAfterDelay = () => {
    clearTimers();
    if (tooltipDelayGroup.shouldSkipDelay()) setOpen(true);
    else openTimer.current = window.setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hideSoon = () => {
    window.clearTimeout(openTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), TOOLTIP_CLOSE_GRACE_MS);
  };
  const hide = () => {
    clearTimers();
    setOpen(false);
  };

  useEffect(() => clearTimers, []);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
      setOpen(false);
    };
    tooltipDelayGroup.opened(close);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      tooltipDelayGroup.closed(close);
    };
  }, [open]);

  useLayoutEffect(() => {
    if (!open) return;
    // In the top layer, the tooltip is placed against the viewport whatever contains its section (a
    // section rendered only near the viewport contains layout and paint).
    const shown = tooltipRef.current;
    shown?.showPopover();
    const place = () => {
      const trigger = triggerRef.current;
      const tooltip = tooltipRef.current;
      if (!trigger || !tooltip) return;
      const anchor = trigger.getBoundingClientRect();
      const box = tooltip.getBoundingClientRect();
      // Above the trigger when there is room, otherwise below; always inside the viewport.
      let top = anchor.top - box.height - GAP;
      if (top < VIEWPORT_MARGIN) top = anchor.bottom + GAP;
      const maxLeft = window.innerWidth - box.width - VIEWPORT_MARGIN;
      const left = Math.min(Math.max(anchor.left + anchor.width / 2 - box.width / 2, VIEWPORT_MARGIN), maxLeft);
      tooltip.style.top = `${Math.round(top)}px`;
      tooltip.style.left = `${Math.round(left)}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      if (shown?.matches(':popover-open')) shown.hidePopover();
    };
  }, [open]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-describedby={tooltipId}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') showAfterDelay();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') hideSoon();
        }}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        style={hydrated ? undefined : { anchorName }}
        className="peer inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-400 transition-colors hover:text-primary-soft focus-visible:text-primary-soft"
      >
        <MarketingIcon name="info" className="size-4" />
        <span className="sr-only">{label}</span>
      </button>
      <span
        ref={tooltipRef}
        id={tooltipId}
        role="tooltip"
        data-open={hydrated && open ? 'true' : undefined}
        popover={hydrated ? 'manual' : undefined}
        onPointerEnter={() => window.clearTimeout(closeTimer.current)}
        onPointerLeave={hideSoon}
        style={hydrated ? undefined : { positionAnchor: anchorName }}
        className={`fixed z-50 w-max max-w-xs text-left text-sm leading-5 font-normal text-slate-100 transition-opacity duration-150 motion-reduce:transition-none starting:opacity-0 ${
          hydrated ? `inset-auto top-0 left-0 m-0 overflow-visible border-0 bg-transparent p-0 ${open ? 'block' : 'hidden'}` : CSS_MODE
        }`}
      >
        <span className="block rounded-lg border border-white/10 bg-night-600 px-3 py-2 shadow-xl shadow-black/40">
          <EditableText as="span" editKey={textKey}>
            {text}
          </EditableText>
        </span>
      </span>
    </>
  );
}

// A button that opens a popover works before any script runs because it is a popover invoker (`popovertarget`); the
// browser then states the button's expanded state itself, and ARIA in HTML forbids `aria-expanded` beside it. Once a
// script owns the opening (a modal sheet, a menu button), the button stops being an invoker and states it instead.

/** A button the script opens its popover from: `setExpanded` states it, `release` gives the button back to the browser. */
export interface OwnedInvoker {
  setExpanded(expanded: boolean): void;
  release(): void;
}

/**
 * Takes a popover invoker over for a script: its `popovertarget` goes (the browser no longer toggles the popover from
 * it, so the script's own click handler must) and `aria-expanded` may be stated. `release` puts the invoker back.
 */
export function ownInvoker(invoker: HTMLElement): OwnedInvoker {
  const target = invoker.getAttribute('popovertarget');
  const action = invoker.getAttribute('popovertargetaction');
  invoker.removeAttribute('popovertarget');
  invoker.removeAttribute('popovertargetaction');
  return {
    setExpanded: (expanded) => invoker.setAttribute('aria-expanded', String(expanded)),
    release() {
      invoker.removeAttribute('aria-expanded');
      if (target !== null) invoker.setAttribute('popovertarget', target);
      if (action !== null) invoker.setAttribute('popovertargetaction', action);
    },
  };
}

/**
 * Whether a click on `invoker` should close `popover` rather than open it: it was open when the press began. A press
 * outside an open auto popover closes it before the click arrives (light dismiss), and the invoker is outside it once it
 * is no longer a `popovertarget`, so the state at the press is what the person saw. Returns the reader and the
 * function that stops listening.
 */
export function shownAtPress(invoker: HTMLElement, isShown: () => boolean): { read(): boolean; detach(): void } {
  let atPress: boolean | null = null;
  const onPointerDown = () => {
    atPress = isShown();
  };
  invoker.addEventListener('pointerdown', onPointerDown);
  return {
    read() {
      // A click from the keyboard (Enter, Space) has no press before it: the state now is the one seen.
      const shown = atPress ?? isShown();
      atPress = null;
      return shown;
    },
    detach: () => invoker.removeEventListener('pointerdown', onPointerDown),
  };
}

import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a box (absolutely placed inside `containerRef`, which is positioned) over the first element inside it that
 * matches `selector`: hidden while `selector` is null or nothing matches, following the element as it or the
 * container resizes, and measured again whenever `redrawKey` changes (the content was drawn anew). Writes the box's
 * style directly, so following costs no second React commit. Returns the ref to put on the box.
 */
export function useBoxOver(
  containerRef: RefObject<HTMLElement | null>,
  selector: string | null,
  redrawKey: unknown,
): RefObject<HTMLDivElement | null> {
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = containerRef.current;
    const box = boxRef.current;
    if (selector === null || container === null || box === null) return;
    const node = container.querySelector<HTMLElement>(selector);
    if (node === null) {
      box.hidden = true;
      return;
    }
    const measure = () => {
      const outer = container.getBoundingClientRect();
      const rect = node.getBoundingClientRect();
      box.hidden = false;
      box.style.top = `${rect.top - outer.top}px`;
      box.style.left = `${rect.left - outer.left}px`;
      box.style.width = `${rect.width}px`;
      box.style.height = `${rect.height}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, selector, redrawKey]);
  return boxRef;
}

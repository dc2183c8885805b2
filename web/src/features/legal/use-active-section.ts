import { useEffect, useState } from 'react';

/**
 * The id of the section currently being read: the last of these elements whose top has scrolled
 * past the upper fifth of the viewport (the first one before any has). Null until measured.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return;

    // Scroll events are batched into one measurement per frame.
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight * 0.2;
      let current = elements[0]!;
      for (const element of elements) {
        if (element.getBoundingClientRect().top <= line) current = element;
        else break;
      }
      // At the very bottom the last sections may never reach the line; the last one is then current.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? elements[elements.length - 1]!.id : current.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return active;
}

import { useRef, useState } from 'react';

/**
 * One submission at a time, for a form that sends by script: `run(work)` marks the form `pending`
 * while `work` runs, and a second `run` meanwhile (a double click, Enter pressed twice) does nothing.
 */
export function useSubmitting(): { pending: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { pending, run };
}

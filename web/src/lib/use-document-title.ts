import { useEffect } from 'react';

/** Sets the browser tab's title while the calling page is shown (null leaves it alone) and restores it after. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

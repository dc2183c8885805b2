import { useEffect } from 'react';

/** Sets the browser tab's title while the calling page is shown; the server adds the full head tags separately. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

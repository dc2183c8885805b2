import { useCallback, useEffect, useState } from 'react';
import { useOwnEchoes } from './own-echoes.ts';

/** How long typing must pause before a list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a list's search field: `onSearch` gets the trimmed text once typing pauses for SEARCH_DELAY_MS, or at
 * once through `searchNow` (Enter). `search` is the search the list shows; when it changes from elsewhere (Clear,
 * Back) the field follows, keeping a trailing space being typed. The field's own searches coming back through
 * `search` leave it alone: by then more may have been typed, which following them would erase.
 */
export function useSearchText(
  search: string,
  onSearch: (text: string) => void,
): { text: string; setText: (text: string) => void; searchNow: () => void } {
  const [text, setText] = useState(search);
  const echoes = useOwnEchoes<string>();

  useEffect(() => {
    if (echoes.isEcho(search)) return;
    setText((current) => (current.trim() === search.trim() ? current : search));
  }, [search, echoes]);

  const send = useCallback(
    (value: string) => {
      echoes.sent(value);
      onSearch(value);
    },
    [echoes, onSearch],
  );

  useEffect(() => {
    if (text.trim() === search.trim()) return;
    const timer = setTimeout(() => send(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, send]);

  return { text, setText, searchNow: () => send(text.trim()) };
}

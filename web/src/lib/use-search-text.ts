import { useEffect, useState } from 'react';

/** How long typing must pause before a list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a list's search field: `onSearch` gets the trimmed text once typing pauses for SEARCH_DELAY_MS, or at
 * once through `searchNow` (Enter). `search` is the search the list shows; when it changes from elsewhere (Clear,
 * Back) the field follows, keeping a trailing space being typed.
 */
export function useSearchText(
  search: string,
  onSearch: (text: string) => void,
): { text: string; setText: (text: string) => void; searchNow: () => void } {
  const [text, setText] = useState(search);

  useEffect(() => {
    setText((current) => (current.trim() === search.trim() ? current : search));
  }, [search]);

  useEffect(() => {
    if (text.trim() === search.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return { text, setText, searchNow: () => onSearch(text.trim()) };
}

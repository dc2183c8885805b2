import { useEffect, useState } from 'react';

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/**
 * The search of an image list: what is typed, and the trimmed text to ask the server for once typing pauses
 * (so a word typed key by key is one request, not one per key).
 */
export function useImageSearch(): { typed: string; setTyped: (text: string) => void; search: string } {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, search };
}

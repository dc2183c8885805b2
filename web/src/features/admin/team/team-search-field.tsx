import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEAM_SEARCH_MAX_LENGTH } from './team-search.ts';

/** How long typing must pause before the list is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * 'Search accounts': searches `onSearch` with the trimmed text once typing pauses, or at once on Enter.
 * `value` is the search the list shows; when it changes from outside (Back, a link) the field follows.
 */
export function TeamSearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);

  useEffect(() => {
    // Only a search from elsewhere replaces the text: a trailing space being typed stays.
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label="Search accounts"
        type="search"
        name="search"
        autoComplete="off"
        maxLength={TEAM_SEARCH_MAX_LENGTH}
        hint="Username, name or e-mail."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

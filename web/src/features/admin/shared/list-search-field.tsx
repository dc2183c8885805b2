import { SearchSubmitButton } from '../../../components/ui/search-submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSearchText } from '../../../lib/use-search-text.ts';

/** The longest search the admin lists take (the contracts' search schemas). */
const SEARCH_MAX_LENGTH = 200;

/**
 * A search form of an admin list (the landmark named `name`), its field labelled `label`: `onSearch` gets the trimmed text once typing pauses, or at
 * once on Enter or Search. `value` is the search the list shows.
 */
export function ListSearchField({
  name,
  label,
  hint,
  value,
  onSearch,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const { text, setText, searchNow } = useSearchText(value, onSearch);
  return (
    <form
      role="search"
      aria-label={name}
      className="max-w-md min-w-64 flex-1 basis-72"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
    >
      <TextField
        label={label}
        type="search"
        name="q"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        hint={hint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        action={<SearchSubmitButton />}
      />
    </form>
  );
}

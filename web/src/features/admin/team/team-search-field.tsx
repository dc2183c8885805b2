import { SearchSubmitButton } from '../../../components/ui/search-submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { TEAM_SEARCH_MAX_LENGTH } from './team-search.ts';

/**
 * 'Search accounts': searches `onSearch` with the trimmed text once typing pauses, or at once on Enter.
 * `value` is the search the list shows; when it changes from outside (Back, a link) the field follows.
 */
export function TeamSearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { text, setText, searchNow } = useSearchText(value, onSearch);

  return (
    <form
      role="search"
      className="max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
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
        action={<SearchSubmitButton />}
      />
    </form>
  );
}

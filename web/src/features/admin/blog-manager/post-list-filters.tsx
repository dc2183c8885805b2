import { BLOG_POST_DISPLAY_STATUSES, type AdminBlogListFilter, type BlogPostDisplayStatus } from '@app/contracts';
import { useCallback } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SearchSubmitButton } from '../../../components/ui/search-submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { statusLabel } from './blog-post-list.tsx';

/** The longest search the server takes (a title is at most 255 characters). */
const SEARCH_MAX_LENGTH = 255;

/**
 * Above the blog manager's list: 'Search posts' by title (searched once typing pauses, or at once on Enter), and the
 * status and category filters. `filter` is what the list shows; `onChange` asks for another.
 */
export function PostListFilters({
  filter,
  categories,
  onChange,
}: {
  filter: AdminBlogListFilter;
  categories: readonly string[];
  onChange: (next: AdminBlogListFilter) => void;
}) {
  const search = useCallback((q: string) => onChange({ ...filter, q: q || undefined }), [filter, onChange]);
  const { text, setText, searchNow } = useSearchText(filter.q ?? '', search);

  return (
    <form
      role="search"
      aria-label="Find posts"
      className="grid gap-2 px-4 pb-3"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
    >
      <TextField
        label="Search posts"
        type="search"
        name="q"
        autoComplete="off"
        placeholder="Part of a title"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        action={<SearchSubmitButton />}
      />
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label="Status"
          name="status"
          value={filter.status ?? ''}
          onChange={(event) => onChange({ ...filter, status: (event.target.value || undefined) as BlogPostDisplayStatus | undefined })}
        >
          <option value="">All statuses</option>
          {BLOG_POST_DISPLAY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          name="category"
          value={filter.category ?? ''}
          onChange={(event) => onChange({ ...filter, category: event.target.value || undefined })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        <input
          type="checkbox"
          name="imagesMissing"
          checked={filter.imagesMissing === true}
          onChange={(event) => onChange({ ...filter, imagesMissing: event.target.checked || undefined })}
          className="size-4 accent-primary"
        />
        Images missing only
      </label>
    </form>
  );
}

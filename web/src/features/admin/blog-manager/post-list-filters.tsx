import { BLOG_POST_DISPLAY_STATUSES, type AdminBlogListFilter, type BlogPostDisplayStatus } from '@app/contracts';
import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { statusLabel } from './blog-post-list.tsx';

/** How long typing must pause before the list is searched. */
const SEARCH_DELAY_MS = 300;
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
  const value = filter.q ?? '';
  const [text, setText] = useState(value);

  useEffect(() => {
    // Only a search from elsewhere (Clear) replaces the text: a trailing space being typed stays.
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange({ ...filter, q: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, filter, onChange]);

  return (
    <form
      role="search"
      aria-label="Find posts"
      className="grid gap-2 px-4 pb-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filter, q: text.trim() || undefined });
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
    </form>
  );
}

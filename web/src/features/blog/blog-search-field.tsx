import { blogListingHref } from '@app/contracts/blog-listing-address';
import type { BlogCategoryKey } from '@app/contracts/blog-post';
import { useId, useRef, type RefObject } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useAdoptTypedValues } from '../../lib/form-post-fields.tsx';

/**
 * The blog index's search box (docs/product.md §2): a labelled search input with the placeholder 'Search
 * articles...', in a GET form to the selected category's first page (`/blog` or `/blog/category/{key}`, the
 * field `q`), so Enter searches without the script and the server renders the results. Once the app runs,
 * the results follow the typing (see `useBlogListing`) and Enter searches at once without loading a page. Text typed into the server-rendered
 * box before the app took over is adopted on mount, so a quick visitor's search is not ignored. Its Search button
 * submits it as Enter does (a form says how it is sent: WCAG technique H32).
 */
export function BlogSearchField({
  value,
  onChange,
  onSubmit,
  category,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Enter, once the app runs: search the text now. */
  onSubmit: () => void;
  /** The selected category, whose pages a search made without the script stays in. */
  category: BlogCategoryKey | null;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { q: value }, (_field, typed) => onChange(typed));
  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Blog articles"
      method="get"
      action={blogListingHref({ category, q: '' })}
      // With the app running the results follow the box: Enter searches in place, loading no page.
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="mx-auto w-full max-w-xl"
    >
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-300">
        Search articles
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search articles..."
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-13 w-full rounded-xl border border-white/10 bg-night-800/90 pr-28 pl-12 text-base text-white shadow-lg shadow-black/20 placeholder:text-slate-500 focus:border-primary-soft focus:outline-none"
        />
        <button type="submit" className={buttonClass({ size: 'sm' }, 'absolute top-1/2 right-2 -translate-y-1/2')}>
          Search
        </button>
      </div>
    </form>
  );
}

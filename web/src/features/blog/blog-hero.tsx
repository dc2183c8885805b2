import type { BlogCategoryKey } from '@app/contracts/blog-post';
import { PRODUCT_NAME } from '@app/contracts/brand';
import type { RefObject } from 'react';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableText } from '../page-content/editable-text.tsx';
import { BlogCategoryFilter } from './blog-category-filter.tsx';
import { BlogSearchField } from './blog-search-field.tsx';
import { fadeInUp } from './fade-in-up.ts';

// The tagline under the blog's title (docs/product.md §2).
const BLOG_TAGLINE = 'Insights, guides, and news to help you dominate local search and grow your business.';

/**
 * The top of the blog index: '{product} Blog', the tagline, the search box and the category
 * buttons, entering one after another at 0.2, 0.3, 0.4 and 0.5 s (docs/product.md §9). Keyed 'blog.hero',
 * its texts 'blog.hero.title' and 'blog.hero.tagline'.
 */
export function BlogHero({
  text,
  onTextChange,
  onSearch,
  category,
  onCategoryChange,
  searchRef,
}: {
  text: string;
  onTextChange: (text: string) => void;
  /** Enter in the search box: search the text now. */
  onSearch: () => void;
  category: BlogCategoryKey | null;
  onCategoryChange: (category: BlogCategoryKey | null) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const title = fadeInUp(0.2);
  const tagline = fadeInUp(0.3);
  const search = fadeInUp(0.4);
  const filters = fadeInUp(0.5);
  return (
    <EditableBlock as="header" editKey="blog.hero" className="mx-auto max-w-5xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20 lg:pb-16">
      <EditableText
        as="h1"
        editKey="blog.hero.title"
        className={`text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl ${title.className}`}
        style={title.style}
      >
        {PRODUCT_NAME} <span className="bg-gradient-to-r from-primary-soft to-violet-300 bg-clip-text text-transparent">Blog</span>
      </EditableText>
      <EditableText
        as="p"
        editKey="blog.hero.tagline"
        className={`mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-400 ${tagline.className}`}
        style={tagline.style}
      >
        {BLOG_TAGLINE}
      </EditableText>
      <div className={`mt-10 ${search.className}`} style={search.style}>
        <BlogSearchField value={text} onChange={onTextChange} onSubmit={onSearch} category={category} inputRef={searchRef} />
      </div>
      <div className={`mt-6 ${filters.className}`} style={filters.style}>
        <BlogCategoryFilter value={category} search={text.trim()} onChange={onCategoryChange} />
      </div>
    </EditableBlock>
  );
}

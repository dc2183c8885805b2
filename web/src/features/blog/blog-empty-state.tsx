import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { EditableText } from '../page-content/editable-text.tsx';
import { BlogFilterLink } from './blog-filter-link.tsx';

/**
 * Shown when no article matches (docs/product.md §2), with 'View all articles' to clear both filters: a link
 * to /blog that works without the script, which `onReset` handles in place once the app runs. Its
 * texts are keyed 'blog.empty.…'.
 */
export function BlogEmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="rounded-3xl border border-dashed border-white/15 bg-night-800/50 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary-soft">
        <Icon name="book" className="size-7" />
      </span>
      <EditableText as="h3" editKey="blog.empty.title" className="mt-6 text-xl font-semibold text-white">
        No articles found
      </EditableText>
      <EditableText as="p" editKey="blog.empty.description" className="mx-auto mt-2 max-w-md text-sm leading-6 text-slate-400">
        Try adjusting your search or browse through our categories.
      </EditableText>
      <BlogFilterLink editKey="blog.empty.reset" href="/blog" onFollow={onReset} className={buttonClass({}, 'mt-8')}>
        View all articles
      </BlogFilterLink>
    </div>
  );
}

import { BLOG_CATEGORIES, type BlogCategoryKey } from '@app/contracts/blog-post';
import { EditableButton } from '../page-content/editable-button.tsx';

const base =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft';
const pressed = 'bg-primary text-white shadow-lg shadow-primary/25';
const idle = 'border border-white/10 bg-night-800/70 text-slate-300 hover:border-white/25 hover:text-white';

/**
 * The category toggle buttons (section 2): 'All Posts' plus the six categories, the current one
 * pressed. Their labels are keyed 'blog.category.all' and 'blog.category.{category key}'.
 */
export function BlogCategoryFilter({
  value,
  onChange,
}: {
  value: BlogCategoryKey | null;
  onChange: (category: BlogCategoryKey | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap justify-center gap-2">
      <EditableButton
        editKey="blog.category.all"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        className={`${base} ${value === null ? pressed : idle}`}
      >
        All Posts
      </EditableButton>
      {BLOG_CATEGORIES.map((category) => (
        <EditableButton
          key={category.key}
          editKey={`blog.category.${category.key}`}
          aria-pressed={value === category.key}
          onClick={() => onChange(category.key)}
          className={`${base} ${value === category.key ? pressed : idle}`}
        >
          {category.label}
        </EditableButton>
      ))}
    </div>
  );
}

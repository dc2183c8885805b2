import { blogTagHref, blogTagKey } from '@app/contracts/blog-tags';

/** A post's tags as links to each tag's page (/blog/tag/{key}); renders nothing for an empty list. */
export function TagLinks({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={blogTagHref(blogTagKey(tag))}
            className="inline-flex rounded-full border border-white/15 px-2.5 py-0.5 text-xs font-medium text-slate-300 transition-colors hover:border-white/30 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft"
          >
            <span aria-hidden="true">#</span>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { BlogPostSummary } from '@app/contracts/blog-post';
import type { SnippetPart } from '@app/contracts/blog-listing';
import { BlogPostCard } from './blog-post-card.tsx';

/** Article cards in a responsive grid: one column when narrow, two from medium, three when wide. */
export function BlogPostGrid({
  posts,
  headingLevel,
  label,
}: {
  /** The cards' articles; a search result's matched passage (`snippet`) shows under its excerpt. */
  posts: ReadonlyArray<BlogPostSummary & { snippet?: SnippetPart[] | null }>;
  headingLevel?: 'h2' | 'h3';
  /** An accessible name for the list, when the section heading does not already give one. */
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <BlogPostCard post={post} index={index} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

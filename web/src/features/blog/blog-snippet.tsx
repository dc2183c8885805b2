import type { SnippetPart } from '@app/contracts/blog-listing';

/**
 * The passage of an article that matched a search, under its card's excerpt, with the matched words
 * marked (`<mark>`). The parts are rendered as text: the server's snippet never becomes HTML.
 */
export function BlogSnippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <p className="mt-3 line-clamp-3 border-l-2 border-primary-soft/50 pl-3 text-sm leading-6 text-slate-300">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/30 px-0.5 text-white">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

import type { LiveBlogFields } from '@app/contracts';
import type { PostFields } from './post-draft.ts';
import { wordDiff } from './word-diff.ts';

/** The text of an article's HTML, a line for each block, as a reader sees it. */
export function articleText(html: string): string {
  const marked = html.replace(/<\/(p|h[1-6]|li|blockquote|figure|figcaption|pre|div)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The compared fields of a post: label and text, the live version's and the edited one's. */
function comparedFields(live: LiveBlogFields, draft: PostFields): { label: string; live: string; draft: string }[] {
  const seo = (fields: Pick<LiveBlogFields, 'seo'>) =>
    [fields.seo.metaTitle, fields.seo.metaDescription, fields.seo.keywords].filter((text) => text !== '').join('\n');
  return [
    { label: 'Title', live: live.title, draft: draft.title },
    { label: 'Address', live: `/blog/${live.slug}`, draft: `/blog/${draft.slug}` },
    { label: 'Excerpt', live: live.excerpt, draft: draft.excerpt },
    { label: 'Content', live: articleText(live.content), draft: articleText(draft.content) },
    { label: 'Categories', live: live.categories.join(', '), draft: draft.categories.join(', ') },
    { label: 'Search engine title, description and keywords', live: seo(live), draft: seo(draft) },
  ];
}

/** What changed between the live post and the edited copy, field by field, words removed struck through and added underlined. */
export function WorkingCopyDiff({ live, draft }: { live: LiveBlogFields; draft: PostFields }) {
  const changed = comparedFields(live, draft).filter((field) => field.live !== field.draft);
  if (changed.length === 0) return <p className="text-sm text-slate-400">No differences in the text: visitors see what you see.</p>;
  return (
    <div className="grid gap-3" aria-label="Changes against the published version">
      {changed.map((field) => (
        <section key={field.label} aria-label={`${field.label} changes`} className="grid gap-1">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-400">{field.label}</h4>
          <p className="whitespace-pre-wrap rounded-md bg-black/20 p-2 text-sm text-slate-200">
            {wordDiff(field.live, field.draft).map((part, index) =>
              part.kind === 'same' ? (
                <span key={index}>{part.text}</span>
              ) : part.kind === 'added' ? (
                <ins key={index} className="bg-emerald-500/20 text-emerald-200">
                  {part.text}
                </ins>
              ) : (
                <del key={index} className="bg-red-500/20 text-red-200">
                  {part.text}
                </del>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}

import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { generateSlugFromTitle } from './blog-slug.ts';
import { EditorCard } from './editor-card.tsx';
import type { PostEditor } from './use-post-editor.ts';

/** The URL & Slug Settings card: the slug under /blog/, 'Generate from Title', and an optional canonical URL. */
export function PostSlugCard({ editor }: { editor: PostEditor }) {
  const { draft, edit, saved, slugFollows } = editor;
  // The address visitors use now, for a live post (its working copy may hold a new one).
  const liveSlug = saved.status === 'published' || saved.status === 'scheduled' ? (saved.workingCopy?.live.slug ?? saved.slug) : null;
  const generate = () => {
    const generated = generateSlugFromTitle(draft.title);
    if (!generated) return;
    edit((d) => {
      d.slug = generated.slug;
      d.seo.canonicalUrl = generated.canonicalUrl;
    });
    toast({ title: 'Slug generated' });
  };
  return (
    <EditorCard
      title="URL & Slug Settings"
      actions={
        <Button size="sm" variant="outline" onClick={generate}>
          Generate from Title
        </Button>
      }
    >
      <TextField
        label="Slug"
        value={draft.slug}
        maxLength={255}
        hint={
          <>
            The post's address: <span className="font-mono text-slate-300">/blog/{draft.slug}</span>
            {slugFollows ? ' (it follows the title until you type a slug here, or the post is published)' : ''}
            {liveSlug !== null && liveSlug !== draft.slug
              ? ` (changes from /blog/${liveSlug} on Update; the old address will redirect here)`
              : ''}
          </>
        }
        onChange={(event) => editor.setSlug(event.target.value)}
      />
      <TextField
        label="Canonical URL (optional)"
        value={draft.seo.canonicalUrl}
        maxLength={2000}
        placeholder={`/blog/${draft.slug}`}
        onChange={(event) => edit((d) => void (d.seo.canonicalUrl = event.target.value))}
      />
    </EditorCard>
  );
}

import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ArticleBody } from '../../../components/article-body.tsx';
import { MediaPicker } from '../../media/media-picker.tsx';
import { CategoriesField } from './categories-field.tsx';
import { TagsField } from './tags-field.tsx';
import { EditorCard } from './editor-card.tsx';
import { featuredImageUrl } from './post-draft.ts';
import { SwitchField } from './switch-field.tsx';
import type { PostEditor } from './use-post-editor.ts';

// The rich-text editor (TipTap) is a chunk of its own, fetched when a post is opened: no public page loads it.
const PostBodyEditor = lazy(() => import('./body-editor/post-body-editor.tsx'));

/**
 * The Content card: title, author, excerpt, the body in the rich-text editor (with its HTML view) and a Preview
 * toggle (the server's sanitised copy, saved first), the featured image (the shared media picker), categories, read time
 * and the Featured Post switch.
 */
export function PostContentCard({
  editor,
  categoryList,
  onCategoryList,
}: {
  editor: PostEditor;
  categoryList: readonly string[];
  onCategoryList: (list: string[]) => void;
}) {
  const { draft, edit, saved } = editor;
  const [previewing, setPreviewing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const image = featuredImageUrl(draft);
  const setContent = useCallback((html: string) => edit((d) => void (d.content = html)), [edit]);

  const togglePreview = async () => {
    if (previewing) return setPreviewing(false);
    // The preview is what the site will show: the server's sanitised HTML, so the draft is saved first.
    setPreviewError(null);
    try {
      await editor.save();
    } catch {
      setPreviewError('Your latest changes could not be saved, so the preview shows the last saved content.');
    }
    setPreviewing(true);
  };

  return (
    <EditorCard title="Content">
      <TextField label="Title" value={draft.title} maxLength={255} onChange={(event) => editor.setTitle(event.target.value)} />
      <TextField
        label="Author"
        value={draft.author}
        maxLength={100}
        onChange={(event) => edit((d) => void (d.author = event.target.value))}
      />
      <TextAreaField
        label="Excerpt"
        rows={3}
        value={draft.excerpt}
        maxLength={1000}
        onChange={(event) => edit((d) => void (d.excerpt = event.target.value))}
      />

      <div className="grid gap-2">
        <div className="flex items-center justify-end">
          <Button size="sm" variant="outline" aria-pressed={previewing} onClick={() => void togglePreview()}>
            {previewing ? 'Edit' : 'Preview'}
          </Button>
        </div>
        {previewing ? (
          <section aria-label="Content preview" className="rounded-lg border border-white/10 bg-night p-5">
            {previewError ? (
              <p role="alert" className="mb-3 text-sm text-amber-300">
                {previewError}
              </p>
            ) : null}
            <ArticleBody html={saved.content} />
          </section>
        ) : null}
        {/* Hidden, not unmounted, while previewing: the editor keeps its undo history. */}
        <div hidden={previewing}>
          <Suspense fallback={<p className="text-sm text-slate-400">Loading the editor…</p>}>
            <PostBodyEditor value={draft.content} onChange={setContent} />
          </Suspense>
        </div>
      </div>

      <div className="grid gap-3">
        <p className="text-sm font-medium text-slate-200">Featured image</p>
        {image ? (
          <img src={image} alt="Featured image of the post" className="max-h-56 w-full rounded-lg object-cover" />
        ) : (
          <p className="text-sm text-slate-400">No featured image.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
            {picking ? 'Close media library' : image ? 'Change Image' : 'Upload Image'}
          </Button>
          {image ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                edit((d) => {
                  d.featuredImage = null;
                  d.imageUrl = null;
                })
              }
            >
              Remove Image
            </Button>
          ) : null}
        </div>
        {picking ? (
          <div className="rounded-lg border border-white/10 p-4">
            <MediaPicker
              title="Featured image"
              selectedId={draft.featuredImage?.id ?? null}
              onChoose={(item) => {
                edit((d) => {
                  d.featuredImage = { id: item.id, url: item.url };
                  d.imageUrl = null;
                });
                setPicking(false);
              }}
            />
          </div>
        ) : null}
      </div>

      <CategoriesField
        list={categoryList}
        selected={draft.categories}
        onChange={({ list, selected }) => {
          onCategoryList(list);
          edit((d) => void (d.categories = selected));
        }}
      />

      <TagsField tags={draft.tags} onChange={(tags) => edit((d) => void (d.tags = tags))} beforeSave={editor.beforeSave} />

      <TextField
        label="Read time (minutes)"
        type="number"
        min={1}
        max={999}
        value={draft.readTimeMinutes ?? saved.readTimeMinutes}
        hint={draft.readTimeMinutes === null ? 'Computed from the words when saved; type a number to set it by hand.' : 'Set by hand.'}
        onChange={(event) => {
          const minutes = Number.parseInt(event.target.value, 10);
          edit((d) => void (d.readTimeMinutes = Number.isFinite(minutes) && minutes >= 1 ? Math.min(minutes, 999) : null));
        }}
      />
      {draft.readTimeMinutes !== null ? (
        <div>
          <Button size="sm" variant="ghost" onClick={() => edit((d) => void (d.readTimeMinutes = null))}>
            Compute read time from the words
          </Button>
        </div>
      ) : null}

      <SwitchField
        label="Featured Post"
        hint="The featured post leads the blog page; featuring this one un-features the others."
        checked={draft.featured}
        onChange={(featured) => edit((d) => void (d.featured = featured))}
      />
    </EditorCard>
  );
}

import { updateCommand, type BuilderElement } from '@app/builder-engine';
import { lazy, Suspense } from 'react';
import { runEdit } from './edit-actions.ts';
import { SettingsGroup } from './settings-fields.tsx';
import { useBuilderSession } from './session-context.ts';

// The blog's post body editor (TipTap: toolbar, links, lists, headings, an HTML view), loaded when a rich text is
// selected: most builder sessions never need it.
const PostBodyEditor = lazy(() => import('../../admin/blog-manager/body-editor/post-body-editor.tsx'));

/**
 * The Content part of a rich text's settings: its HTML in the post body editor. Each change is one engine update of
 * the element's content (typing groups into one history step by the engine's rule; leaving the editor ends the step),
 * so undo, redo, autosave and the other admins' canvases see it as any other edit; the server sanitises what it stores.
 */
export function RichTextSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  return (
    <SettingsGroup title="Content">
      <div onBlur={() => session.endGesture()}>
        <Suspense fallback={<p className="text-sm text-slate-400">Loading the editor…</p>}>
          <PostBodyEditor
            key={element.id}
            label="Rich text"
            value={element.content ?? ''}
            onChange={(html) => {
              if (html !== (element.content ?? '')) runEdit(session, updateCommand(element.id, { content: html }));
            }}
          />
        </Suspense>
      </div>
    </SettingsGroup>
  );
}

import { getElement, updateCommand, type BuilderElement } from '@app/builder-engine';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { runEdit } from './edit-actions.ts';
import { mergeRichText } from './rich-text-merge.ts';
import { SettingsGroup } from './settings-fields.tsx';
import { useBuilderSession } from './session-context.ts';

// The blog's post body editor (TipTap: toolbar, links, lists, headings, an HTML view), loaded when a rich text is
// selected: most builder sessions never need it.
const PostBodyEditor = lazy(() => import('../../admin/blog-manager/body-editor/post-body-editor.tsx'));

/**
 * The Content part of a rich text's settings: its HTML in the post body editor. Each change is one engine update of
 * the element's content (typing groups into one history step by the engine's rule; leaving the editor ends the step),
 * so undo, redo, autosave and the other admins' canvases see it as any other edit; the server sanitises what it stores.
 * A change made while another person's edit had reached the canvas but not yet the editor is merged with it
 * (mergeRichText) rather than replacing it; when both touched the same words it is not made, and the person is told.
 */
export function RichTextSettings({ element }: { element: BuilderElement }) {
  const session = useBuilderSession();
  const content = element.content ?? '';
  // The HTML the editor last showed: what its next change is made on.
  const shown = useRef(content);
  // After the editor's own layout effect (children's run first) has taken the value in.
  useLayoutEffect(() => {
    shown.current = content;
  }, [content]);

  const onChange = (html: string) => {
    const current = getElement(session.getSnapshot().editor.page, element.id)?.content ?? '';
    const merged = mergeRichText(shown.current, html, current);
    if (merged === null) {
      toast({
        title: 'That change was not made',
        description: 'Another person changed the same words of this rich text at the same moment: their text is shown now.',
        variant: 'destructive',
      });
      return;
    }
    shown.current = merged;
    if (merged !== current) runEdit(session, updateCommand(element.id, { content: merged }));
  };

  return (
    <SettingsGroup title="Content">
      <div onBlur={() => session.endGesture()}>
        <Suspense fallback={<p className="text-sm text-slate-400">Loading the editor…</p>}>
          <PostBodyEditor key={element.id} label="Rich text" value={content} onChange={onChange} />
        </Suspense>
      </div>
    </SettingsGroup>
  );
}

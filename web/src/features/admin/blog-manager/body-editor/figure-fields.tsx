import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { TextField } from '../../../../components/ui/text-field.tsx';

/** The selected image or video block, if the selection is one. */
function selectedFigure(editor: Editor) {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection)) return null;
  const { node } = selection;
  if (node.type.name !== 'mediaFigure' && node.type.name !== 'videoEmbed') return null;
  return { type: node.type.name, pos: selection.from, alt: String(node.attrs.alt ?? ''), caption: String(node.attrs.caption ?? '') };
}

/**
 * The fields of the selected image (Alt text, needed to publish, and Caption) or video (Caption), shown while one is
 * selected in the editor. Typing changes the block in place and keeps it selected.
 */
export function FigureFields({ editor }: { editor: Editor }) {
  const figure = useEditorState({ editor, selector: ({ editor: current }) => selectedFigure(current) });
  if (!figure) return null;
  const image = figure.type === 'mediaFigure';
  const set = (attributes: Record<string, string>) =>
    editor.chain().setNodeSelection(figure.pos).updateAttributes(figure.type, attributes).setNodeSelection(figure.pos).run();
  return (
    <section
      aria-label={image ? 'Selected image' : 'Selected video'}
      className="grid gap-3 border-x border-white/10 bg-night-800/60 p-3 sm:grid-cols-2"
    >
      {image ? (
        <TextField
          label="Alt text"
          value={figure.alt}
          maxLength={500}
          error={figure.alt.trim() === '' ? 'Describe what the image shows: a post cannot be published without it.' : undefined}
          onChange={(event) => set({ alt: event.target.value })}
        />
      ) : null}
      <TextField label="Caption" value={figure.caption} maxLength={300} onChange={(event) => set({ caption: event.target.value })} />
    </section>
  );
}

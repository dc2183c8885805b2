import type { MediaLibraryItem } from '@app/contracts/media';
import type { VideoEmbed } from '@app/contracts/video-url';
import { getHTMLFromFragment, type Editor } from '@tiptap/core';
import { DOMParser as SchemaParser } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { useOwnEchoes } from '../../../../lib/own-echoes.ts';
import { fromEditorHtml, parseFragment, toEditorHtml } from './article-html.ts';
import { postBodyExtensions } from './editor-extensions.ts';
import { takeSelectionFromDom } from './dom-selection.ts';
import { refocusAfterDialog } from './refocus.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { FigureFields } from './figure-fields.tsx';
import { ImageDialog } from './image-dialog.tsx';
import { LinkDialog } from './link-dialog.tsx';
import { ARTICLE_IMAGE_SIZES } from './media-figure.ts';
import { missingImagesIn } from './missing-image.ts';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { VideoDialog } from './video-dialog.tsx';
import './post-body-editor.css';

/** Whether `html` reads into the document the editor holds (so taking it in would change nothing). */
function holds(editor: Editor, html: string): boolean {
  const doc = SchemaParser.fromSchema(editor.schema).parse(parseFragment(toEditorHtml(html)));
  return fromEditorHtml(getHTMLFromFragment(doc.content, editor.schema)) === fromEditorHtml(editor.getHTML());
}

/**
 * Inserts a block at the cursor (after the selected image or video, which it must not replace) and selects it, so its
 * fields show at once.
 */
function insertBlock(editor: Editor, content: { type: string; attrs: Record<string, unknown> }): void {
  const { selection } = editor.state;
  if (selection instanceof NodeSelection) editor.commands.insertContentAt(selection.to, content);
  else editor.commands.insertContent(content);
  selectInsertedBlock(editor, content.type);
  refocusAfterDialog(editor);
}

/** Selects the block of `type` that ends nearest before the cursor (the one just inserted). */
function selectInsertedBlock(editor: Editor, type: string): void {
  const cursor = editor.state.selection.from;
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === type && pos + node.nodeSize <= cursor) found = pos;
    return !node.isBlock || node.type.name === 'doc' || node.type.spec.content !== undefined;
  });
  if (found >= 0) editor.commands.setNodeSelection(found);
}

type Dialog = 'link' | 'image' | 'video' | null;

/**
 * The rich-text editor of a post's body (TipTap): a toolbar, Markdown shortcuts, a link dialog, images from the media
 * library, video embeds, a clean-up of pasted documents, and an HTML view ("Content (HTML)") of what is stored. It
 * writes the article HTML format through `onChange` and takes in `value` when it changes from outside (a save's
 * sanitised copy, a restored revision, the HTML view). While it is shown the editor is the source of its text: its own
 * output coming back through `value` (perhaps behind what was typed since) is never written into it. Loaded on its own
 * (React.lazy): only the admin fetches it. The builder's properties panel edits a rich text element with it too.
 */
export default function PostBodyEditor({
  value,
  onChange,
  label = 'Body',
}: {
  value: string;
  onChange: (html: string) => void;
  /** The editor's accessible name and visible label ('Body' in the blog manager). */
  label?: string;
}) {
  const labelId = useId();
  const [htmlView, setHtmlView] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const echoes = useOwnEchoes<string>();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: postBodyExtensions(() => setDialog('link')),
    content: toEditorHtml(value),
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class:
          'post-body-editor min-h-72 rounded-b-lg border border-white/10 bg-night px-4 py-3 text-slate-200 focus:border-primary-soft focus:outline-none',
      },
      transformPastedHTML: (html) => toEditorHtml(cleanPastedHtml(html)),
      // Before any key's command (a direct prop runs before the keymaps): the caret a key just moved is where it acts.
      handleKeyDown: (view) => {
        takeSelectionFromDom(view);
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = fromEditorHtml(current.getHTML());
      echoes.sent(html);
      onChangeRef.current(html);
    },
  });

  // A value from outside the editor is taken in, unless it reads into the same document. What the editor wrote comes
  // back a render later, when keys typed since may have changed it: taking that in would undo them, so it is not. Run in
  // the render's own commit, before any key can come between the value's render and this check.
  useLayoutEffect(() => {
    if (!editor || htmlView || echoes.isEcho(value)) return;
    if (!holds(editor, value)) editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
  }, [editor, value, htmlView, echoes]);

  const insertImage = (item: MediaLibraryItem) => {
    if (!editor) return;
    const attrs = {
      src: item.url,
      srcset: item.srcSet || null,
      sizes: item.srcSet ? ARTICLE_IMAGE_SIZES : null,
      alt: item.alt,
      width: item.width,
      height: item.height,
      caption: '',
    };
    insertBlock(editor, { type: 'mediaFigure', attrs });
    setDialog(null);
  };

  const insertVideo = (embed: VideoEmbed, caption: string) => {
    if (!editor) return;
    insertBlock(editor, { type: 'videoEmbed', attrs: { provider: embed.provider, id: embed.id, caption } });
    setDialog(null);
  };

  /** Closes the image or video dialog without inserting; the writer goes on where they were. */
  const closeDialog = () => {
    setDialog(null);
    if (editor) refocusAfterDialog(editor);
  };

  if (!editor) return <p className="text-sm text-slate-400">Loading the editor…</p>;
  const missing = missingImagesIn(value);

  return (
    <div className="grid">
      <p id={labelId} className="mb-1.5 text-sm font-medium text-slate-200">
        {label}
      </p>
      {missing.length > 0 ? (
        <div
          role="note"
          aria-label="Images missing"
          className="mb-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-100"
        >
          <p className="m-0 font-medium">
            Images missing: {missing.length === 1 ? 'one image' : `${missing.length} images`} could not be brought in from the old site.
          </p>
          <p className="m-0 mt-1">{missing.join(', ')}: upload each where its placeholder stands in the body to replace it.</p>
        </div>
      ) : null}
      <EditorToolbar
        editor={editor}
        htmlView={htmlView}
        onToggleHtml={() => setHtmlView((on) => !on)}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
        onVideo={() => setDialog('video')}
      />
      {htmlView ? (
        <TextAreaField
          label="Content (HTML)"
          rows={14}
          value={value}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
          hint="The stored HTML. Headings, paragraphs, lists, links, images, tables, quotes and code are kept; anything else is removed on save. Switch HTML off to go back to the editor."
          onChange={(event) => onChangeRef.current(event.target.value)}
        />
      ) : (
        <>
          <FigureFields editor={editor} />
          <EditorContent editor={editor} />
        </>
      )}
      <LinkDialog editor={editor} open={dialog === 'link'} onClose={() => setDialog(null)} />
      <ImageDialog open={dialog === 'image'} onChoose={insertImage} onClose={closeDialog} />
      <VideoDialog open={dialog === 'video'} onInsert={insertVideo} onClose={closeDialog} />
    </div>
  );
}

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';

/** One toolbar button: its accessible name, whether it is on (toggles only), and what it does. */
interface ToolbarItem {
  key: string;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  /** Moves the focus itself (a dialog, the HTML view); the other buttons give it back to the text. */
  leavesFocus?: boolean;
  run: () => void;
}

/** What the toolbar shows of the editor's state (re-read on every transaction, compared deeply). */
function toolbarState(editor: Editor) {
  return {
    paragraph: editor.isActive('paragraph'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    code: editor.isActive('code'),
    codeBlock: editor.isActive('codeBlock'),
    table: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The items of the toolbar, in order; the table's row and column buttons only while the cursor is in a table. */
function toolbarItems(
  editor: Editor,
  state: ReturnType<typeof toolbarState>,
  actions: { onLink: () => void; onImage: () => void; onVideo: () => void },
): ToolbarItem[][] {
  const chain = () => editor.chain();
  const table: ToolbarItem[] = state.table
    ? [
        { key: 'addRow', label: 'Add row', run: () => chain().addRowAfter().run() },
        { key: 'deleteRow', label: 'Remove row', run: () => chain().deleteRow().run() },
        { key: 'addColumn', label: 'Add column', run: () => chain().addColumnAfter().run() },
        { key: 'deleteColumn', label: 'Remove column', run: () => chain().deleteColumn().run() },
        { key: 'deleteTable', label: 'Remove table', run: () => chain().deleteTable().run() },
      ]
    : [];
  return [
    [
      { key: 'paragraph', label: 'Paragraph', pressed: state.paragraph, run: () => chain().setParagraph().run() },
      { key: 'h2', label: 'Heading 2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: 'h3', label: 'Heading 3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
      { key: 'h4', label: 'Heading 4', pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    ],
    [
      { key: 'bold', label: 'Bold', pressed: state.bold, shortcut: 'Control+B Meta+B', run: () => chain().toggleBold().run() },
      { key: 'italic', label: 'Italic', pressed: state.italic, shortcut: 'Control+I Meta+I', run: () => chain().toggleItalic().run() },
      { key: 'link', label: 'Link', pressed: state.link, shortcut: 'Control+K Meta+K', leavesFocus: true, run: actions.onLink },
      { key: 'code', label: 'Code', pressed: state.code, run: () => chain().toggleCode().run() },
    ],
    [
      { key: 'bulletList', label: 'Bulleted list', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { key: 'orderedList', label: 'Numbered list', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { key: 'blockquote', label: 'Quote', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
      { key: 'codeBlock', label: 'Code block', pressed: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    ],
    [
      {
        key: 'table',
        label: 'Table',
        pressed: state.table,
        disabled: state.table,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      ...table,
      { key: 'rule', label: 'Horizontal rule', run: () => chain().setHorizontalRule().run() },
      { key: 'image', label: 'Image', leavesFocus: true, run: actions.onImage },
      { key: 'video', label: 'Video embed', leavesFocus: true, run: actions.onVideo },
    ],
    [
      { key: 'undo', label: 'Undo', disabled: !state.canUndo, shortcut: 'Control+Z Meta+Z', run: () => chain().undo().run() },
      {
        key: 'redo',
        label: 'Redo',
        disabled: !state.canRedo,
        shortcut: 'Control+Shift+Z Meta+Shift+Z Control+Y',
        run: () => chain().redo().run(),
      },
    ],
  ];
}

const BUTTON =
  'h-8 rounded-md px-2.5 text-sm font-medium text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-soft aria-pressed:bg-primary/30 aria-pressed:text-white disabled:opacity-40';

/**
 * The formatting toolbar of the post body editor (role=toolbar): one Tab stop, arrow keys (and Home/End) move between
 * its buttons. Toggles say whether they are on with aria-pressed. In the HTML view only the HTML toggle works.
 */
export function EditorToolbar({
  editor,
  htmlView,
  onToggleHtml,
  onLink,
  onImage,
  onVideo,
}: {
  editor: Editor;
  htmlView: boolean;
  onToggleHtml: () => void;
  onLink: () => void;
  onImage: () => void;
  onVideo: () => void;
}) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const groups: ToolbarItem[][] = [
    ...toolbarItems(editor, state, { onLink, onImage, onVideo }).map((group) =>
      group.map((item) => ({ ...item, disabled: htmlView || item.disabled })),
    ),
    [{ key: 'html', label: 'HTML', pressed: htmlView, leavesFocus: true, run: onToggleHtml }],
  ];
  const enabled = groups.flat().filter((item) => !item.disabled);
  const [current, setCurrent] = useState('paragraph');
  const tabStop = enabled.some((item) => item.key === current) ? current : enabled[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.key === tabStop);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? -1
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = enabled.at(next % enabled.length);
    if (!item) return;
    setCurrent(item.key);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-key="${item.key}"]`)?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-b-0 border-white/10 bg-night-800 p-1.5"
    >
      {groups.map((group, index) => (
        <div key={group[0]?.key ?? index} className="flex flex-wrap items-center gap-0.5 border-white/10 not-last:border-r not-last:pr-1">
          {group.map((item) => (
            <button
              key={item.key}
              type="button"
              data-key={item.key}
              className={BUTTON}
              tabIndex={item.key === tabStop ? 0 : -1}
              aria-pressed={item.pressed}
              aria-keyshortcuts={item.shortcut}
              disabled={item.disabled}
              // The editor keeps its selection: a mouse press on a button does not take focus from it.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(item.key)}
              onClick={() => {
                item.run();
                // After the key's own events: an Enter that pressed the button must not reach the text as a new line.
                if (!item.leavesFocus) setTimeout(() => editor.commands.focus(), 0);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

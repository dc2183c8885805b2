import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  applyCommand,
  createEditorState,
  createElement,
  createIdGenerator,
  deleteCommand,
  executeCommand,
  getElement,
  moveCommand,
  parsePage,
  textCommand,
  undo,
  updateCommand,
  type BuilderPage,
  type EditorState,
} from './index.ts';
import { el, samplePage } from './testing/fixtures.ts';

const HTML = '<h2>Opening hours</h2><p>We are <strong>open</strong> on <a href="/contact">weekdays</a>.</p><ul><li>Mon</li></ul>';

/** The sample page with a rich text `story` at the end of its first column. */
function pageWithRichText(content = HTML): BuilderPage {
  const page = samplePage();
  const added = applyCommand(page, { kind: 'add', parentId: 'col-a', element: el('richtext', 'story', [], { content }) });
  if (!added.ok) throw new Error(added.error.message);
  return added.page;
}

describe('rich text element', () => {
  it('is made with HTML content and the label Rich Text, and a page holding one reads back', () => {
    const element = createElement('richtext', createIdGenerator({ now: () => 1, random: () => 0 }));
    expect(element).toMatchObject({ type: 'richtext', name: 'Rich Text', content: '<p>New rich text</p>' });
    const parsed = parsePage(JSON.parse(JSON.stringify(pageWithRichText())));
    expect(parsed.ok && getElement(parsed.page, 'story')?.content).toBe(HTML);
  });

  it('refuses HTML over the size limit in a page, an add and an update, with a message naming the limit', () => {
    const long = `<p>${'x'.repeat(LIMITS.richTextLength)}</p>`;
    const parsed = parsePage({ id: 'p', name: 'P', slug: 'p', elements: [el('richtext', 'big', [], { content: long })] });
    expect(!parsed.ok && parsed.error.message).toMatch(/^Rich text must be at most 50,000 characters of HTML/);
    const added = applyCommand(samplePage(), { kind: 'add', parentId: null, element: el('richtext', 'big', [], { content: long }) });
    expect(!added.ok && added.error.code).toBe('invalid-value');
    const updated = applyCommand(pageWithRichText(), updateCommand('story', { content: long }));
    expect(!updated.ok && updated.error.message).toMatch(/split it into several rich texts/);
    // A plain text element keeps its own, larger limit.
    expect(applyCommand(samplePage(), updateCommand('intro', { content: long })).ok).toBe(true);
  });

  it('changes its HTML only as a whole: a text edit of its content is refused, its name may be typed', () => {
    const page = pageWithRichText();
    const typed = applyCommand(page, textCommand('story', 'content', HTML, `${HTML}<p>more</p>`, 'site-a'));
    expect(!typed.ok && typed.error.message).toBe("A rich text's HTML is changed as a whole, not by a text edit ('Rich Text').");
    expect(applyCommand(page, textCommand('story', 'name', 'Rich Text', 'Story', 'site-a')).ok).toBe(true);
  });

  it('is updated, moved, deleted and undone like the other elements, with its own history label', () => {
    const step = (state: EditorState, result: ReturnType<typeof undo>): EditorState => {
      if (!result.ok) throw new Error(result.error.message);
      return result.state;
    };
    let editor = createEditorState(pageWithRichText());
    editor = step(editor, executeCommand(editor, updateCommand('story', { content: '<p>New <em>words</em></p>' }), { now: 0 }));
    expect(editor.history.done.at(-1)?.label).toBe('Rich Text · rich text');
    editor = step(editor, executeCommand(editor, moveCommand('story', 'col-b', 0), { now: 5_000 }));
    expect(getElement(editor.page, 'col-b')?.children[0]?.id).toBe('story');
    editor = step(editor, executeCommand(editor, deleteCommand('story'), { now: 10_000 }));
    expect(getElement(editor.page, 'story')).toBeUndefined();
    editor = step(editor, undo(editor));
    expect(getElement(editor.page, 'story')).toMatchObject({ type: 'richtext', content: '<p>New <em>words</em></p>' });
    editor = step(editor, undo(editor)); // the move
    editor = step(editor, undo(editor)); // the new words
    expect(getElement(editor.page, 'story')?.content).toBe(HTML);
  });
});

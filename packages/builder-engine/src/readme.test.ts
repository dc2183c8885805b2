// The README's example, kept here so that it stays true.
import { describe, expect, it } from 'vitest';
import {
  addElementCommand,
  createEditorState,
  createIdGenerator,
  createLog,
  createPage,
  executeCommand,
  styleCommand,
  submitCommand,
  undo,
} from './index.ts';

describe('README example', () => {
  it('edits, undoes, persists and detects a conflict', () => {
    const ids = createIdGenerator({ now: () => 1_700_000_000_000, random: () => 0.5 });
    const page = createPage({ id: 'home', name: 'Home', slug: 'home' });

    // In the builder: add a section, then a heading inside it, then drag its font size slider.
    let editor = createEditorState(page);
    const addSection = addElementCommand(editor.page, 'section', ids);
    const added = executeCommand(editor, addSection, { now: 0 });
    if (!added.ok) throw new Error(added.error.message);
    editor = added.state; // the new section is selected
    const addHeading = addElementCommand(editor.page, 'heading', ids, { parentId: editor.selectedId });
    const withHeading = executeCommand(editor, addHeading, { now: 1_000 });
    if (!withHeading.ok) throw new Error(withHeading.error.message);
    editor = withHeading.state;
    const headingId = addHeading.element.id;
    for (const [i, size] of ['34px', '38px', '40px'].entries()) {
      const result = executeCommand(editor, styleCommand(headingId, 'fontSize', size), { now: 2_000 + i * 50 });
      if (result.ok) editor = result.state;
    }
    expect(editor.history.done.map((entry) => entry.label)).toEqual(['Add Section', 'Add Heading', 'Heading · font size 32 → 40']);
    const undone = undo(editor);
    expect(undone.ok && undone.label).toBe('Heading · font size 32 → 40');

    // On the server: commands carry the version they were made on.
    let log = createLog(page);
    for (const command of [addSection, addHeading]) {
      const submitted = submitCommand(log, { baseVersion: log.version, command });
      if (submitted.ok) log = submitted.log;
    }
    const alice = submitCommand(log, { baseVersion: 2, command: styleCommand(headingId, 'fontSize', '48px') });
    if (!alice.ok) throw new Error(alice.error.message);
    log = alice.log;
    const bob = submitCommand(log, { baseVersion: 2, command: styleCommand(headingId, 'fontSize', '40px') });
    expect(bob.ok).toBe(false);
    if (!bob.ok) expect(bob.error.message).toBe("The font size of 'Heading' was changed by another edit (version 3).");
    const carol = submitCommand(log, { baseVersion: 2, command: styleCommand(headingId, 'color', '#ff0000') });
    expect(carol.ok && carol.rebased).toBe(true);
  });
});

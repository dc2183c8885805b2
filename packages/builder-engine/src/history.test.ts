import { describe, expect, it } from 'vitest';
import { addCommand } from './commands/add.ts';
import { applyCommand } from './commands/apply.ts';
import type { Command } from './commands/command.ts';
import { textCommand } from './commands/text.ts';
import { styleCommand, updateCommand } from './commands/update.ts';
import {
  HISTORY_LIMIT,
  MERGE_WINDOW_MS,
  canRedo,
  canUndo,
  closeGesture,
  createHistory,
  dropEntries,
  entryFromResult,
  groupsWith,
  recordEntry,
  takeRedo,
  takeUndo,
  type History,
} from './history.ts';
import type { BuilderPage } from './page.ts';
import { el, ok, samplePage } from './testing/fixtures.ts';

function record(history: History, page: BuilderPage, command: Command, at: number, merge?: boolean) {
  const result = ok(applyCommand(page, command));
  return { history: recordEntry(history, entryFromResult(result, at), merge === undefined ? {} : { merge }), page: result.page };
}

describe('history', () => {
  it("starts empty, with the spec limit of 50 and a 1.2 s window for a step at a person's pace", () => {
    const history = createHistory();
    expect(HISTORY_LIMIT).toBe(50);
    expect(MERGE_WINDOW_MS).toBe(1200);
    expect(history.limit).toBe(50);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(takeUndo(history)).toBeUndefined();
    expect(takeRedo(history)).toBeUndefined();
  });

  it('keeps at most 50 entries, dropping the oldest', () => {
    let history = createHistory();
    let page = samplePage();
    for (let i = 0; i < 60; i += 1) ({ history, page } = record(history, page, addCommand(null, el('spacer', `s${i}`)), i * 1000));
    expect(history.done).toHaveLength(50);
    expect(history.done[0]?.command).toMatchObject({ element: { id: 's10' } });
    expect(history.done[49]?.command).toMatchObject({ element: { id: 's59' } });
  });

  it('moves entries between undo and redo, and a new entry discards the redo entries', () => {
    let history = createHistory();
    let page = samplePage();
    ({ history, page } = record(history, page, addCommand(null, el('spacer', 'a')), 0));
    ({ history, page } = record(history, page, addCommand(null, el('spacer', 'b')), 1000));
    const undone = takeUndo(history);
    expect(undone?.entry.label).toBe('Add Spacer');
    history = undone?.history as History;
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(true);
    const redone = takeRedo(history);
    expect(redone?.history.done).toHaveLength(2);
    ({ history } = record(history, page, addCommand(null, el('spacer', 'c')), 2000));
    expect(canRedo(history)).toBe(false);
    expect(history.done.map((entry) => entry.label)).toEqual(['Add Spacer', 'Add Spacer']);
  });

  it('merges a gesture (same element and field within the window) into one entry with the final value', () => {
    let history = createHistory();
    let page = samplePage();
    for (const [i, size] of ['33px', '34px', '36px', '40px'].entries()) {
      ({ history, page } = record(history, page, styleCommand('title', 'fontSize', size), 1000 + i * 100));
    }
    expect(history.done).toHaveLength(1);
    const entry = history.done[0];
    expect(entry?.label).toBe('Heading · font size 32 → 40');
    expect(entry?.command).toEqual({ kind: 'update', id: 'title', changes: { style: { fontSize: '40px' } } });
    expect(entry?.inverse).toEqual({ kind: 'update', id: 'title', changes: { style: { fontSize: '32px' } } });
    expect(entry?.at).toBe(1300);
  });

  it('drops a gesture that ends where it began: an entry that changes nothing is never recorded', () => {
    let history = createHistory();
    let page = samplePage();
    ({ history, page } = record(history, page, addCommand(null, el('spacer', 'a')), 0));
    for (const [i, size] of ['36px', '40px', '32px'].entries()) {
      ({ history, page } = record(history, page, styleCommand('title', 'fontSize', size), 1000 + i * 100));
    }
    expect(history.done.map((entry) => entry.label)).toEqual(['Add Spacer']);
    // The next tick starts a fresh entry rather than reaching into the older one.
    ({ history } = record(history, page, styleCommand('title', 'fontSize', '50px'), 1350));
    expect(history.done.map((entry) => entry.label)).toEqual(['Add Spacer', 'Heading · font size 32 → 50']);
  });

  it('does not merge across the window, other fields, other elements, an undo, or a closed gesture', () => {
    const page = samplePage();
    const first = record(createHistory(), page, styleCommand('title', 'fontSize', '40px'), 0);
    expect(record(first.history, first.page, styleCommand('title', 'fontSize', '44px'), MERGE_WINDOW_MS + 1).history.done).toHaveLength(2);
    expect(record(first.history, first.page, styleCommand('title', 'color', '#000000'), 100).history.done).toHaveLength(2);
    expect(record(first.history, first.page, styleCommand('intro', 'fontSize', '20px'), 100).history.done).toHaveLength(2);
    expect(record(first.history, first.page, updateCommand('title', { content: 'x' }), 100).history.done).toHaveLength(2);
    expect(record(closeGesture(first.history), first.page, styleCommand('title', 'fontSize', '44px'), 100).history.done).toHaveLength(2);
    expect(record(first.history, first.page, styleCommand('title', 'fontSize', '44px'), 100, false).history.done).toHaveLength(2);
    const undone = takeUndo(takeRedo(takeUndo(first.history)?.history as History)?.history as History)?.history as History;
    expect(undone.open).toBe(false);
  });

  it('merges text typing into one entry', () => {
    let history = createHistory();
    let page = samplePage();
    for (const [i, text] of ['W', 'We', 'Wel', 'Welcome'].entries()) {
      ({ history, page } = record(history, page, updateCommand('title', { content: text }), i * 200));
    }
    expect(history.done).toHaveLength(1);
    expect(history.done[0]?.label).toBe('Heading · text');
    expect(history.done[0]?.inverse).toEqual({ kind: 'update', id: 'title', changes: { content: 'New Heading' } });
  });

  it('groups sixteen keyboard steps on a slider into one step whose undo restores the value before the first', () => {
    let history = createHistory();
    let page = samplePage();
    // Arrow presses 150 ms apart: each is a change within the window of the one before, however long the run.
    for (let i = 1; i <= 16; i += 1) ({ history, page } = record(history, page, styleCommand('title', 'fontSize', `${32 + i}px`), i * 150));
    expect(history.done).toHaveLength(1);
    expect(history.done[0]?.label).toBe('Heading · font size 32 → 48');
    expect(history.done[0]?.inverse).toEqual({ kind: 'update', id: 'title', changes: { style: { fontSize: '32px' } } });
    // A pause longer than the window starts a new step, and so does another property.
    ({ history, page } = record(history, page, styleCommand('title', 'fontSize', '50px'), 16 * 150 + MERGE_WINDOW_MS + 1));
    ({ history } = record(history, page, styleCommand('title', 'color', '#000000'), 16 * 150 + MERGE_WINDOW_MS + 100));
    expect(history.done.map((entry) => entry.label)).toEqual([
      'Heading · font size 32 → 48',
      'Heading · font size 48 → 50',
      'Heading · text colour #ffffff → #000000',
    ]);
  });

  it('groups sixteen slider steps at a deliberate 600 ms a key into one entry; a 1.3 s pause starts another', () => {
    let history = createHistory();
    let page = samplePage();
    for (let i = 1; i <= 16; i += 1) ({ history, page } = record(history, page, styleCommand('title', 'fontSize', `${32 + i}px`), i * 600));
    expect(history.done.map((entry) => entry.label)).toEqual(['Heading · font size 32 → 48']);
    ({ history } = record(history, page, styleCommand('title', 'fontSize', '49px'), 16 * 600 + 1300));
    expect(history.done.map((entry) => entry.label)).toEqual(['Heading · font size 32 → 48', 'Heading · font size 48 → 49']);
  });

  it('groups typing (text commands) of one site into one step whose undo takes the whole run back', () => {
    let history = createHistory();
    let page = samplePage();
    let text = ok(applyCommand(page, updateCommand('title', { content: 'Sale' }))).page;
    page = text;
    let value = 'Sale';
    for (const [i, key] of [...' now'].entries()) {
      const next = value + key;
      ({ history, page } = record(history, page, textCommand('title', 'content', value, next, 'site-a'), i * 700));
      value = next;
    }
    expect(history.done).toHaveLength(1);
    expect(history.done[0]).toMatchObject({ label: 'Heading · text', command: { kind: 'text', ops: [4, ' now'] } });
    text = ok(applyCommand(page, history.done[0]?.inverse as Command)).page;
    expect(text.elements).toEqual(ok(applyCommand(samplePage(), updateCommand('title', { content: 'Sale' }))).page.elements);
    // Another site's typing, or a pause past the window, is a step of its own; typing taken back leaves no step.
    ({ history, page } = record(history, page, textCommand('title', 'content', value, `${value}!`, 'site-b'), 2100));
    ({ history, page } = record(history, page, textCommand('title', 'content', `${value}!`, `${value}!?`, 'site-b'), 4000));
    ({ history } = record(history, page, textCommand('title', 'content', `${value}!?`, `${value}!`, 'site-b'), 4500));
    expect(history.done).toHaveLength(2);
  });

  it('groupsWith: the same element and properties within the window, a device override counting as its own property', () => {
    const page = samplePage();
    const entry = (command: Command, at: number) => entryFromResult(ok(applyCommand(page, command)), at);
    const first = entry(styleCommand('title', 'fontSize', '40px', 'mobile'), 1000);
    expect(groupsWith(first, entry(styleCommand('title', 'fontSize', '44px', 'mobile'), 1000 + MERGE_WINDOW_MS))).toBe(true);
    expect(groupsWith(first, entry(styleCommand('title', 'fontSize', '44px', 'mobile'), 1001 + MERGE_WINDOW_MS))).toBe(false);
    expect(groupsWith(first, entry(styleCommand('title', 'color', '#000000', 'mobile'), 1100))).toBe(false);
    expect(groupsWith(first, entry(styleCommand('title', 'fontSize', '44px', 'tablet'), 1100))).toBe(false);
    expect(groupsWith(first, entry(styleCommand('title', 'fontSize', '44px'), 1100))).toBe(false);
    expect(groupsWith(first, entry(styleCommand('intro', 'fontSize', '44px', 'mobile'), 1100))).toBe(false);
    // A clock that went back never groups; a custom window is honoured.
    expect(groupsWith(first, entry(styleCommand('title', 'fontSize', '44px', 'mobile'), 900))).toBe(false);
    expect(groupsWith(first, entry(styleCommand('title', 'fontSize', '44px', 'mobile'), 1900), 1000)).toBe(true);
  });

  it('dropEntries removes the picked steps, done and undone, and counts them', () => {
    let history = createHistory();
    let page = samplePage();
    ({ history, page } = record(history, page, styleCommand('title', 'color', '#000000'), 0));
    ({ history, page } = record(history, page, updateCommand('title', { content: 'Mine' }), 1000));
    ({ history } = record(history, page, styleCommand('intro', 'color', '#000000'), 2000));
    history = takeUndo(history)?.history as History;
    const text = history.done[1];
    const { history: kept, dropped } = dropEntries(history, (entry) => entry === text || entry.subject.id === 'intro');
    expect(dropped).toBe(2);
    expect(kept.done.map((entry) => entry.label)).toEqual(['Heading · text colour #ffffff → #000000']);
    expect(kept.undone).toEqual([]);
    expect(dropEntries(kept, () => false)).toEqual({ history: kept, dropped: 0 });
  });
});

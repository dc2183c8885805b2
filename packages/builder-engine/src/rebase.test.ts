import { describe, expect, it } from 'vitest';
import { addCommand } from './commands/add.ts';
import { applyCommand } from './commands/apply.ts';
import type { Command } from './commands/command.ts';
import { deleteCommand } from './commands/delete.ts';
import { duplicateCommand } from './commands/duplicate.ts';
import { moveCommand } from './commands/move.ts';
import { styleCommand, updateCommand } from './commands/update.ts';
import type { LogEntry } from './log-entry.ts';
import { createLog, submitCommand } from './log.ts';
import { rebaseCommand } from './rebase.ts';
import { el, errorOf, ok, samplePage, snapshot, testIds } from './testing/fixtures.ts';
import { getElement } from './tree.ts';

/** The page after `theirs` (made one after another from the sample page), and the log entries that made it. */
function concurrent(...theirs: Command[]) {
  let log = createLog(samplePage());
  for (const command of theirs) log = ok(submitCommand(log, { baseVersion: log.version, command })).log;
  return { page: log.page, entries: log.entries };
}

function rebase(mine: Command, ...theirs: Command[]) {
  const { page, entries } = concurrent(...theirs);
  return rebaseCommand(page, entries, { baseVersion: 0, command: mine });
}

const ids = (page: ReturnType<typeof samplePage>, id: string) => getElement(page, id)?.children.map((child) => child.id);

describe('rebaseCommand: clean cases', () => {
  it('keeps a command that touches nothing the others touched', () => {
    const result = ok(rebase(deleteCommand('photo'), styleCommand('title', 'color', '#000000')));
    expect(result.command).toEqual(deleteCommand('photo'));
    expect(getElement(result.result.page, 'title')?.style.color).toBe('#000000');
    expect(getElement(result.result.page, 'photo')).toBeUndefined();
  });

  it('allows changes to different keys of the same element', () => {
    const result = ok(
      rebase(styleCommand('title', 'fontSize', '40px'), updateCommand('title', { content: 'Hi', style: { color: '#000000' } })),
    );
    expect(getElement(result.result.page, 'title')).toMatchObject({ content: 'Hi', style: { fontSize: '40px', color: '#000000' } });
  });

  it('allows an update of an element someone moved', () => {
    const result = ok(rebase(styleCommand('title', 'fontSize', '40px'), moveCommand('title', 'features', 0)));
    expect(ids(result.result.page, 'features')).toEqual(['title']);
  });

  it('keeps an insert between the same neighbours when others inserted in the same list', () => {
    const result = ok(rebase(addCommand('col-a', el('text', 'mine'), 1), addCommand('col-a', el('text', 'theirs'), 0)));
    expect(result.command).toMatchObject({ index: 2 });
    expect(ids(result.result.page, 'col-a')).toEqual(['theirs', 'title', 'mine', 'intro']);
  });

  it('puts concurrent inserts at the same place in the order they reached the log', () => {
    const appended = ok(rebase(addCommand(null, el('section', 'mine')), addCommand(null, el('section', 'theirs'))));
    expect(appended.result.page.elements.map((element) => element.id)).toEqual(['hero', 'features', 'theirs', 'mine']);
    const same = ok(rebase(addCommand('col-a', el('text', 'mine'), 1), addCommand('col-a', el('text', 'theirs'), 1)));
    expect(ids(same.result.page, 'col-a')).toEqual(['title', 'theirs', 'mine', 'intro']);
  });

  it('falls back to the next neighbour, or the end, when the neighbour it went before is gone', () => {
    const result = ok(rebase(addCommand('col-a', el('text', 'mine'), 1), deleteCommand('intro')));
    expect(ids(result.result.page, 'col-a')).toEqual(['title', 'mine']);
  });

  it('rebases a reorder in a list that others added to', () => {
    const result = ok(rebase(moveCommand('title', 'col-a', 1), addCommand('col-a', el('text', 'theirs'), 0)));
    expect(ids(result.result.page, 'col-a')).toEqual(['theirs', 'intro', 'title']);
  });

  it('rebases a duplicate placed in a list others changed', () => {
    const page = samplePage();
    const mine = duplicateCommand(page, 'cta', testIds());
    const result = ok(rebase(mine, addCommand('col-b', el('text', 'theirs'), 0)));
    expect(ids(result.result.page, 'col-b')).toEqual(['theirs', 'cta', mine.idMap.cta, 'photo']);
  });

  it('returns the command unchanged when nothing happened since', () => {
    const page = samplePage();
    const result = ok(rebaseCommand(page, [], { baseVersion: 4, command: deleteCommand('photo') }));
    expect(result.command).toEqual(deleteCommand('photo'));
  });
});

describe('rebaseCommand: conflicts', () => {
  it.each([
    ['an update of a deleted element', styleCommand('title', 'fontSize', '40px'), [deleteCommand('col-a')], 'title'],
    ['an update of a key someone changed', styleCommand('title', 'fontSize', '40px'), [styleCommand('title', 'fontSize', '48px')], 'title'],
    ['a delete of an element whose child someone changed', deleteCommand('col-a'), [updateCommand('intro', { content: 'x' })], 'intro'],
    ['a delete of an element someone added into', deleteCommand('hero'), [addCommand('col-b', el('text', 'theirs'))], 'col-b'],
    ['a delete of an element someone moved', deleteCommand('photo'), [moveCommand('photo', 'features', 0)], 'photo'],
    ['a delete of an element something was moved into', deleteCommand('features'), [moveCommand('photo', 'features', 0)], 'features'],
    ['a delete of an element something was moved out of', deleteCommand('col-b'), [moveCommand('photo', 'features', 0)], 'col-b'],
    ['a delete of a deleted element', deleteCommand('photo'), [deleteCommand('photo')], 'photo'],
    ['a move of an element someone moved', moveCommand('title', 'col-b', 0), [moveCommand('title', 'features', 0)], 'title'],
    ['a move into a deleted parent', moveCommand('title', 'features', 0), [deleteCommand('features')], 'features'],
    ['an add into a deleted parent', addCommand('features', el('text', 'mine')), [deleteCommand('features')], 'features'],
    [
      'a duplicate of something changed since',
      duplicateCommand(samplePage(), 'col-a', testIds()),
      [styleCommand('intro', 'color', '#000000')],
      'intro',
    ],
  ])('refuses %s and names the element and version', (_, mine, theirs, elementId) => {
    const { page, entries } = concurrent(...theirs);
    const before = snapshot(page);
    const error = errorOf(rebaseCommand(page, entries, { baseVersion: 0, command: mine }));
    expect(error.code).toBe('conflict');
    expect(error.elementId).toBe(elementId);
    expect(error.version).toBe(1);
    expect(error.message).toMatch(/another edit \(version 1\)/);
    expect(page).toStrictEqual(before);
  });

  it('refuses a move that concurrent moves turned into a move into its own subtree', () => {
    const error = errorOf(rebase(moveCommand('hero', 'features', 0), moveCommand('features', 'col-a', 0)));
    expect(error.code).toBe('conflict');
    expect(error.message).toContain('cannot be moved inside itself');
  });

  it('refuses a command whose new ids collide with ids made concurrently', () => {
    const error = errorOf(rebase(addCommand(null, el('text', 'same')), addCommand('features', el('text', 'same'))));
    expect(error.code).toBe('conflict');
  });
});

describe('rebaseCommand: bad input', () => {
  it('refuses entries that do not follow the base version', () => {
    const { page, entries } = concurrent(deleteCommand('photo'), deleteCommand('cta'));
    expect(errorOf(rebaseCommand(page, entries, { baseVersion: 1, command: deleteCommand('title') })).code).toBe('invalid-log');
    expect(errorOf(rebaseCommand(page, entries.slice(1), { baseVersion: 0, command: deleteCommand('title') })).code).toBe('invalid-log');
  });

  it('refuses entries whose inverses do not fit the page', () => {
    const { entries } = concurrent(deleteCommand('photo'));
    expect(errorOf(rebaseCommand(samplePage(), entries, { baseVersion: 0, command: deleteCommand('title') })).code).toBe('invalid-log');
  });

  it('refuses a command that did not apply to the version it claims', () => {
    const { page, entries } = concurrent(deleteCommand('photo'));
    expect(errorOf(rebaseCommand(page, entries, { baseVersion: 0, command: deleteCommand('ghost') })).code).toBe('unknown-element');
    const malformed = { kind: 'delete' } as unknown as Command;
    expect(errorOf(rebaseCommand(page, entries, { baseVersion: 0, command: malformed })).code).toBe('invalid-command');
    const fake: LogEntry[] = [{ version: 1, command: deleteCommand('x'), inverse: { kind: 'oops' } as unknown as Command }];
    expect(errorOf(rebaseCommand(page, fake, { baseVersion: 0, command: deleteCommand('title') })).code).toBe('invalid-log');
  });

  it('does not change the page it is given', () => {
    const { page, entries } = concurrent(styleCommand('title', 'color', '#000000'));
    const before = snapshot(page);
    ok(rebaseCommand(page, entries, { baseVersion: 0, command: deleteCommand('photo') }));
    expect(page).toStrictEqual(before);
    expect(applyCommand(page, deleteCommand('photo')).ok).toBe(true);
  });
});

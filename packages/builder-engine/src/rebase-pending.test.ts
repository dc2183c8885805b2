import { describe, expect, it } from 'vitest';
import { addCommand } from './commands/add.ts';
import type { Command } from './commands/command.ts';
import { deleteCommand } from './commands/delete.ts';
import { styleCommand, updateCommand } from './commands/update.ts';
import { createLog, submitCommand } from './log.ts';
import { rebasePending } from './rebase-pending.ts';
import { el, ok, samplePage } from './testing/fixtures.ts';
import { getElement } from './tree.ts';

/** The other editor's commands, applied one after another to the sample page: the newer page and its log entries. */
function theirs(...commands: Command[]) {
  let log = createLog(samplePage());
  for (const command of commands) log = ok(submitCommand(log, { baseVersion: log.version, command })).log;
  return { page: log.page, entries: log.entries };
}

describe('rebasePending', () => {
  it('replays changes to other properties and elements on top of theirs', () => {
    const { page, entries } = theirs(updateCommand('title', { content: 'Theirs' }));
    const mine = [styleCommand('title', 'fontSize', '40px'), updateCommand('intro', { content: 'Mine' })];
    const result = rebasePending(page, entries, mine);
    expect(result.dropped).toEqual([]);
    expect(result.kept.map((step) => step.index)).toEqual([0, 1]);
    expect(getElement(result.page, 'title')).toMatchObject({ content: 'Theirs', style: { fontSize: '40px' } });
    expect(getElement(result.page, 'intro')?.content).toBe('Mine');
  });

  it('drops what truly conflicts (the same property, an element they deleted) and keeps the rest', () => {
    const { page, entries } = theirs(updateCommand('title', { content: 'Theirs' }), deleteCommand('photo'));
    const mine = [
      updateCommand('title', { content: 'M' }),
      styleCommand('cta', 'color', '#000000'),
      updateCommand('title', { content: 'Mine' }),
      styleCommand('photo', 'opacity', 0.5),
    ];
    const result = rebasePending(page, entries, mine);
    expect(result.kept.map((step) => step.index)).toEqual([1]);
    expect(result.dropped.map((step) => [step.index, step.error.code, step.error.elementId])).toEqual([
      [0, 'conflict', 'title'],
      [2, 'conflict', 'title'],
      [3, 'conflict', 'photo'],
    ]);
    expect(result.dropped[0]?.error.message).toBe("The text of 'Heading' was changed by another edit (version 1).");
    expect(result.dropped[2]?.command).toEqual(styleCommand('photo', 'opacity', 0.5));
    expect(getElement(result.page, 'title')?.content).toBe('Theirs');
    expect(getElement(result.page, 'cta')?.style.color).toBe('#000000');
  });

  it('drops a command that builds on a dropped one, and judges the next without it', () => {
    const { page, entries } = theirs(deleteCommand('features'));
    const mine = [
      addCommand('features', el('heading', 'mine')),
      styleCommand('mine', 'color', '#000000'),
      styleCommand('title', 'color', '#000000'),
    ];
    const result = rebasePending(page, entries, mine);
    expect(result.dropped.map((step) => [step.index, step.error.code])).toEqual([
      [0, 'conflict'],
      [1, 'unknown-element'],
    ]);
    expect(result.kept.map((step) => step.index)).toEqual([2]);
    expect(getElement(result.page, 'title')?.style.color).toBe('#000000');
  });

  it('moves an insertion past theirs in the same list, so both elements stay', () => {
    const { page, entries } = theirs(addCommand('col-a', el('spacer', 'theirs'), 0));
    const result = rebasePending(page, entries, [addCommand('col-a', el('spacer', 'mine'), 1)]);
    expect(result.kept[0]?.command).toMatchObject({ kind: 'add', index: 2 });
    expect(getElement(result.page, 'col-a')?.children.map((child) => child.id)).toEqual(['theirs', 'title', 'mine', 'intro']);
  });

  it('with no entries of others, replays the commands and drops the ones that no longer apply', () => {
    const page = samplePage();
    const result = rebasePending(
      page,
      [],
      [deleteCommand('intro'), styleCommand('intro', 'color', '#000000'), styleCommand('title', 'color', '#000000')],
    );
    expect(result.kept.map((step) => step.index)).toEqual([0, 2]);
    expect(result.dropped.map((step) => step.error.code)).toEqual(['unknown-element']);
    expect(getElement(result.page, 'intro')).toBeUndefined();
    expect(page).toEqual(samplePage());
  });
});

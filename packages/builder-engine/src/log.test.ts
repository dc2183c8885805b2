import { describe, expect, it } from 'vitest';
import { addCommand } from './commands/add.ts';
import { applyCommand } from './commands/apply.ts';
import { deleteCommand } from './commands/delete.ts';
import { styleCommand } from './commands/update.ts';
import { compactLog, createLog, entriesSince, replayCommands, replayLog, submitCommand, type CommandLog } from './log.ts';
import { el, errorOf, ok, samplePage } from './testing/fixtures.ts';
import { getElement } from './tree.ts';

describe('command log', () => {
  it('records each applied command with the version it produced, and replays to the same page', () => {
    let log = createLog(samplePage());
    log = ok(submitCommand(log, { baseVersion: 0, command: addCommand('col-a', el('text', 'note')) })).log;
    log = ok(submitCommand(log, { baseVersion: 1, command: styleCommand('note', 'fontSize', '20px') })).log;
    log = ok(submitCommand(log, { baseVersion: 2, command: deleteCommand('photo') })).log;
    expect(log.version).toBe(3);
    expect(log.entries.map((entry) => entry.version)).toEqual([1, 2, 3]);
    expect(ok(replayLog(log)).page).toStrictEqual(log.page);
    // From a snapshot plus the later commands.
    const snapshot = ok(
      replayCommands(
        log.base,
        log.entries.slice(0, 2).map((entry) => entry.command),
      ),
    ).page;
    const later = entriesSince(log, 2) ?? [];
    expect(
      ok(
        replayCommands(
          snapshot,
          later.map((entry) => entry.command),
        ),
      ).page,
    ).toStrictEqual(log.page);
  });

  it('replays from JSON: the log needs no new ids', () => {
    let log = createLog(samplePage());
    log = ok(submitCommand(log, { baseVersion: 0, command: addCommand(null, el('section', 'footer')) })).log;
    const stored = JSON.parse(JSON.stringify(log.entries)) as CommandLog['entries'];
    expect(
      ok(
        replayCommands(
          samplePage(),
          stored.map((entry) => entry.command),
        ),
      ).page,
    ).toStrictEqual(log.page);
  });

  it('reports which command of a replay fails', () => {
    const result = replayCommands(samplePage(), [deleteCommand('title'), deleteCommand('title')]);
    expect(result).toMatchObject({ ok: false, index: 1, error: { code: 'unknown-element' } });
  });

  it('does not add an entry for a command that changes nothing', () => {
    const log = createLog(samplePage());
    const result = ok(submitCommand(log, { baseVersion: 0, command: styleCommand('title', 'fontSize', '32px') }));
    expect(result.entry).toBeNull();
    expect(result.log).toBe(log);
  });

  it('refuses versions it does not hold, and bad commands, leaving the log as it was', () => {
    const log = ok(submitCommand(createLog(samplePage(), 10), { baseVersion: 10, command: deleteCommand('photo') })).log;
    expect(errorOf(submitCommand(log, { baseVersion: 12, command: deleteCommand('cta') })).code).toBe('unknown-version');
    expect(errorOf(submitCommand(log, { baseVersion: 9, command: deleteCommand('cta') })).code).toBe('unknown-version');
    expect(errorOf(submitCommand(log, { baseVersion: 11, command: deleteCommand('photo') })).code).toBe('unknown-element');
    expect(log.version).toBe(11);
    const compacted = compactLog(log);
    expect(compacted).toMatchObject({ base: log.page, baseVersion: 11, entries: [], version: 11 });
  });

  it('rebases a command made on an older version when it does not collide', () => {
    let log = createLog(samplePage());
    log = ok(submitCommand(log, { baseVersion: 0, command: styleCommand('title', 'color', '#ff0000') })).log;
    const late = ok(submitCommand(log, { baseVersion: 0, command: styleCommand('title', 'fontSize', '40px') }));
    expect(late.rebased).toBe(true);
    expect(late.entry?.version).toBe(2);
    expect(getElement(late.log.page, 'title')?.style).toMatchObject({ color: '#ff0000', fontSize: '40px' });
    expect(ok(replayLog(late.log)).page).toStrictEqual(late.log.page);
  });

  it('refuses a command that would silently overwrite a concurrent change', () => {
    let log = createLog(samplePage());
    log = ok(submitCommand(log, { baseVersion: 0, command: styleCommand('title', 'fontSize', '48px') })).log;
    const error = errorOf(submitCommand(log, { baseVersion: 0, command: styleCommand('title', 'fontSize', '40px') }));
    expect(error).toMatchObject({ code: 'conflict', elementId: 'title', version: 1 });
    expect(error.message).toBe("The font size of 'Heading' was changed by another edit (version 1).");
    expect(applyCommand(log.page, styleCommand('title', 'fontSize', '40px')).ok).toBe(true);
  });
});

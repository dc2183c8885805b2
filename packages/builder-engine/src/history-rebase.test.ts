import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.ts';
import type { Command } from './commands/command.ts';
import { deleteCommand } from './commands/delete.ts';
import { styleCommand } from './commands/update.ts';
import { createHistory, entryFromResult, recordEntry, takeUndo, type History } from './history.ts';
import { rebaseHistory } from './history-rebase.ts';
import type { BuilderPage } from './page.ts';
import { ok, samplePage } from './testing/fixtures.ts';

function edit(history: History, page: BuilderPage, command: Command, at: number) {
  const result = ok(applyCommand(page, command));
  return { history: recordEntry(history, entryFromResult(result, at), { merge: false }), page: result.page };
}

describe('rebaseHistory', () => {
  it('drops the undo and redo steps whose element another editor deleted, and keeps the rest in order', () => {
    let history = createHistory();
    let page = samplePage();
    ({ history, page } = edit(history, page, styleCommand('title', 'color', '#000000'), 0));
    ({ history, page } = edit(history, page, styleCommand('photo', 'opacity', 0.5), 1000));
    ({ history, page } = edit(history, page, deleteCommand('intro'), 2000));
    ({ history, page } = edit(history, page, styleCommand('cta', 'color', '#000000'), 3000));
    const undone = ok(applyCommand(page, (takeUndo(history)?.entry as { inverse: Command }).inverse)).page;
    history = takeUndo(history)?.history as History;
    // Another editor deletes the image and the button.
    const theirs = ok(applyCommand(ok(applyCommand(undone, deleteCommand('photo'))).page, deleteCommand('cta'))).page;
    const rebased = rebaseHistory(history, theirs);
    expect(rebased.dropped).toBe(2);
    expect(rebased.history.done.map((entry) => entry.label)).toEqual(['Heading · text colour #ffffff → #000000', 'Delete Text']);
    expect(rebased.history.undone).toEqual([]);
    // Nothing to drop: the very same history.
    expect(rebaseHistory(rebased.history, theirs)).toEqual({ history: rebased.history, dropped: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import type { BuilderPage } from '../page.ts';
import { el, errorOf, ok, samplePage, testIds } from '../testing/fixtures.ts';
import { getElement } from '../tree.ts';
import { addCommand } from './add.ts';
import { applyCommand } from './apply.ts';
import type { Command } from './command.ts';
import { deleteCommand } from './delete.ts';
import { duplicateCommand } from './duplicate.ts';
import { moveCommand } from './move.ts';
import { styleCommand, updateCommand } from './update.ts';

const commands = (page: BuilderPage): Command[] => [
  addCommand('col-a', el('text', 'note'), 0),
  updateCommand('title', { content: 'Hi', style: { fontSize: '40px', color: null } }),
  deleteCommand('hero-row'),
  moveCommand('cta', 'features', 0),
  duplicateCommand(page, 'col-b', testIds()),
];

describe('applyCommand', () => {
  it('takes commands and gives inverses that survive a JSON round trip unchanged', () => {
    const page = samplePage();
    for (const command of commands(page)) {
      const viaJson = JSON.parse(JSON.stringify(command)) as Command;
      const direct = ok(applyCommand(page, command));
      const parsed = ok(applyCommand(page, viaJson));
      expect(parsed.page).toStrictEqual(direct.page);
      expect(JSON.parse(JSON.stringify(direct.inverse))).toStrictEqual(direct.inverse);
      expect(JSON.parse(JSON.stringify(direct.command))).toStrictEqual(direct.command);
      const undone = ok(applyCommand(direct.page, JSON.parse(JSON.stringify(direct.inverse)) as Command));
      expect(undone.page).toStrictEqual(page);
    }
  });

  it('works on any version of a page, not only the newest', () => {
    const v0 = samplePage();
    const v1 = ok(applyCommand(v0, deleteCommand('title'))).page;
    const v2 = ok(applyCommand(v1, addCommand('col-a', el('text', 'title'), 0))).page;
    // v0 and v1 are older than v2 now; edits on them still see their own trees.
    expect(ok(applyCommand(v0, styleCommand('title', 'fontSize', '40px'))).label).toBe('Heading · font size 32 → 40');
    expect(errorOf(applyCommand(v1, deleteCommand('title'))).code).toBe('unknown-element');
    expect(getElement(v2, 'title')?.type).toBe('text');
    expect(getElement(v0, 'title')?.type).toBe('heading');
  });

  it('works on pages built by hand by copying and changing a page', () => {
    const page = samplePage();
    applyCommand(page, deleteCommand('features'));
    const edited: BuilderPage = { ...page, elements: [page.elements[0] as (typeof page.elements)[number]] };
    expect(errorOf(applyCommand(edited, deleteCommand('features'))).code).toBe('unknown-element');
    expect(ok(applyCommand(edited, deleteCommand('hero'))).page.elements).toEqual([]);
  });

  it('returns a failure instead of throwing on a page that is not a valid tree', () => {
    const broken = { ...samplePage(), elements: [{ id: 'x', type: 'section', name: 'X', style: {} }] } as unknown as BuilderPage;
    const result = applyCommand(broken, deleteCommand('x'));
    expect(result.ok === false || result.ok === true).toBe(true);
    const nothing = applyCommand(null as unknown as BuilderPage, deleteCommand('x'));
    expect(errorOf(nothing).code).toBe('invalid-page');
  });
});

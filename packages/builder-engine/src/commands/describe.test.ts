import { describe, expect, it } from 'vitest';
import { el, samplePage, testIds } from '../testing/fixtures.ts';
import { addCommand } from './add.ts';
import { deleteCommand } from './delete.ts';
import { describeCommand } from './describe.ts';
import { duplicateCommand } from './duplicate.ts';
import { moveCommand } from './move.ts';
import { textCommand } from './text.ts';
import { styleCommand, updateCommand } from './update.ts';

describe('describeCommand', () => {
  it('labels each kind of command against the page it applies to', () => {
    const page = samplePage();
    expect(describeCommand(page, addCommand(null, el('heading', 'h')))).toBe('Add Heading');
    expect(describeCommand(page, deleteCommand('hero'))).toBe('Delete Section');
    expect(describeCommand(page, moveCommand('cta', null, 0))).toBe('Move Button');
    expect(describeCommand(page, duplicateCommand(page, 'photo', testIds()))).toBe('Duplicate Image');
    expect(describeCommand(page, styleCommand('title', 'fontSize', '40px'))).toBe('Heading · font size 32 → 40');
    expect(describeCommand(page, updateCommand('col-a', { size: 'full' }))).toBe('Column · column size 1/2 → full');
    expect(describeCommand(page, textCommand('title', 'content', 'New Heading', 'New Heading!', 'site-a'))).toBe('Heading · text');
  });

  it('names renamed elements by their name, truncated at 30 characters, and unknown ones by id', () => {
    const page = samplePage();
    const renamed = { ...page, elements: [{ ...el('section', 'hero'), name: 'A very long section name that goes on' }] };
    expect(describeCommand(renamed, deleteCommand('hero'))).toBe('Delete A very long section name that…');
    expect(describeCommand(page, deleteCommand('ghost'))).toBe('Delete ghost');
  });
});

import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.ts';
import { addCommand } from './commands/add.ts';
import { updateCommand } from './commands/update.ts';
import { createElement } from './defaults.ts';
import { createPage } from './page.ts';
import { el, errorOf, ok, testIds } from './testing/fixtures.ts';
import { parsePage } from './validate.ts';

// A section's content width (issue 30, the boxed default): new sections are boxed, full width is a choice, and a
// section without the field (every section made before it existed) stays as it was.

describe('contentWidth', () => {
  it('is boxed on a new section and on no other new element', () => {
    expect(createElement('section', testIds()).contentWidth).toBe('boxed');
    expect(createElement('container', testIds()).contentWidth).toBeUndefined();
  });

  it('is switched to full width and back by an update, one undoable step with its label', () => {
    const section = createElement('section', testIds());
    const page = ok(applyCommand(createPage({ id: 'p', name: 'Page', slug: 'page' }), addCommand(null, section))).page;
    const full = ok(applyCommand(page, updateCommand(section.id, { contentWidth: 'full' })));
    expect(full.page.elements[0]?.contentWidth).toBe('full');
    expect(full.inverse).toEqual(updateCommand(section.id, { contentWidth: 'boxed' }));
    expect(full.label).toContain('content width');
    // Cleared, the field is absent: the section is full width as before the choice existed.
    const cleared = ok(applyCommand(full.page, updateCommand(section.id, { contentWidth: null })));
    expect('contentWidth' in (cleared.page.elements[0] ?? {})).toBe(false);
  });

  it('is refused on other types and with unknown values, in commands and in stored pages', () => {
    const heading = el('heading', 'h');
    const page = ok(applyCommand(createPage({ id: 'p', name: 'Page', slug: 'page' }), addCommand(null, heading))).page;
    expect(errorOf(applyCommand(page, updateCommand('h', { contentWidth: 'boxed' }))).message).toBe(
      "Only sections have a content width; 'Heading' is a heading.",
    );
    const stored = (element: object) => parsePage({ id: 'p', name: 'Page', slug: 'page', meta: {}, elements: [element] });
    expect(errorOf(stored({ ...el('section', 's'), contentWidth: 'narrow' })).message).toBe(
      'Content width must be one of boxed, full (got "narrow").',
    );
    expect(errorOf(stored({ ...heading, contentWidth: 'boxed' })).message).toBe('Only sections have a content width.');
    expect(ok(stored({ ...el('section', 's'), contentWidth: 'full' })).page.elements[0]?.contentWidth).toBe('full');
  });
});

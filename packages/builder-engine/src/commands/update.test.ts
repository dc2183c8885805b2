import { describe, expect, it } from 'vitest';
import { errorOf, ok, samplePage, snapshot } from '../testing/fixtures.ts';
import { getElement } from '../tree.ts';
import { applyCommand } from './apply.ts';
import type { ElementChanges } from './command.ts';
import { styleCommand, updateCommand } from './update.ts';

describe('update', () => {
  it('merges changed fields and style keys, keeping the rest', () => {
    const result = ok(
      applyCommand(samplePage(), updateCommand('title', { content: 'Welcome', style: { fontSize: '40px', textAlign: 'center' } })),
    );
    expect(getElement(result.page, 'title')).toEqual({
      id: 'title',
      type: 'heading',
      name: 'Heading',
      content: 'Welcome',
      style: { fontSize: '40px', fontWeight: 'bold', color: '#ffffff', textAlign: 'center' },
      children: [],
    });
  });

  it('returns an inverse holding the old values, null for what was not set', () => {
    const result = ok(
      applyCommand(samplePage(), updateCommand('title', { content: 'Welcome', style: { fontSize: '40px', textAlign: 'center' } })),
    );
    expect(result.inverse).toEqual({
      kind: 'update',
      id: 'title',
      changes: { content: 'New Heading', style: { fontSize: '32px', textAlign: null } },
    });
    const back = ok(applyCommand(result.page, result.inverse));
    expect(back.page).toStrictEqual(samplePage());
  });

  it('clears a field or style key with null, leaving no undefined behind', () => {
    const result = ok(applyCommand(samplePage(), updateCommand('cta', { url: null, style: { color: null } })));
    const button = getElement(result.page, 'cta');
    expect(button).not.toHaveProperty('url');
    expect(button?.style).not.toHaveProperty('color');
    expect(JSON.parse(JSON.stringify(result.page))).toStrictEqual(result.page);
  });

  it('keeps only the keys that really change, and changes nothing when none does', () => {
    const page = samplePage();
    const partly = ok(
      applyCommand(page, updateCommand('title', { content: 'New Heading', style: { fontSize: '32px', color: '#000000' } })),
    );
    expect(partly.command).toEqual({ kind: 'update', id: 'title', changes: { style: { color: '#000000' } } });
    const none = ok(applyCommand(page, updateCommand('title', { content: 'New Heading', style: { fontWeight: 'bold' } })));
    expect(none.changed).toBe(false);
    expect(none.page).toBe(page);
  });

  it('shares the untouched parts of the page', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, styleCommand('title', 'fontSize', '40px')));
    expect(getElement(result.page, 'intro')).toBe(getElement(page, 'intro'));
    expect(getElement(result.page, 'col-b')).toBe(getElement(page, 'col-b'));
    expect(result.page.elements[1]).toBe(page.elements[1]);
  });

  it('labels the change for a history list', () => {
    const page = samplePage();
    expect(ok(applyCommand(page, styleCommand('title', 'fontSize', '40px'))).label).toBe('Heading · font size 32 → 40');
    expect(ok(applyCommand(page, styleCommand('title', 'textAlign', 'center'))).label).toBe('Heading · alignment none → center');
    expect(ok(applyCommand(page, styleCommand('title', 'opacity', 0.5))).label).toBe('Heading · opacity none → 0.5');
    expect(ok(applyCommand(page, updateCommand('title', { content: 'Hi' }))).label).toBe('Heading · text');
    expect(ok(applyCommand(page, updateCommand('photo', { content: 'A cat' }))).label).toBe('Image · alt text');
    expect(ok(applyCommand(page, updateCommand('col-a', { size: '1/3' }))).label).toBe('Column · column size 1/2 → 1/3');
    expect(ok(applyCommand(page, updateCommand('cta', { style: { color: '#000000', padding: '0px' } }))).label).toBe(
      'Button · text colour, padding',
    );
    expect(
      ok(applyCommand(page, updateCommand('cta', { content: 'Go', url: '/go', style: { color: '#000000', padding: '0px' } }))).label,
    ).toBe('Button · 4 changes');
  });

  it('accepts the bounds themselves', () => {
    const page = samplePage();
    for (const changes of [
      { style: { fontSize: '8px' } },
      { style: { fontSize: '72px' } },
      { style: { fontSize: '12.5px' } },
      { style: { borderRadius: '0px' } },
      { style: { borderRadius: '50px' } },
      { style: { opacity: 0 } },
      { style: { opacity: 1 } },
      { url: 'https://example.com/a?b=c' },
      { src: 'data:image/png;base64,AAAA' },
    ] satisfies ElementChanges[]) {
      expect(applyCommand(page, updateCommand('cta', changes)).ok).toBe(true);
    }
  });

  it.each([
    ['an unknown element', updateCommand('ghost', { content: 'x' }), 'unknown-element'],
    ['a font size below 8px', styleCommand('title', 'fontSize', '7px'), 'invalid-value'],
    ['a font size above 72px', styleCommand('title', 'fontSize', '73px'), 'invalid-value'],
    ['a font size without px', styleCommand('title', 'fontSize', '32'), 'invalid-value'],
    ['a font size in em', styleCommand('title', 'fontSize', '2em'), 'invalid-value'],
    ['a border radius above 50px', styleCommand('cta', 'borderRadius', '51px'), 'invalid-value'],
    ['a negative border radius', styleCommand('cta', 'borderRadius', '-1px'), 'invalid-value'],
    ['an opacity above 1', styleCommand('cta', 'opacity', 1.5), 'invalid-value'],
    ['a negative opacity', styleCommand('cta', 'opacity', -0.1), 'invalid-value'],
    ['an opacity given as text', updateCommand('cta', { style: { opacity: '0.5' as never } }), 'invalid-value'],
    ['an opacity of NaN', styleCommand('cta', 'opacity', Number.NaN), 'invalid-value'],
    ['an unknown text alignment', updateCommand('title', { style: { textAlign: 'middle' as never } }), 'invalid-value'],
    ['an unknown font weight', updateCommand('title', { style: { fontWeight: '900' as never } }), 'invalid-value'],
    ['an unknown style key', updateCommand('title', { style: { zIndex: '3' } as never }), 'invalid-value'],
    ['a style value that escapes its declaration', styleCommand('title', 'color', 'red; background: url(x)'), 'invalid-value'],
    ['a column size that is not one of the six', updateCommand('col-a', { size: '1/5' as never }), 'invalid-value'],
    ['a size on a non-column', updateCommand('title', { size: '1/2' }), 'invalid-value'],
    ['an empty name', updateCommand('title', { name: '  ' }), 'invalid-value'],
    ['a cleared name', updateCommand('title', { name: null as never }), 'invalid-value'],
    ['a script link', updateCommand('cta', { url: ' JavaScript:alert(1)' }), 'invalid-value'],
    ['a data link', updateCommand('cta', { url: 'data:text/html,<b>x</b>' }), 'invalid-value'],
    ['an svg data image', updateCommand('photo', { src: 'data:image/svg+xml,<svg/>' }), 'invalid-value'],
    ['a change to the type', updateCommand('title', { type: 'text' } as never), 'invalid-command'],
    ['a change to the children', updateCommand('title', { children: [] } as never), 'invalid-command'],
  ])('fails on %s and leaves the page as it was', (_, command, code) => {
    const page = samplePage();
    const before = snapshot(page);
    const error = errorOf(applyCommand(page, command));
    expect(error.code).toBe(code);
    expect(page).toStrictEqual(before);
  });

  it('names the element at fault', () => {
    expect(errorOf(applyCommand(samplePage(), styleCommand('title', 'fontSize', '100px')))).toMatchObject({
      elementId: 'title',
      message: "Font size must be between 8px and 72px (got '100px').",
    });
  });
});

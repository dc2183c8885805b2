// Per-device styles: tablet and mobile overrides, hiding per device and a row's stacking, as commands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.ts';
import { describeCommand } from './commands/describe.ts';
import { parseCommand } from './commands/parse.ts';
import { elementChanges, styleCommand, updateCommand } from './commands/update.ts';
import { DEVICES, STYLE_KEYS, styleOn, type Device } from './element.ts';
import { createLog, submitCommand } from './log.ts';
import { rebaseCommand } from './rebase.ts';
import { el, errorOf, ok, samplePage, snapshot } from './testing/fixtures.ts';
import { createCommandGenerator, randomPage, randomStyleValue } from './testing/random-page.ts';
import { createIdGenerator, seededRandom } from './ids.ts';
import { getElement, forEachElement } from './tree.ts';
import { parsePage } from './validate.ts';

describe('device overrides', () => {
  it('sets a mobile font size beside the desktop one, and its inverse takes the override away again', () => {
    const page = samplePage();
    const result = ok(applyCommand(page, styleCommand('title', 'fontSize', '24px', 'mobile')));
    const title = getElement(result.page, 'title');
    expect(title?.style.fontSize).toBe('32px');
    expect(title?.mobile).toEqual({ fontSize: '24px' });
    expect(title?.tablet).toBeUndefined();
    expect(result.command).toEqual(updateCommand('title', { mobile: { fontSize: '24px' } }));
    expect(result.inverse).toEqual(updateCommand('title', { mobile: { fontSize: null } }));
    expect(result.label).toBe('Heading · font size (mobile) inherit → 24');
    const undone = ok(applyCommand(result.page, result.inverse)).page;
    // Back to inheriting: the device map is gone, not left empty.
    expect(getElement(undone, 'title')).not.toHaveProperty('mobile');
    expect(undone).toStrictEqual(page);
  });

  it('cascades desktop, tablet, mobile in styleOn', () => {
    const element = el('heading', 'h', [], { tablet: { fontSize: '28px', textAlign: 'left' }, mobile: { fontSize: '20px' } });
    expect(styleOn(element, 'desktop')).toBe(element.style);
    expect(styleOn(element, 'tablet')).toMatchObject({ fontSize: '28px', textAlign: 'left', color: '#ffffff' });
    expect(styleOn(element, 'mobile')).toMatchObject({ fontSize: '20px', textAlign: 'left', color: '#ffffff' });
    const plain = el('heading', 'p');
    expect(styleOn(plain, 'mobile')).toBe(plain.style);
  });

  it('hides and shows again per device, labelled as a fact', () => {
    const hidden = ok(applyCommand(samplePage(), updateCommand('photo', { hideOn: { mobile: true } })));
    expect(getElement(hidden.page, 'photo')?.hideOn).toEqual({ mobile: true });
    expect(hidden.label).toBe('Image · hidden on mobile');
    const shown = ok(applyCommand(hidden.page, hidden.inverse));
    expect(shown.label).toBe('Image · shown on mobile');
    expect(getElement(shown.page, 'photo')).not.toHaveProperty('hideOn');
  });

  it('lets only rows choose where their columns stack', () => {
    const row = ok(applyCommand(samplePage(), updateCommand('hero-row', { stackOn: 'never' })));
    expect(getElement(row.page, 'hero-row')?.stackOn).toBe('never');
    expect(row.label).toBe('Row · stack on none → never');
    expect(errorOf(applyCommand(samplePage(), updateCommand('title', { stackOn: 'tablet' }))).message).toBe(
      "Only rows stack their columns; 'Heading' is a heading.",
    );
  });

  it('checks override values with the same bounds as the desktop ones', () => {
    expect(errorOf(applyCommand(samplePage(), styleCommand('title', 'fontSize', '90px', 'tablet'))).message).toBe(
      "Font size must be between 8px and 72px (got '90px').",
    );
    expect(errorOf(parseCommand({ kind: 'update', id: 'title', changes: { mobile: { colour: 'red' } } })).message).toBe(
      "Unknown style key 'colour'.",
    );
    expect(errorOf(parseCommand({ kind: 'update', id: 'title', changes: { hideOn: { watch: true } } })).message).toBe(
      "Unknown device 'watch': use desktop, tablet or mobile.",
    );
    expect(errorOf(parseCommand({ kind: 'update', id: 'title', changes: { hideOn: { mobile: false } } })).message).toBe(
      'Hiding on mobile takes true or null.',
    );
  });

  it('reads pages with overrides and refuses malformed ones', () => {
    const page = {
      ...samplePage(),
      elements: [
        el('row', 'r', [], { stackOn: 'tablet', tablet: { padding: '8px' }, mobile: { textAlign: 'center' }, hideOn: { desktop: true } }),
      ],
    };
    expect(ok(parsePage(snapshot(page))).page).toStrictEqual(page);
    const bad = (extra: object) => errorOf(parsePage({ ...page, elements: [{ ...page.elements[0], ...extra }] })).message;
    expect(bad({ mobile: { fontSize: '100px' } })).toBe("Font size must be between 8px and 72px (got '100px').");
    expect(bad({ hideOn: { tablet: 'yes' } })).toBe('Hiding on tablet must be true when listed.');
    expect(bad({ type: 'column' })).toBe('Only rows stack their columns.');
  });

  it('describes a persisted override command as the history list showed it', () => {
    const page = samplePage();
    expect(describeCommand(page, styleCommand('title', 'textAlign', 'left', 'tablet'))).toBe('Heading · alignment (tablet) inherit → left');
  });
});

describe('rebase of overrides', () => {
  function rebase(mine: Parameters<typeof styleCommand>, theirs: Parameters<typeof styleCommand>) {
    let log = createLog(samplePage());
    log = ok(submitCommand(log, { baseVersion: 0, command: styleCommand(...theirs) })).log;
    return rebaseCommand(log.page, log.entries, { baseVersion: 0, command: styleCommand(...mine) });
  }

  it('two admins changing the same key on different devices both keep their change', () => {
    const result = ok(rebase(['title', 'fontSize', '20px', 'mobile'], ['title', 'fontSize', '40px', 'tablet']));
    expect(getElement(result.result.page, 'title')).toMatchObject({ tablet: { fontSize: '40px' }, mobile: { fontSize: '20px' } });
  });

  it('the same key on the same device conflicts, naming the device', () => {
    const error = errorOf(rebase(['title', 'fontSize', '20px', 'mobile'], ['title', 'fontSize', '18px', 'mobile']));
    expect(error).toMatchObject({ code: 'conflict', elementId: 'title', version: 1 });
    expect(error.message).toBe("The font size (mobile) of 'Heading' was changed by another edit (version 1).");
  });

  it('conflict is decided by device and key, for any pair', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEVICES),
        fc.constantFrom(...DEVICES),
        fc.constantFrom(...STYLE_KEYS),
        fc.constantFrom(...STYLE_KEYS),
        fc.integer({ min: 0, max: 1000 }),
        (deviceA: Device, deviceB: Device, keyA, keyB, s) => {
          const rng = seededRandom(s);
          const mine = updateCommand('intro', { [deviceA === 'desktop' ? 'style' : deviceA]: { [keyA]: randomStyleValue(rng, keyA) } });
          const theirs = updateCommand('intro', { [deviceB === 'desktop' ? 'style' : deviceB]: { [keyB]: randomStyleValue(rng, keyB) } });
          let log = createLog(samplePage());
          const submitted = submitCommand(log, { baseVersion: 0, command: theirs });
          fc.pre(submitted.ok && submitted.log.version === 1);
          if (!submitted.ok) return;
          log = submitted.log;
          const alone = applyCommand(samplePage(), mine);
          fc.pre(alone.ok && alone.changed);
          const result = rebaseCommand(log.page, log.entries, { baseVersion: 0, command: mine });
          expect(result.ok).toBe(!(deviceA === deviceB && keyA === keyB));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('elementChanges', () => {
  it('is the update that turns one version of an element into another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 30 }), (s, steps) => {
        const rng = seededRandom(s);
        let clock = 1_700_000_000_000;
        const ids = createIdGenerator({ now: () => clock++, random: rng });
        const start = randomPage(rng, 12, ids);
        const commands = createCommandGenerator(start, rng, ids, { invalidRate: 0 });
        let page = start;
        for (let i = 0; i < steps; i += 1) {
          const result = applyCommand(page, commands.next(page));
          if (result.ok) page = result.page;
        }
        forEachElement(start, (before) => {
          const after = getElement(page, before.id);
          if (after === undefined) return;
          const changes = elementChanges(before, after);
          if (changes === null) {
            expect({ ...before, children: [] }).toStrictEqual({ ...after, children: [] });
            return;
          }
          const single = { ...samplePage(), elements: [{ ...before, children: [] }] };
          const applied = ok(applyCommand(single, updateCommand(before.id, changes)));
          expect(applied.page.elements[0]).toStrictEqual({ ...after, children: [] });
        });
      }),
      { numRuns: 60 },
    );
  });
});

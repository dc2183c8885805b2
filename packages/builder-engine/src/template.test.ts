import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCommand } from './commands/add.ts';
import { applyCommand } from './commands/apply.ts';
import type { BuilderElement } from './element.ts';
import { ELEMENT_ID_PATTERN, createIdGenerator, seededRandom, type IdGenerator } from './ids.ts';
import { copyWithNewIds } from './template.ts';
import { ok, samplePage, snapshot, testIds } from './testing/fixtures.ts';
import { randomPage } from './testing/random-page.ts';
import { countElements, getElement } from './tree.ts';
import { hasElement, subtreeIds } from './tree-index.ts';

/** The element with its ids blanked, to compare everything but the ids. */
function withoutIds(element: BuilderElement): unknown {
  return { ...element, id: '', children: element.children.map(withoutIds) };
}

describe('copyWithNewIds', () => {
  it('gives every element of the subtree a new id and keeps everything else', () => {
    const page = samplePage();
    const hero = getElement(page, 'hero') as BuilderElement;
    const before = snapshot(hero);
    const copy = copyWithNewIds(hero, testIds(), (id) => hasElement(page, id));
    const ids = subtreeIds(copy);
    expect(ids).toHaveLength(subtreeIds(hero).length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => ELEMENT_ID_PATTERN.test(id) && !hasElement(page, id))).toBe(true);
    expect(withoutIds(copy)).toStrictEqual(withoutIds(hero));
    // The source is untouched, and the copy survives a JSON round trip (no undefined fields).
    expect(hero).toStrictEqual(before);
    expect(snapshot(copy)).toStrictEqual(copy);
  });

  it('never hands out an id the page uses, nor one twice, even from a generator that forgets what it gave', () => {
    // Offers 't-0', 't-1', ... and returns the first one not reported as taken, remembering nothing.
    const forgetful: IdGenerator = {
      next: (isTaken) => {
        for (let n = 0; ; n += 1) if (isTaken === undefined || !isTaken(`t-${n}`)) return `t-${n}`;
      },
    };
    const taken = new Set(['t-0', 't-1', 't-3']);
    const section = samplePage().elements[0] as BuilderElement;
    const ids = subtreeIds(copyWithNewIds(section, forgetful, (id) => taken.has(id)));
    expect(ids).toEqual(['t-2', 't-4', 't-5', 't-6', 't-7', 't-8', 't-9', 't-10', 't-11']);
  });

  it('goes onto the page it came from as one add, which one undo takes away', () => {
    const page = samplePage();
    const copy = copyWithNewIds(getElement(page, 'hero') as BuilderElement, testIds(), (id) => hasElement(page, id));
    const added = ok(applyCommand(page, addCommand(null, copy, 1)));
    expect(added.page.elements.map((element) => element.id)).toEqual(['hero', copy.id, 'features']);
    expect(countElements(added.page)).toBe(countElements(page) + subtreeIds(copy).length);
    expect(added.label).toBe('Add Section');
    expect(ok(applyCommand(added.page, added.inverse)).page).toStrictEqual(page);
  });

  it('copies any valid subtree: new ids throughout, unique on the page, the rest equal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 60 }), (seed, size) => {
        const rng = seededRandom(seed);
        let clock = 1_700_000_000_000;
        const ids = createIdGenerator({ now: () => clock, random: rng });
        const page = randomPage(rng, size, ids);
        const source = page.elements[Math.floor(rng() * page.elements.length)] as BuilderElement;
        // The same generator and clock as the page's: the copy must still avoid every id the page holds.
        clock += rng() < 0.5 ? 0 : 1;
        const copy = copyWithNewIds(source, ids, (id) => hasElement(page, id));
        const copied = subtreeIds(copy);
        expect(new Set(copied).size).toBe(copied.length);
        expect(copied.some((id) => hasElement(page, id))).toBe(false);
        expect(withoutIds(copy)).toStrictEqual(withoutIds(source));
        const added = applyCommand(page, addCommand(null, copy));
        expect(added.ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

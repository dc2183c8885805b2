import {
  applyCommand,
  createElement,
  createIdGenerator,
  createPage,
  deleteCommand,
  forEachElement,
  getAncestorIds,
  getElement,
  MAX_NESTING_DEPTH,
  moveCommand,
  seededRandom,
  STYLE_KEYS,
  styleCommand,
  type BuilderElement,
  type BuilderPage,
  type Command,
} from '@app/builder-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { el } from '../../../packages/builder-engine/src/testing/fixtures.ts';
import {
  createCommandGenerator,
  pick,
  randomPage,
  randomStyleValue,
  type Rng,
} from '../../../packages/builder-engine/src/testing/random-page.ts';
import { minimalCommands, revertCommands } from './revert-commands.ts';

const ids = createIdGenerator({ now: () => 1_790_000_000_000, random: seededRandom(3) });
const section = (...children: BuilderElement[]): BuilderElement => ({ ...createElement('section', ids), children });
const heading = (content: string): BuilderElement => ({ ...createElement('heading', ids), content });

function run(current: readonly BuilderElement[], commands: readonly Command[]): BuilderPage {
  let page = createPage({ id: 'p', name: 'P', slug: 'p', elements: current });
  for (const command of commands) {
    const result = applyCommand(page, command);
    if (!result.ok) throw new Error(result.error.message);
    page = result.page;
  }
  return page;
}

/** The commands of a revert from `current` to `target`, checked to give exactly `target`. */
function reverting(current: readonly BuilderElement[], target: readonly BuilderElement[]): Command[] {
  const commands = revertCommands(current, target);
  expect(run(current, commands).elements).toStrictEqual(target);
  return commands;
}

const kinds = (commands: readonly Command[]) => commands.map((command) => command.kind);

describe('revertCommands', () => {
  const a = section(heading('A'));
  const b = section(heading('B'));
  const c = section(heading('C'));

  it('gives nothing to do when the trees are equal', () => {
    expect(revertCommands([a, b], [a, b])).toEqual([]);
  });

  it('deletes what the target lacks and adds what it has', () => {
    expect(kinds(reverting([a, c], [a, b]))).toEqual(['delete', 'add']);
    expect(kinds(reverting([], [a, b]))).toEqual(['add', 'add']);
    expect(kinds(reverting([a, b], []))).toEqual(['delete', 'delete']);
  });

  it('moves only the siblings out of order: one move for a swap, one for a sibling taken to the end', () => {
    expect(reverting([b, a], [a, b])).toEqual([{ kind: 'move', id: a.id, parentId: null, index: 0 }]);
    expect(kinds(reverting([b, c, a], [a, b, c]))).toEqual(['move']);
    expect(kinds(reverting([c, b, a], [a, b, c]))).toEqual(['move', 'move']);
  });

  it('updates an element whose own fields differ, and nothing else', () => {
    const title = el('heading', 'title', [], { style: { fontSize: '40px' } });
    const target = [el('section', 's', [el('column', 'c', [title])])];
    const current = [el('section', 's', [el('column', 'c', [{ ...title, style: { fontSize: '32px' }, mobile: { color: '#000000' } }])])];
    expect(reverting(current, target)).toEqual([
      { kind: 'update', id: 'title', changes: { style: { fontSize: '40px' }, mobile: { color: null } } },
    ]);
  });

  it('moves a child out of a deleted parent before deleting the parent', () => {
    const current = [el('section', 's', [el('column', 'gone', [el('heading', 'h'), el('text', 'lost')])])];
    const target = [el('section', 's', [el('heading', 'h')])];
    expect(reverting(current, target)).toEqual([
      { kind: 'move', id: 'h', parentId: 's', index: 0 },
      { kind: 'delete', id: 'gone' },
    ]);
  });

  it('deletes only the highest element of a deleted subtree', () => {
    const current = [el('section', 's', [el('row', 'r', [el('column', 'c', [el('text', 't')])])])];
    expect(reverting(current, [el('section', 's')])).toEqual([{ kind: 'delete', id: 'r' }]);
  });

  it('adds a new parent with its new children, then moves existing elements into it', () => {
    const current = [el('section', 's', [el('heading', 'h'), el('button', 'b')])];
    const target = [
      el('section', 's', [
        el('row', 'new-row', [el('column', 'new-col', [el('text', 'new-text'), el('heading', 'h')])]),
        el('button', 'b'),
      ]),
    ];
    expect(reverting(current, target)).toEqual([
      { kind: 'add', parentId: 's', index: 0, element: el('row', 'new-row', [el('column', 'new-col', [el('text', 'new-text')])]) },
      { kind: 'move', id: 'h', parentId: 'new-col', index: 1 },
    ]);
  });

  it('re-parents across levels, also when a parent and its child swap places', () => {
    const deep = [
      el('section', 's1', [el('container', 'k', [el('row', 'r', [el('column', 'c', [el('heading', 'h')])])])]),
      el('section', 's2'),
    ];
    const moved = [
      el('section', 's1', [el('container', 'k', [el('row', 'r', [el('column', 'c')])])]),
      el('section', 's2', [el('heading', 'h')]),
    ];
    expect(reverting(moved, deep)).toEqual([{ kind: 'move', id: 'h', parentId: 'c', index: 0 }]);
    expect(reverting(deep, moved)).toEqual([{ kind: 'move', id: 'h', parentId: 's2', index: 0 }]);

    const outer = [el('section', 'x', [el('container', 'y', [el('heading', 'z')])])];
    const inverted = [el('container', 'y', [el('section', 'x', [el('heading', 'z')])])];
    expect(kinds(reverting(outer, inverted))).toEqual(['move', 'move', 'move']);
    expect(kinds(reverting(inverted, outer))).toEqual(['move', 'move', 'move']);
  });

  it('falls back to replacing root subtrees when an id now names an element of another type', () => {
    const current = [el('section', 's', [el('heading', 'same-id')])];
    const target = [el('section', 's', [el('text', 'same-id')])];
    expect(minimalCommands(current, target)).toBeNull();
    expect(kinds(reverting(current, target))).toEqual(['delete', 'add']);
  });

  it('falls back when a step would pass the nesting limit, and still reaches the target', () => {
    // A chain of 20 is moved under a leaf at level 21; only in the target are its links siblings.
    const links = Array.from({ length: 15 }, (_, i) => `z${i}`);
    const chain = links.reduceRight<BuilderElement[]>((children, id) => [el('container', id, children)], []);
    const spine = (leaves: BuilderElement[]) =>
      Array.from({ length: 20 }, (_, i) => `c${i}`).reduceRight<BuilderElement[]>(
        (children, id) => [el('container', id, children)],
        leaves,
      );
    const current = [...spine([]), el('container', 'a', chain)];
    const target = spine([el('container', 'a'), ...links.map((id) => el('container', id))]);
    expect(20 + 1 + links.length).toBeGreaterThan(MAX_NESTING_DEPTH);
    expect(minimalCommands(current, target)).toBeNull();
    reverting(current, target);
  });
});

const seed = fc.integer({ min: 0, max: 0x7fffffff });

/** A random page, a random edit history from it, and the engine generators to edit further. */
function randomStart(seedValue: number, size: number) {
  const rng = seededRandom(seedValue);
  let clock = 1_700_000_000_000;
  const idSource = createIdGenerator({ now: () => clock++, random: rng });
  const start = randomPage(rng, size, idSource);
  const commands = createCommandGenerator(start, rng, idSource, { invalidRate: 0 });
  const edit = (page: BuilderPage, steps: number): BuilderPage => {
    for (let i = 0; i < steps; i += 1) {
      const result = applyCommand(page, commands.next(page));
      if (result.ok) page = result.page;
    }
    return page;
  };
  return { rng, start, edit };
}

/** All element ids of a page, in tree order. */
function allIds(page: BuilderPage): string[] {
  const found: string[] = [];
  forEachElement(page, (element) => found.push(element.id));
  return found;
}

/** `page` after one command that must apply and change it, or undefined when it does not. */
function changedBy(page: BuilderPage, command: Command): BuilderPage | undefined {
  const result = applyCommand(page, command);
  return result.ok && result.changed ? result.page : undefined;
}

function randomId(rng: Rng, page: BuilderPage): string | undefined {
  const found = allIds(page);
  return found.length === 0 ? undefined : found[pick(rng, found.length)];
}

describe('revertCommands on random trees', () => {
  it('turns any later version back into the earlier one, element by element', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (s, size, toTarget, toCurrent) => {
          const { start, edit } = randomStart(s, size);
          const target = edit(start, toTarget);
          const current = edit(target, toCurrent);
          const commands = minimalCommands(current.elements, target.elements);
          expect(commands).not.toBeNull();
          expect(run(current.elements, commands ?? []).elements).toStrictEqual(target.elements);
          expect(revertCommands(current.elements, target.elements)).toEqual(commands);
          // The way back is exact too.
          expect(run(target.elements, revertCommands(target.elements, current.elements)).elements).toStrictEqual(current.elements);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reverts two unrelated pages into each other', () => {
    fc.assert(
      fc.property(seed, seed, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (s1, s2, n1, n2) => {
        const one = randomStart(s1, n1).start.elements;
        const other = randomStart(s2, n2).start.elements;
        expect(run(one, revertCommands(one, other)).elements).toStrictEqual(other);
      }),
      { numRuns: 50 },
    );
  });

  it('gives nothing for an unchanged tree, and one command for one edit', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 20 }), (s, size, steps) => {
        const { rng, start, edit } = randomStart(s, size);
        const target = edit(start, steps);
        expect(revertCommands(target.elements, target.elements)).toEqual([]);
        const id = randomId(rng, target);
        if (id === undefined) return;

        // One style key of the deepest element.
        let deepest = id;
        forEachElement(target, (element) => {
          if ((getAncestorIds(target, element.id)?.length ?? 0) > (getAncestorIds(target, deepest)?.length ?? 0)) deepest = element.id;
        });
        const key = STYLE_KEYS[pick(rng, STYLE_KEYS.length)]!;
        const restyled = changedBy(target, styleCommand(deepest, key, randomStyleValue(rng, key) as never));
        if (restyled !== undefined) expect(kinds(reverting(restyled.elements, target.elements))).toEqual(['update']);

        // One subtree deleted comes back as one add.
        const deleted = changedBy(target, deleteCommand(id));
        if (deleted !== undefined) expect(kinds(reverting(deleted.elements, target.elements))).toEqual(['add']);

        // One element moved anywhere (to the root, or into an element outside its subtree) comes back with one move.
        const parentId = rng() < 0.3 ? null : (randomId(rng, target) ?? null);
        if (parentId !== null && (parentId === id || getAncestorIds(target, parentId)?.includes(id))) return;
        const list = parentId === null ? target.elements : (getElement(target, parentId)?.children ?? []);
        const moved = changedBy(target, moveCommand(id, parentId, pick(rng, list.length + 1)));
        if (moved !== undefined) expect(kinds(reverting(moved.elements, target.elements))).toEqual(['move']);
      }),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCommand } from './commands/add.ts';
import { applyCommand } from './commands/apply.ts';
import { duplicateCommand } from './commands/duplicate.ts';
import { moveCommand } from './commands/move.ts';
import { parseCommand } from './commands/parse.ts';
import type { BuilderElement } from './element.ts';
import { createIdGenerator, seededRandom } from './ids.ts';
import { replayCommands } from './log.ts';
import {
  COMMAND_JSON_DEPTH_MESSAGE,
  MAX_COMMAND_JSON_DEPTH,
  MAX_NESTING_DEPTH,
  NESTING_DEPTH_MESSAGE,
  commandNestingProblem,
  elementLevels,
  jsonDeeperThan,
} from './nesting.ts';
import type { BuilderPage } from './page.ts';
import { el, errorOf, ok, samplePage, snapshot, testIds } from './testing/fixtures.ts';
import { randomPage } from './testing/random-page.ts';
import { subtreeHeight } from './tree.ts';
import { parsePage } from './validate.ts';

/** A chain of `levels` containers, `${prefix}0` outermost; built without recursion, so it can be thousands deep. */
function chain(prefix: string, levels: number): BuilderElement {
  let element = el('container', `${prefix}${levels - 1}`);
  for (let i = levels - 2; i >= 0; i -= 1) element = el('container', `${prefix}${i}`, [element]);
  return element;
}

/** A page whose root holds the given elements. */
const pageOf = (...elements: BuilderElement[]): BuilderPage => ({ ...samplePage(), elements });

/** A value nested `levels` deep in plain objects (level 1 is the outermost object). */
function nestedObject(levels: number): unknown {
  let value: unknown = {};
  for (let i = 1; i < levels; i += 1) value = { a: value };
  return value;
}

/** The JSON depth of a small value, recursively (the reference the iterative walk is checked against). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...items.map(depthOf));
}

describe('the nesting limit', () => {
  it('is one named number, and its message names it', () => {
    expect(MAX_NESTING_DEPTH).toBe(32);
    expect(NESTING_DEPTH_MESSAGE).toBe('Elements can be nested at most 32 levels deep.');
  });

  it('lets a tree of exactly the limit in, at the root', () => {
    const result = ok(applyCommand(pageOf(), addCommand(null, chain('c', MAX_NESTING_DEPTH))));
    expect(result.changed).toBe(true);
    expect(ok(parsePage(snapshot(result.page))).page).toStrictEqual(result.page);
  });

  it('refuses an add whose element carries one level too many, and a 5,000-level one, without throwing', () => {
    for (const levels of [MAX_NESTING_DEPTH + 1, 5000]) {
      const page = pageOf();
      const before = snapshot(page);
      const error = errorOf(applyCommand(page, addCommand(null, chain('c', levels))));
      expect(error).toMatchObject({ code: 'invalid-value', message: NESTING_DEPTH_MESSAGE });
      expect(page).toStrictEqual(before);
    }
  });

  it('refuses an add under a parent when parent and subtree together pass the limit', () => {
    // a0..a29 put the parent a29 at level 30: a subtree of 2 levels ends at 32, one of 3 at 33.
    const page = pageOf(chain('a', 30));
    expect(ok(applyCommand(page, addCommand('a29', chain('b', 2)))).changed).toBe(true);
    expect(errorOf(applyCommand(page, addCommand('a29', chain('b', 3))))).toMatchObject({
      code: 'invalid-value',
      message: NESTING_DEPTH_MESSAGE,
    });
  });

  it('refuses to move an element into a place where its subtree would pass the limit', () => {
    const page = pageOf(chain('a', 30), chain('b', 3));
    expect(errorOf(applyCommand(page, moveCommand('b0', 'a29', 0)))).toMatchObject({
      code: 'invalid-value',
      message: NESTING_DEPTH_MESSAGE,
      elementId: 'b0',
    });
    expect(ok(applyCommand(page, moveCommand('b1', 'a29', 0))).changed).toBe(true);
  });

  it('refuses to duplicate a subtree into a place where the copy would pass the limit', () => {
    const page = pageOf(chain('a', 30), chain('b', 3));
    expect(errorOf(applyCommand(page, duplicateCommand(page, 'b0', testIds(), { parentId: 'a29', index: 0 })))).toMatchObject({
      code: 'invalid-value',
      message: NESTING_DEPTH_MESSAGE,
    });
    expect(ok(applyCommand(page, duplicateCommand(page, 'b1', testIds(), { parentId: 'a29', index: 0 }))).changed).toBe(true);
  });

  it('refuses a page (a snapshot read back, a template) nested past the limit, however deep', () => {
    for (const levels of [MAX_NESTING_DEPTH + 1, 5000]) {
      const error = errorOf(parsePage({ id: 'p', name: 'P', slug: 'p', elements: [chain('c', levels)] }));
      expect(error).toMatchObject({ code: 'invalid-value', message: NESTING_DEPTH_MESSAGE });
    }
    expect(ok(parsePage({ id: 'p', name: 'P', slug: 'p', elements: [chain('c', MAX_NESTING_DEPTH)] })).page.elements).toHaveLength(1);
  });

  it('stops a replayed log (a revert, a restored snapshot plus events) at the command that would nest too deep', () => {
    const replayed = replayCommands(pageOf(), [
      addCommand(null, chain('a', 30)),
      addCommand('a29', chain('b', 2)),
      addCommand('b1', el('text', 't')),
    ]);
    expect(replayed).toMatchObject({ ok: false, index: 2, error: { message: NESTING_DEPTH_MESSAGE } });
  });

  it('accepts an add exactly when parent level plus subtree levels stay within the limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 45 }), fc.integer({ min: 1, max: 45 }), (parentLevel, levels) => {
        const page = parentLevel === 0 ? pageOf() : pageOf(chain('p', parentLevel));
        const parentId = parentLevel === 0 ? null : `p${parentLevel - 1}`;
        const result = applyCommand(page, addCommand(parentId, chain('n', levels)));
        if (parentLevel + levels <= MAX_NESTING_DEPTH) {
          expect(result.ok).toBe(true);
        } else {
          expect(errorOf(result).message).toBe(NESTING_DEPTH_MESSAGE);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('reading untrusted values never overflows the stack', () => {
  it.each([
    ['a type', (deep: unknown) => ({ kind: 'add', parentId: null, element: { ...el('text', 't'), type: deep } })],
    ['a kind', (deep: unknown) => ({ kind: deep, id: 'a' })],
    ['an index', (deep: unknown) => ({ kind: 'move', id: 'a', parentId: null, index: deep })],
    ['a column size', (deep: unknown) => ({ kind: 'update', id: 'a', changes: { size: deep } })],
    ['an opacity', (deep: unknown) => ({ kind: 'update', id: 'a', changes: { style: { opacity: deep } } })],
    ['a style value', (deep: unknown) => ({ kind: 'update', id: 'a', changes: { style: { color: deep } } })],
    ['an element style', (deep: unknown) => ({ kind: 'add', parentId: null, element: { ...el('text', 't'), style: { opacity: deep } } })],
  ])('in %s nested 100,000 levels deep: a failure, not a throw', (_, command) => {
    const value = command(nestedObject(100_000));
    expect(() => parseCommand(value)).not.toThrow();
    expect(parseCommand(value).ok).toBe(false);
    expect(commandNestingProblem(value)).toBe(COMMAND_JSON_DEPTH_MESSAGE);
  });
});

describe('elementLevels, jsonDeeperThan and commandNestingProblem', () => {
  it('measure a 100,000-level tree without recursion, stopping past the cap', () => {
    let element: unknown = { id: 'x', children: [] };
    for (let i = 0; i < 100_000; i += 1) element = { id: `x${i}`, children: [element] };
    expect(elementLevels(element)).toBe(MAX_NESTING_DEPTH + 1);
    expect(elementLevels(element, 10)).toBe(11);
    expect(jsonDeeperThan(element, MAX_COMMAND_JSON_DEPTH)).toBe(true);
    expect(commandNestingProblem({ kind: 'add', parentId: null, element })).toBe(NESTING_DEPTH_MESSAGE);
  });

  it('count the levels of real trees exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 60 }), (seed, size) => {
        const rng = seededRandom(seed);
        let clock = 1_700_000_000_000;
        const page = randomPage(rng, size, createIdGenerator({ now: () => clock++, random: rng }));
        for (const root of page.elements) {
          const height = subtreeHeight(root);
          expect(elementLevels(root)).toBe(Math.min(height, MAX_NESTING_DEPTH + 1));
          expect(commandNestingProblem({ kind: 'add', parentId: null, element: root })).toBe(
            height > MAX_NESTING_DEPTH ? NESTING_DEPTH_MESSAGE : null,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('agree with a recursive count of JSON depth on any small value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        expect(jsonDeeperThan(value, max)).toBe(depthOf(value) > max);
      }),
      { numRuns: 300 },
    );
  });

  it('pass every command of the allowed size: the deepest tree the limit allows, and flat commands', () => {
    expect(commandNestingProblem({ kind: 'add', parentId: null, element: chain('c', MAX_NESTING_DEPTH) })).toBeNull();
    expect(commandNestingProblem({ kind: 'update', id: 'a', changes: { style: { color: '#fff' } } })).toBeNull();
    expect(commandNestingProblem({ kind: 'add', parentId: null, element: chain('c', MAX_NESTING_DEPTH + 1) })).toBe(NESTING_DEPTH_MESSAGE);
    expect(commandNestingProblem('not a command')).toBeNull();
  });
});

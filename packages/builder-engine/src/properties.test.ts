// Property-based tests over random trees and random command sequences (fast-check drives the seeds of the
// deterministic generators in testing/random-page.ts, so a failure is reproducible from its seed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.ts';
import type { Command } from './commands/command.ts';
import { createEditorState, executeCommand, redo, undo, type EditorState } from './editor.ts';
import { HISTORY_LIMIT } from './history.ts';
import { createIdGenerator, seededRandom } from './ids.ts';
import { createLog, replayCommands, replayLog, submitCommand } from './log.ts';
import type { BuilderElement } from './element.ts';
import type { BuilderPage } from './page.ts';
import { rebaseCommand } from './rebase.ts';
import { snapshot } from './testing/fixtures.ts';
import { createCommandGenerator, randomPage } from './testing/random-page.ts';
import { forEachElement, getAncestorIds, getParentId } from './tree.ts';
import { hasElement, locate, subtreeIds } from './tree-index.ts';

const seed = fc.integer({ min: 0, max: 0x7fffffff });
const size = fc.integer({ min: 1, max: 40 });

function setup(seedValue: number, pageSize: number, invalidRate = 0.1) {
  const rng = seededRandom(seedValue);
  let clock = 1_700_000_000_000;
  const ids = createIdGenerator({ now: () => clock++, random: rng });
  const page = randomPage(rng, pageSize, ids);
  return { rng, page, commands: createCommandGenerator(page, rng, ids, { invalidRate }) };
}

/** Parent of every element by a plain walk, to check the engine's index against. */
function parentsByWalk(page: BuilderPage): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  forEachElement(page, (element, parent) => parents.set(element.id, parent));
  return parents;
}

describe('properties', () => {
  it('undo after apply restores the page exactly; a failed command changes nothing', () => {
    fc.assert(
      fc.property(seed, size, fc.integer({ min: 1, max: 30 }), (s, n, steps) => {
        const { page: start, commands } = setup(s, n, 0.25);
        let page = start;
        for (let i = 0; i < steps; i += 1) {
          const command = commands.next(page);
          const before = snapshot(page);
          const result = applyCommand(page, command);
          if (!result.ok) {
            expect(page).toStrictEqual(before);
            expect(result.error.message.length).toBeGreaterThan(0);
            continue;
          }
          const undone = applyCommand(result.page, result.inverse);
          expect(undone.ok).toBe(true);
          if (undone.ok) expect(undone.page).toStrictEqual(before);
          // Commands, inverses and pages are plain JSON.
          expect(JSON.parse(JSON.stringify(result.inverse))).toStrictEqual(result.inverse);
          page = result.page;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('shares everything off the path of an update', () => {
    fc.assert(
      fc.property(seed, size, (s, n) => {
        const { page, commands } = setup(s, n, 0);
        const old = new Set<BuilderElement>();
        forEachElement(page, (element) => old.add(element));
        for (let i = 0; i < 10; i += 1) {
          const command = commands.next(page);
          if (command.kind !== 'update') continue;
          const result = applyCommand(page, command);
          if (!result.ok || !result.changed) continue;
          let fresh = 0;
          forEachElement(result.page, (element) => {
            if (!old.has(element)) fresh += 1;
          });
          expect(fresh).toBe((getAncestorIds(page, command.id)?.length ?? 0) + 1);
          return;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('redo after undo gives the applied page again, and the index always agrees with the tree', () => {
    fc.assert(
      fc.property(seed, size, fc.integer({ min: 1, max: 20 }), (s, n, steps) => {
        const { page, commands } = setup(s, n, 0.1);
        let state: EditorState = createEditorState(page);
        const pages: BuilderPage[] = [state.page];
        for (let i = 0; i < steps; i += 1) {
          // Far apart in time, so every change is its own entry.
          const result = executeCommand(state, commands.next(state.page), { now: i * 10_000 });
          if (result.ok && result.step !== null) {
            state = result.state;
            pages.push(state.page);
          }
        }
        const parents = parentsByWalk(state.page);
        for (const [id, parent] of parents) expect(getParentId(state.page, id)).toBe(parent);
        let back = state;
        for (let i = pages.length - 2; i >= 0; i -= 1) {
          const undone = undo(back);
          expect(undone.ok).toBe(true);
          if (undone.ok) back = undone.state;
          expect(back.page).toStrictEqual(pages[i]);
        }
        expect(undo(back).ok).toBe(false);
        for (let i = 1; i < pages.length; i += 1) {
          const redone = redo(back);
          expect(redone.ok).toBe(true);
          if (redone.ok) back = redone.state;
          expect(back.page).toStrictEqual(pages[i]);
        }
        expect(redo(back).ok).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('replaying the log (every applied step, undos and redos included) gives the live page', () => {
    fc.assert(
      fc.property(seed, size, fc.array(fc.constantFrom('edit', 'edit', 'edit', 'undo', 'redo'), { maxLength: 40 }), (s, n, actions) => {
        const { page, commands } = setup(s, n, 0.1);
        let state = createEditorState(page);
        let log = createLog(page);
        const steps: Command[] = [];
        actions.forEach((action, i) => {
          const result =
            action === 'undo'
              ? undo(state)
              : action === 'redo'
                ? redo(state)
                : executeCommand(state, commands.next(state.page), { now: i * 100 });
          if (!result.ok) return;
          state = result.state;
          if (result.step === null) return;
          steps.push(result.step.command);
          const submitted = submitCommand(log, { baseVersion: log.version, command: result.step.command });
          expect(submitted.ok).toBe(true);
          if (submitted.ok) log = submitted.log;
        });
        const replayed = replayCommands(page, JSON.parse(JSON.stringify(steps)) as Command[]);
        expect(replayed.ok && replayed.page).toStrictEqual(state.page);
        const fromLog = replayLog(log);
        expect(fromLog.ok && fromLog.page).toStrictEqual(state.page);
        // From a snapshot in the middle plus the later commands.
        const middle = Math.floor(steps.length / 2);
        const halfway = replayCommands(page, steps.slice(0, middle));
        expect(halfway.ok).toBe(true);
        if (halfway.ok) {
          const rest = replayCommands(halfway.page, steps.slice(middle));
          expect(rest.ok && rest.page).toStrictEqual(state.page);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('history never exceeds 50 entries', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 50, maxLength: 90 }), (s, gaps) => {
        const { page, commands } = setup(s, 15, 0.05);
        let state = createEditorState(page);
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          const result = gap % 7 === 0 ? undo(state) : executeCommand(state, commands.next(state.page), { now });
          if (result.ok) state = result.state;
          expect(state.history.done.length).toBeLessThanOrEqual(HISTORY_LIMIT);
          expect(state.history.done.length + state.history.undone.length).toBeLessThanOrEqual(HISTORY_LIMIT);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('rebasing a command over commands it does not overlap equals applying them in either order', () => {
    let checked = 0;
    fc.assert(
      fc.property(seed, fc.integer({ min: 10, max: 40 }), fc.integer({ min: 1, max: 4 }), (s, n, count) => {
        const { page: base, commands } = setup(s, n, 0);
        const theirs: Command[] = [];
        let page = base;
        const touched: Footprint[] = [];
        for (let i = 0; i < count; i += 1) {
          const command = commands.next(page);
          const result = applyCommand(page, command);
          if (!result.ok || !result.changed) continue;
          touched.push(footprint(page, result.command));
          theirs.push(result.command);
          page = result.page;
        }
        const mine = commands.next(base);
        const alone = applyCommand(base, mine);
        fc.pre(alone.ok && alone.changed);
        if (!alone.ok) return;
        const own = footprint(base, alone.command);
        fc.pre(touched.every((other) => disjoint(own, other)));
        checked += 1;

        let log = createLog(base);
        for (const command of theirs) {
          const submitted = submitCommand(log, { baseVersion: log.version, command });
          if (submitted.ok) log = submitted.log;
        }
        const rebased = rebaseCommand(log.page, log.entries, { baseVersion: 0, command: mine });
        expect(rebased.ok).toBe(true);
        if (!rebased.ok) return;
        expect(rebased.command).toStrictEqual(alone.command);
        // Theirs then mine equals mine then theirs.
        const mineFirst = replayCommands(alone.page, theirs);
        expect(mineFirst.ok && mineFirst.page).toStrictEqual(rebased.result.page);
      }),
      { numRuns: 80 },
    );
    expect(checked).toBeGreaterThan(10);
  });

  it('rebase never throws: it gives a command that applies, or a failure', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 3, max: 25 }), fc.integer({ min: 1, max: 5 }), (s, n, count) => {
        const { page: base, commands } = setup(s, n, 0.1);
        let log = createLog(base);
        for (let i = 0; i < count; i += 1) {
          const submitted = submitCommand(log, { baseVersion: log.version, command: commands.next(log.page) });
          if (submitted.ok) log = submitted.log;
        }
        const mine = commands.next(base);
        const before = snapshot(log.page);
        const rebased = rebaseCommand(log.page, log.entries, { baseVersion: 0, command: mine });
        expect(log.page).toStrictEqual(before);
        if (rebased.ok) expect(applyCommand(log.page, rebased.command).ok).toBe(true);
        else expect(rebased.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});

/** Which elements a command reads or writes, and which children lists it changes ('' for the root). */
interface Footprint {
  readonly elements: Set<string>;
  readonly lists: Set<string>;
}

function footprint(page: BuilderPage, command: Command): Footprint {
  const parentOf = (id: string) => getParentId(page, id) ?? '';
  switch (command.kind) {
    case 'update':
    case 'text':
      return { elements: new Set([command.id]), lists: new Set() };
    case 'delete':
      return { elements: new Set(subtreeIds(locate(page, command.id)?.element as BuilderElement)), lists: new Set([parentOf(command.id)]) };
    case 'add':
      return { elements: new Set(subtreeIds(command.element)), lists: new Set([command.parentId ?? '']) };
    case 'move': {
      const target = command.parentId === null ? [] : [command.parentId, ...(getAncestorIds(page, command.parentId) ?? [])];
      return { elements: new Set([command.id, ...target]), lists: new Set([parentOf(command.id), command.parentId ?? '']) };
    }
    case 'duplicate':
      return {
        elements: new Set([...subtreeIds(locate(page, command.id)?.element as BuilderElement), ...Object.values(command.idMap)]),
        lists: new Set([command.parentId ?? '']),
      };
  }
}

function disjoint(a: Footprint, b: Footprint): boolean {
  const meets = (x: Set<string>, y: Set<string>) => [...x].some((item) => y.has(item));
  return !meets(a.elements, b.elements) && !meets(a.lists, b.lists) && !meets(a.lists, b.elements) && !meets(a.elements, b.lists);
}

it('hasElement agrees with a walk of the tree after deletes', () => {
  const { page, commands } = setup(5, 30, 0);
  let current = page;
  const seen = new Set<string>();
  for (let i = 0; i < 50; i += 1) {
    forEachElement(current, (element) => seen.add(element.id));
    const result = applyCommand(current, commands.next(current));
    if (result.ok) current = result.page;
  }
  const live = parentsByWalk(current);
  for (const id of seen) expect(hasElement(current, id)).toBe(live.has(id));
});

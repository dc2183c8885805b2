// Deterministic generators of pages and commands for the property tests and the benchmark. Not part of the
// public API: nothing in the engine imports this file.
import { addCommand } from '../commands/add.ts';
import type { Command, ElementChanges } from '../commands/command.ts';
import { deleteCommand } from '../commands/delete.ts';
import { duplicateCommand } from '../commands/duplicate.ts';
import { moveCommand } from '../commands/move.ts';
import { updateCommand } from '../commands/update.ts';
import { createElement } from '../defaults.ts';
import {
  COLUMN_SIZES,
  DEVICES,
  PALETTE_ELEMENT_TYPES,
  OVERRIDE_DEVICES,
  STACK_ON,
  FONT_WEIGHTS,
  STYLE_KEYS,
  TEXT_ALIGNS,
  type BuilderElement,
  type ElementType,
  type StyleKey,
} from '../element.ts';
import type { IdGenerator } from '../ids.ts';
import type { BuilderPage } from '../page.ts';
import { forEachElement, getAncestorIds } from '../tree.ts';
import { hasElement, locate, subtreeIds } from '../tree-index.ts';

/** A random source in [0, 1). */
export type Rng = () => number;

/** A random integer in [0, n). */
export function pick(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}

function oneOf<T>(rng: Rng, items: readonly T[]): T {
  return items[pick(rng, items.length)] as T;
}

/** A valid random value for a style key. */
export function randomStyleValue(rng: Rng, key: StyleKey): string | number {
  switch (key) {
    case 'fontSize':
      return `${8 + pick(rng, 65)}px`;
    case 'borderRadius':
      return `${pick(rng, 51)}px`;
    case 'opacity':
      return pick(rng, 11) / 10;
    case 'textAlign':
      return oneOf(rng, TEXT_ALIGNS);
    case 'fontWeight':
      return oneOf(rng, FONT_WEIGHTS);
    case 'color':
    case 'backgroundColor':
      return `#${pick(rng, 0x1000000).toString(16).padStart(6, '0')}`;
    case 'display':
      return oneOf(rng, ['block', 'flex', 'inline-block', 'grid']);
    case 'flexWrap':
      return oneOf(rng, ['wrap', 'nowrap']);
    case 'boxShadow':
      return `0 ${pick(rng, 10)}px ${pick(rng, 30)}px rgba(0,0,0,0.${pick(rng, 10)})`;
    default:
      return `${pick(rng, 100)}px ${pick(rng, 40)}px`;
  }
}

function randomElement(rng: Rng, ids: IdGenerator, isTaken: (id: string) => boolean, type: ElementType): BuilderElement {
  const element = createElement(type, ids, isTaken);
  if (rng() < 0.5) return element;
  const key = oneOf(rng, STYLE_KEYS);
  return { ...element, style: { ...element.style, [key]: randomStyleValue(rng, key) } };
}

interface Draft {
  element: BuilderElement;
  children: Draft[];
}

function freeze(draft: Draft): BuilderElement {
  return { ...draft.element, children: draft.children.map(freeze) };
}

/** A random valid page of `size` elements: random types and styles, each element under a random earlier one or the root. */
export function randomPage(rng: Rng, size: number, ids: IdGenerator): BuilderPage {
  const roots: Draft[] = [];
  const all: Draft[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < size; i += 1) {
    const draft: Draft = { element: randomElement(rng, ids, (id) => taken.has(id), oneOf(rng, PALETTE_ELEMENT_TYPES)), children: [] };
    taken.add(draft.element.id);
    if (all.length === 0 || rng() < 0.2) roots.push(draft);
    else oneOf(rng, all).children.push(draft);
    all.push(draft);
  }
  return { id: 'random', name: 'Random', slug: 'random', meta: { title: '', description: '' }, elements: roots.map(freeze) };
}

/**
 * A page shaped like a real landing page: sections > container > rows > columns > headings, text, buttons and
 * images, with about `size` elements in all (each section holds about a hundred).
 */
export function landingPage(rng: Rng, size: number, ids: IdGenerator): BuilderPage {
  let count = 0;
  const make = (type: ElementType, children: BuilderElement[] = []): BuilderElement => {
    count += 1;
    return { ...createElement(type, ids), children };
  };
  const sections: BuilderElement[] = [];
  while (count < size) {
    const rows: BuilderElement[] = [];
    for (let r = 0; r < 6 && count < size; r += 1) {
      const columns: BuilderElement[] = [];
      const columnCount = 2 + pick(rng, 3);
      for (let c = 0; c < columnCount && count < size; c += 1) {
        const content: BuilderElement[] = [];
        const contentCount = 2 + pick(rng, 4);
        for (let k = 0; k < contentCount && count < size; k += 1)
          content.push(make(oneOf(rng, ['heading', 'text', 'text', 'button', 'image', 'spacer'] as const)));
        columns.push(make('column', content));
      }
      rows.push(make('row', columns));
    }
    sections.push(make('section', [make('container', rows)]));
  }
  return { id: 'landing', name: 'Landing', slug: 'landing', meta: { title: 'Landing', description: '' }, elements: sections };
}

/**
 * Options of the command generator: how often a command is deliberately invalid, the largest subtree it duplicates
 * (or, with `layoutTargets`, deletes), and whether it edits like a person in the builder (`layoutTargets`: adds and
 * moves go into sections, containers, rows and columns, only sections go to the page root).
 */
export interface CommandGeneratorOptions {
  readonly invalidRate?: number;
  readonly maxDuplicate?: number;
  readonly layoutTargets?: boolean;
}

const LAYOUT_TYPES: ReadonlySet<ElementType> = new Set(['section', 'container', 'row', 'column']);

/** Makes random commands for successive versions of a page; ids it creates never repeat. */
export interface CommandGenerator {
  next(page: BuilderPage): Command;
}

/**
 * A generator of random commands (update 40%, add 20%, move 15%, duplicate 10%, delete 15%), each valid for the
 * page it is given unless it draws an invalid one (unknown ids, out-of-range values, moves into a subtree...).
 * It keeps a pool of known ids, so each command costs O(depth) rather than a walk of the page.
 */
export function createCommandGenerator(
  start: BuilderPage,
  rng: Rng,
  ids: IdGenerator,
  options: CommandGeneratorOptions = {},
): CommandGenerator {
  const pool: string[] = [];
  forEachElement(start, (element) => pool.push(element.id));
  const invalidRate = options.invalidRate ?? 0;
  const maxDuplicate = options.maxDuplicate ?? 20;
  const layoutTargets = options.layoutTargets ?? false;

  const anyElement = (page: BuilderPage): BuilderElement | undefined => {
    for (let attempt = 0; attempt < 20 && pool.length > 0; attempt += 1) {
      const i = pick(rng, pool.length);
      const found = locate(page, pool[i] as string);
      if (found !== undefined) return found.element;
      // Deleted since: forget it (swap-remove keeps this O(1)).
      pool[i] = pool[pool.length - 1] as string;
      pool.pop();
    }
    return page.elements[0];
  };

  // A parent for an element of `type`: any element (or the root), or with layoutTargets a layout element, and the
  // root only for sections. Undefined when no suitable parent turned up.
  const parentFor = (page: BuilderPage, type: ElementType): BuilderElement | null | undefined => {
    if (!layoutTargets) return rng() < 0.2 ? null : anyElement(page);
    if (type === 'section' && rng() < 0.5) return null;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const candidate = anyElement(page);
      if (candidate !== undefined && LAYOUT_TYPES.has(candidate.type)) return candidate;
    }
    return undefined;
  };

  const randomChanges = (element: BuilderElement): ElementChanges => {
    const roll = rng();
    if (roll < 0.1) return { content: rng() < 0.8 ? `Text ${pick(rng, 1000)}` : null };
    if (roll < 0.15) return { name: `Name ${pick(rng, 1000)}` };
    if (roll < 0.2 && element.type === 'column') return { size: oneOf(rng, COLUMN_SIZES) };
    if (roll < 0.24 && element.type === 'row') return { stackOn: rng() < 0.2 ? null : oneOf(rng, STACK_ON) };
    if (roll < 0.3) return { hideOn: { [oneOf(rng, DEVICES)]: rng() < 0.6 ? true : null } };
    const key = oneOf(rng, STYLE_KEYS);
    const second = oneOf(rng, STYLE_KEYS);
    const style: Record<string, unknown> = { [key]: rng() < 0.15 ? null : randomStyleValue(rng, key) };
    if (rng() < 0.2) style[second] = randomStyleValue(rng, second);
    // Desktop is the base; a third of the style changes are a tablet or mobile override.
    const device = roll < 0.75 ? 'style' : oneOf(rng, OVERRIDE_DEVICES);
    return { [device]: style };
  };

  const invalid = (page: BuilderPage): Command => {
    const element = anyElement(page);
    const id = element?.id ?? 'missing';
    switch (pick(rng, 9)) {
      case 0:
        return updateCommand('element-0-999', { content: 'x' });
      case 1:
        return updateCommand(id, { style: { fontSize: `${73 + pick(rng, 100)}px` } });
      case 2:
        return updateCommand(id, { style: { opacity: 1 + rng() + 0.01 } });
      case 3:
        return updateCommand(id, { style: { borderRadius: '51px' } });
      case 4:
        return element === undefined ? deleteCommand('nope') : moveCommand(id, id, 0);
      case 5:
        return moveCommand(id, null, page.elements.length + 5);
      case 6:
        return element === undefined ? deleteCommand('nope') : addCommand(null, { ...element, children: [] });
      case 7:
        return { kind: 'update', id, changes: { size: 'huge' } } as unknown as Command;
      default:
        return { kind: 'explode', id } as unknown as Command;
    }
  };

  return {
    next(page) {
      if (rng() < invalidRate) return invalid(page);
      const element = anyElement(page);
      const roll = rng();
      if (element === undefined || roll < 0.2) {
        const type = oneOf(rng, PALETTE_ELEMENT_TYPES);
        const parent = element === undefined ? null : parentFor(page, type);
        if (parent !== undefined) {
          const list = parent === null ? page.elements : parent.children;
          const fresh = randomElement(rng, ids, (id) => hasElement(page, id), type);
          pool.push(fresh.id);
          return addCommand(parent?.id ?? null, fresh, rng() < 0.5 ? undefined : pick(rng, list.length + 1));
        }
      }
      if (element === undefined) return deleteCommand('missing');
      if (roll < 0.6) return updateCommand(element.id, randomChanges(element));
      if (roll < 0.75) {
        // A target outside the moved subtree: the root, or an element whose ancestors do not include it.
        let parentId: string | null = null;
        const candidate = parentFor(page, element.type);
        if (candidate === undefined) return updateCommand(element.id, randomChanges(element));
        if (candidate !== null && candidate.id !== element.id && (layoutTargets || rng() < 0.85)) {
          const ancestors = getAncestorIds(page, candidate.id) ?? [];
          if (!ancestors.includes(element.id)) parentId = candidate.id;
        }
        if (layoutTargets && parentId === null && element.type !== 'section') return updateCommand(element.id, randomChanges(element));
        const list = parentId === null ? page.elements : (locate(page, parentId)?.element.children ?? []);
        const sameParent = (locate(page, element.id)?.parentId ?? null) === parentId;
        return moveCommand(element.id, parentId, pick(rng, list.length + (sameParent ? 0 : 1)));
      }
      if (roll < 0.85) {
        if (subtreeIds(element).length > maxDuplicate) return updateCommand(element.id, randomChanges(element));
        const command = duplicateCommand(page, element.id, ids);
        pool.push(...Object.values(command.idMap));
        return command;
      }
      if (layoutTargets && subtreeIds(element).length > maxDuplicate) return updateCommand(element.id, randomChanges(element));
      return deleteCommand(element.id);
    },
  };
}

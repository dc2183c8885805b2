// The baseline the engine is measured against: the spec's snapshot history, which keeps a full deep copy of the
// page per history step. Every change deep-copies the current page, mutates the copy in place and records it;
// undo steps back to the previous copy. It applies the same commands as the engine, without validation, and
// uses a hand-written deep copy (faster than JSON or structuredClone), so the comparison favours the baseline.
import { CHANGE_GROUPS, type BuilderElement, type BuilderPage, type Command } from '../src/index.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
interface MutableElement extends Mutable<Omit<BuilderElement, 'children' | 'style'>> {
  style: Record<string, unknown>;
  children: MutableElement[];
}
interface MutablePage extends Mutable<Omit<BuilderPage, 'elements'>> {
  elements: MutableElement[];
}

function copyElement(element: BuilderElement | MutableElement, idMap?: Readonly<Record<string, string>>): MutableElement {
  const copy = { ...element, style: { ...element.style }, children: [] as MutableElement[] };
  // Every keyed map is copied, or an in-place update would change the snapshots that share it.
  for (const map of CHANGE_GROUPS) {
    const value = element[map];
    if (value !== undefined && map !== 'style') (copy as Record<string, unknown>)[map] = { ...value };
  }
  if (idMap !== undefined) copy.id = idMap[element.id] ?? element.id;
  for (const child of element.children) copy.children.push(copyElement(child, idMap));
  return copy;
}

/** A full deep copy of a page. */
export function deepCopyPage(page: BuilderPage | MutablePage): MutablePage {
  return { ...page, meta: { ...page.meta }, elements: page.elements.map((element) => copyElement(element)) };
}

function find(list: MutableElement[], id: string): { list: MutableElement[]; index: number } | undefined {
  for (let index = 0; index < list.length; index += 1) {
    const element = list[index] as MutableElement;
    if (element.id === id) return { list, index };
    const inner = find(element.children, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function childrenOf(page: MutablePage, parentId: string | null): MutableElement[] {
  if (parentId === null) return page.elements;
  const found = find(page.elements, parentId);
  return found === undefined ? [] : (found.list[found.index] as MutableElement).children;
}

function mutate(page: MutablePage, command: Command): void {
  switch (command.kind) {
    case 'add': {
      const list = childrenOf(page, command.parentId);
      list.splice(command.index ?? list.length, 0, copyElement(command.element));
      return;
    }
    case 'update': {
      const found = find(page.elements, command.id);
      if (found === undefined) return;
      const element = found.list[found.index] as unknown as Record<string, unknown> & MutableElement;
      const { style, tablet, mobile, hideOn, ...fields } = command.changes;
      for (const [field, value] of Object.entries(fields)) {
        if (value === null) delete element[field];
        else element[field] = value;
      }
      for (const [group, changes] of Object.entries({ style, tablet, mobile, hideOn })) {
        if (changes === undefined) continue;
        const map = (element[group] ?? {}) as Record<string, unknown>;
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) delete map[key];
          else map[key] = value;
        }
        // The desktop style is always there; a device map with nothing left in it is left out, as the engine does.
        if (group === 'style' || Object.keys(map).length > 0) element[group] = map;
        else delete element[group];
      }
      return;
    }
    case 'delete': {
      const found = find(page.elements, command.id);
      if (found !== undefined) found.list.splice(found.index, 1);
      return;
    }
    case 'move': {
      const found = find(page.elements, command.id);
      if (found === undefined) return;
      const [element] = found.list.splice(found.index, 1);
      childrenOf(page, command.parentId).splice(command.index, 0, element as MutableElement);
      return;
    }
    case 'duplicate': {
      const found = find(page.elements, command.id);
      if (found === undefined) return;
      childrenOf(page, command.parentId).splice(command.index, 0, copyElement(found.list[found.index] as MutableElement, command.idMap));
      return;
    }
  }
}

/** The snapshot-history editor: a linear list of at most `limit` full page copies and a position in it. */
export class SnapshotEditor {
  page: MutablePage;
  private snapshots: MutablePage[];
  private position = 0;

  constructor(
    page: BuilderPage,
    private readonly limit = 50,
  ) {
    this.page = deepCopyPage(page);
    this.snapshots = [this.page];
  }

  /** Copies the page, applies the command to the copy and records the copy (dropping redo and the oldest). */
  execute(command: Command): void {
    const next = deepCopyPage(this.page);
    mutate(next, command);
    this.snapshots = this.snapshots.slice(0, this.position + 1);
    this.snapshots.push(next);
    if (this.snapshots.length > this.limit + 1) this.snapshots.shift();
    this.position = this.snapshots.length - 1;
    this.page = next;
  }

  /** Steps back to the previous copy. */
  undo(): void {
    if (this.position === 0) return;
    this.position -= 1;
    this.page = this.snapshots[this.position] as MutablePage;
  }
}

import { applyCommand } from './commands/apply.ts';
import {
  textInsertFirst,
  CHANGE_GROUPS,
  type ApplySuccess,
  type ChangeGroup,
  type Command,
  type ElementChanges,
  type TextCommand,
} from './commands/command.ts';
import { parseCommand } from './commands/parse.ts';
import type { BuilderElement } from './element.ts';
import { changeKeyLabel, subjectName } from './labels.ts';
import type { LogEntry, VersionedCommand } from './log-entry.ts';
import type { BuilderPage } from './page.ts';
import { fail, type Failure } from './result.ts';
import { invertTextOps, transformTextOps } from './text-ops.ts';
import { locate, subtreeIds } from './tree-index.ts';

/** A rebased command: the command to store at the current version, and the result of applying it to the current page. */
export interface RebaseSuccess {
  readonly ok: true;
  readonly command: Command;
  readonly result: ApplySuccess;
}

/** The result of a rebase: the rebased command, or a failure ('conflict' names the element and the version at fault). */
export type RebaseResult = RebaseSuccess | Failure;

// The page root, as an owner of a children list.
const ROOT = '\u0000root';

/** What a run of log entries did, each fact tagged with the version that did it. */
interface Effects {
  readonly deleted: Map<string, number>;
  readonly created: Map<string, number>;
  readonly moved: Map<string, number>;
  /** Owners of children lists that gained or lost an element. */
  readonly lists: Map<string, number>;
  /** Changed keys ('content', 'style.fontSize') per element, by updates and text edits. */
  readonly changed: Map<string, Map<string, number>>;
  /** Keys whose whole value an update set, per element (text edits merge with each other; these do not). */
  readonly replaced: Map<string, Map<string, number>>;
}

/**
 * The keys an update changes: scalar fields by name, the keys of keyed maps as '<map>.<key>' ('style.fontSize',
 * 'mobile.fontSize', 'hideOn.tablet'). Two updates conflict only on a shared key, so the same style key changed on
 * two devices does not conflict.
 */
export function changedKeysOf(changes: ElementChanges): string[] {
  const keys: string[] = [];
  for (const field of Object.keys(changes)) {
    if ((CHANGE_GROUPS as readonly string[]).includes(field)) {
      for (const key of Object.keys(changes[field as ChangeGroup] ?? {})) keys.push(`${field}.${key}`);
    } else keys.push(field);
  }
  return keys;
}

function summarise(entries: readonly LogEntry[]): Effects {
  const effects: Effects = {
    deleted: new Map(),
    created: new Map(),
    moved: new Map(),
    lists: new Map(),
    changed: new Map(),
    replaced: new Map(),
  };
  const list = (owner: string | null, version: number) => effects.lists.set(owner ?? ROOT, version);
  const mark = (map: Map<string, Map<string, number>>, id: string, keys: readonly string[], version: number) => {
    const marked = map.get(id) ?? new Map<string, number>();
    for (const key of keys) marked.set(key, version);
    map.set(id, marked);
  };
  for (const { version, command, inverse } of entries) {
    switch (command.kind) {
      case 'update':
        mark(effects.changed, command.id, changedKeysOf(command.changes), version);
        mark(effects.replaced, command.id, changedKeysOf(command.changes), version);
        break;
      case 'text':
        mark(effects.changed, command.id, [command.field], version);
        break;
      case 'delete':
        if (inverse.kind === 'add') {
          for (const id of subtreeIds(inverse.element)) effects.deleted.set(id, version);
          list(inverse.parentId, version);
        }
        break;
      case 'add':
        list(command.parentId, version);
        for (const id of subtreeIds(command.element)) effects.created.set(id, version);
        break;
      case 'move':
        effects.moved.set(command.id, version);
        list(command.parentId, version);
        if (inverse.kind === 'move') list(inverse.parentId, version);
        break;
      case 'duplicate':
        list(command.parentId, version);
        for (const id of Object.values(command.idMap)) effects.created.set(id, version);
        break;
    }
  }
  return effects;
}

function conflict(message: string, elementId: string | undefined, version: number | undefined): Failure {
  return {
    ok: false,
    error: { code: 'conflict', message, ...(elementId === undefined ? {} : { elementId }), ...(version === undefined ? {} : { version }) },
  };
}

// The first id of `ids` that the concurrent entries touched in any way listed in `maps`.
function firstTouched(ids: readonly string[], maps: ReadonlyArray<ReadonlyMap<string, unknown>>): string | undefined {
  return ids.find((id) => maps.some((map) => map.has(id)));
}

function versionOf(id: string, effects: Effects): number | undefined {
  const changed = effects.changed.get(id);
  const lastChange = changed === undefined ? undefined : Math.max(...changed.values());
  return effects.deleted.get(id) ?? effects.moved.get(id) ?? effects.lists.get(id) ?? effects.created.get(id) ?? lastChange;
}

/** Why `command` (valid on `base`) collides with the concurrent effects, or null when it touches none of them. */
function findConflict(command: Command, base: BuilderPage, current: BuilderPage, effects: Effects): Failure | null {
  const nameOf = (id: string) => {
    const element = locate(base, id)?.element;
    return element === undefined ? `'${id}'` : `'${subjectName(element.name)}'`;
  };
  const deletedCheck = (id: string | null, what: string): Failure | null => {
    if (id === null) return null;
    const version = effects.deleted.get(id);
    return version === undefined ? null : conflict(`${what} ${nameOf(id)} was deleted by another edit (version ${version}).`, id, version);
  };
  switch (command.kind) {
    case 'update': {
      const gone = deletedCheck(command.id, 'The element');
      if (gone !== null) return gone;
      const theirs = effects.changed.get(command.id);
      if (theirs === undefined) return null;
      const element = locate(base, command.id)?.element as BuilderElement;
      for (const key of changedKeysOf(command.changes)) {
        const version = theirs.get(key);
        if (version !== undefined) {
          return conflict(
            `The ${changeKeyLabel(key, element.type)} of ${nameOf(command.id)} was changed by another edit (version ${version}).`,
            command.id,
            version,
          );
        }
      }
      return null;
    }
    case 'delete': {
      const before = locate(base, command.id)?.element;
      const after = locate(current, command.id)?.element;
      const ids = [...(before === undefined ? [] : subtreeIds(before)), ...(after === undefined ? [] : subtreeIds(after))];
      const touched = firstTouched(ids, [effects.deleted, effects.moved, effects.lists, effects.created, effects.changed]);
      if (touched === undefined) return null;
      const version = versionOf(touched, effects);
      return conflict(
        `${nameOf(command.id)} or something inside it was changed by another edit${version === undefined ? '' : ` (version ${version})`}.`,
        touched,
        version,
      );
    }
    case 'move': {
      const moved = effects.moved.get(command.id);
      if (moved !== undefined) return conflict(`${nameOf(command.id)} was moved by another edit (version ${moved}).`, command.id, moved);
      return deletedCheck(command.id, 'The element') ?? deletedCheck(command.parentId, 'The target');
    }
    case 'add':
      return deletedCheck(command.parentId, 'The parent');
    case 'duplicate': {
      const source = locate(base, command.id)?.element;
      const touched =
        source === undefined
          ? undefined
          : firstTouched(subtreeIds(source), [effects.deleted, effects.moved, effects.lists, effects.changed]);
      if (touched !== undefined) {
        const version = versionOf(touched, effects);
        return conflict(
          `${nameOf(command.id)} or something inside it was changed by another edit${version === undefined ? '' : ` (version ${version})`}.`,
          touched,
          version,
        );
      }
      return deletedCheck(command.parentId, 'The target');
    }
    case 'text': {
      // Another text edit of the field merges (see transformText); a deletion, or the whole value set by an update, does not.
      const gone = deletedCheck(command.id, 'The element');
      if (gone !== null) return gone;
      const version = effects.replaced.get(command.id)?.get(command.field);
      if (version === undefined) return null;
      const element = locate(base, command.id)?.element as BuilderElement;
      return conflict(
        `The ${changeKeyLabel(command.field, element.type)} of ${nameOf(command.id)} was replaced by another edit (version ${version}).`,
        command.id,
        version,
      );
    }
  }
}

/** True when `b` is a text edit of the same element and field as `a`. */
function sameText(a: TextCommand, b: Command): b is TextCommand {
  return b.kind === 'text' && b.id === a.id && b.field === a.field;
}

/**
 * A text command made before `concurrent` (log entries in order), moved past their text edits of the same field:
 * the command as it applies after them, and those entries as they apply after the command (the two sides of the
 * OT diamond; other entries are unchanged). Inserts at one position are ordered by textInsertFirst.
 */
export function transformText(
  command: TextCommand,
  concurrent: readonly LogEntry[],
): { readonly command: TextCommand; readonly concurrent: readonly LogEntry[] } {
  let ops = command.ops;
  const moved = concurrent.map((entry) => {
    const theirs = entry.command;
    if (!sameText(command, theirs)) return entry;
    const mineFirst = textInsertFirst(command, theirs);
    const theirOps = transformTextOps(theirs.ops, ops, !mineFirst);
    ops = transformTextOps(ops, theirs.ops, mineFirst);
    return { ...entry, command: { ...theirs, ops: theirOps }, inverse: { ...theirs, ops: invertTextOps(theirOps) } };
  });
  return { command: { ...command, ops }, concurrent: moved };
}

function childIds(page: BuilderPage, owner: string | null, without: string | null): string[] | undefined {
  const list = owner === null ? page.elements : locate(page, owner)?.element.children;
  return list?.map((element) => element.id).filter((id) => id !== without);
}

// An insertion index means "just before the sibling that was at that index". Concurrent inserts and removals in
// the same list shift that sibling, so the new index is found from it (or the next one still there, else the end).
function reposition(command: Command, base: BuilderPage, current: BuilderPage): Command {
  if (command.kind === 'update' || command.kind === 'delete' || command.kind === 'text') return command;
  if (command.kind === 'add' && command.index === undefined) return command;
  const moving = command.kind === 'move' ? command.id : null;
  const before = childIds(base, command.parentId, moving) ?? [];
  const now = childIds(current, command.parentId, moving) ?? [];
  const positions = new Map(now.map((id, i) => [id, i] as const));
  let index = now.length;
  for (const anchor of before.slice(command.index)) {
    const found = positions.get(anchor);
    if (found !== undefined) {
      index = found;
      break;
    }
  }
  return index === command.index ? command : { ...command, index };
}

/**
 * Decides whether a command made on version N still applies to `page`, now at version M > N, given the log
 * entries that made versions N+1..M (`concurrent`, in order). When it touches nothing they deleted or changed,
 * it comes back rebased (insertion indices moved past concurrent inserts) and applied to `page`; otherwise a
 * 'conflict' failure names the element and the version it collides with. Never changes `page`.
 */
export function rebaseCommand(page: BuilderPage, concurrent: readonly LogEntry[], proposal: VersionedCommand): RebaseResult {
  if (typeof proposal !== 'object' || proposal === null) return fail('invalid-command', 'A proposal needs a baseVersion and a command.');
  const parsed = parseCommand(proposal.command);
  if (!parsed.ok) return parsed;
  const command = parsed.command;
  for (let i = 0; i < concurrent.length; i += 1) {
    const entry = concurrent[i];
    if (typeof entry !== 'object' || entry === null || !parseCommand(entry.command).ok || !parseCommand(entry.inverse).ok) {
      return fail('invalid-log', `The log entry at position ${i} is not a valid entry.`);
    }
    const version = entry.version;
    if (version !== proposal.baseVersion + 1 + i) {
      return fail(
        'invalid-log',
        `Expected the entries for versions ${proposal.baseVersion + 1} to ${proposal.baseVersion + concurrent.length}; found version ${version} at position ${i}.`,
      );
    }
  }
  // The page as the command's author saw it: undo the concurrent entries, newest first.
  let base = page;
  for (let i = concurrent.length - 1; i >= 0; i -= 1) {
    const entry = concurrent[i] as LogEntry;
    const undone = applyCommand(base, entry.inverse);
    if (!undone.ok)
      return fail('invalid-log', `The entry for version ${entry.version} does not undo on this page: ${undone.error.message}`);
    base = undone.page;
  }
  const onBase = applyCommand(base, command);
  if (!onBase.ok) {
    return {
      ok: false,
      error: {
        ...onBase.error,
        message: `The command does not apply to version ${proposal.baseVersion} it was made on: ${onBase.error.message}`,
      },
    };
  }
  const collision = findConflict(onBase.command, base, page, summarise(concurrent));
  if (collision !== null) return collision;
  const rebased =
    onBase.command.kind === 'text' ? transformText(onBase.command, concurrent).command : reposition(onBase.command, base, page);
  const result = applyCommand(page, rebased);
  if (!result.ok)
    return conflict(
      `Other edits changed the page so that this no longer applies: ${result.error.message}`,
      result.error.elementId,
      undefined,
    );
  return { ok: true, command: result.command, result };
}

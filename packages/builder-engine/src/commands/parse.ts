import { isDevice, isStyleKey } from '../element.ts';
import { fail, type Failure } from '../result.ts';
import { checkElement, checkElementId, checkFieldValue, checkStyleValue, describeValue } from '../validate.ts';
import { textOpsProblem } from '../text-ops.ts';
import { CHANGE_GROUPS, TEXT_FIELDS, type Command } from './command.ts';

/** The result of reading a command from untrusted JSON. */
export type ParseCommandResult = { readonly ok: true; readonly command: Command } | Failure;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const KEYS: Readonly<Record<Command['kind'], ReadonlySet<string>>> = {
  add: new Set(['kind', 'parentId', 'index', 'element']),
  update: new Set(['kind', 'id', 'changes']),
  delete: new Set(['kind', 'id']),
  move: new Set(['kind', 'id', 'parentId', 'index']),
  duplicate: new Set(['kind', 'id', 'parentId', 'index', 'idMap']),
  text: new Set(['kind', 'id', 'field', 'ops', 'site', 'glued']),
};

/** A text command's site: the id of the screen that typed it. */
const SITE = /^[A-Za-z0-9_-]{1,64}$/;

const CHANGE_FIELDS = new Set(['name', 'content', 'url', 'src', 'size', 'stackOn', 'contentWidth', ...CHANGE_GROUPS]);

function invalid(message: string, elementId?: string): Failure {
  return fail('invalid-command', message, elementId);
}

function checkId(value: unknown, what: string): Failure | null {
  const problem = checkElementId(value);
  return problem === null ? null : invalid(`${what}: ${problem}`);
}

function checkParent(value: unknown): Failure | null {
  return value === null || value === undefined ? null : checkId(value, 'Parent id');
}

function checkIndex(value: unknown, optional: boolean): Failure | null {
  if (optional && value === undefined) return null;
  return Number.isSafeInteger(value) && (value as number) >= 0
    ? null
    : fail('invalid-index', `An index must be a whole number of 0 or more (got ${describeValue(value)}).`);
}

// Why a keyed map of an update ('style', 'tablet', 'mobile': style keys; 'hideOn': devices) is invalid, or null.
function checkGroupChanges(group: string, map: unknown, elementId: string): Failure | null {
  if (!isRecord(map)) return invalid(`${group === 'hideOn' ? 'Hide-on' : 'Style'} changes must be an object.`, elementId);
  for (const key of Object.keys(map)) {
    const value = map[key];
    if (group === 'hideOn') {
      if (!isDevice(key)) return fail('invalid-value', `Unknown device '${key}': use desktop, tablet or mobile.`, elementId);
      if (value !== true && value !== null && value !== undefined)
        return fail('invalid-value', `Hiding on ${key} takes true or null.`, elementId);
      continue;
    }
    if (!isStyleKey(key)) return fail('invalid-value', `Unknown style key '${key}'.`, elementId);
    if (value === null || value === undefined) continue;
    const problem = checkStyleValue(key, value);
    if (problem !== null) return fail('invalid-value', problem, elementId);
  }
  return null;
}

/** Checks an update's changes: known fields, style keys and devices, allowed values, null only where a field can be cleared. */
export function checkChanges(changes: unknown, elementId: string): Failure | null {
  if (!isRecord(changes)) return invalid('An update needs a changes object.', elementId);
  for (const field of Object.keys(changes)) {
    if (!CHANGE_FIELDS.has(field)) return invalid(`An update cannot change '${field}'.`, elementId);
    const value = changes[field];
    // Undefined means "not listed" (a TypeScript caller spreading optional values), as it does after JSON.
    if (value === undefined) continue;
    if ((CHANGE_GROUPS as readonly string[]).includes(field)) {
      const problem = checkGroupChanges(field, value, elementId);
      if (problem !== null) return problem;
      continue;
    }
    if (value === null && field !== 'name') continue;
    const problem = checkFieldValue(field, value);
    if (problem !== null) return fail('invalid-value', problem, elementId);
  }
  return null;
}

/**
 * Reads a command from untrusted input (JSON from a client or a log row): checks its shape and values and
 * returns it with defaults made explicit (a missing parentId becomes null). Never throws.
 */
export function parseCommand(value: unknown): ParseCommandResult {
  if (!isRecord(value)) return invalid('A command must be an object.');
  const kind = value.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(KEYS, kind)) return invalid(`Unknown command kind ${describeValue(kind)}.`);
  const allowed = KEYS[kind as Command['kind']];
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) return invalid(`A ${kind} command has no field '${key}'.`);
  }
  const problem = checkShape(kind as Command['kind'], value);
  if (problem !== null) return problem;
  // Normalise an omitted parent to null so that equal commands are equal as JSON.
  if ((kind === 'add' || kind === 'move' || kind === 'duplicate') && value.parentId === undefined) {
    return { ok: true, command: { ...value, parentId: null } as unknown as Command };
  }
  return { ok: true, command: value as unknown as Command };
}

function checkShape(kind: Command['kind'], value: Record<string, unknown>): Failure | null {
  switch (kind) {
    case 'add': {
      const problem = checkParent(value.parentId) ?? checkIndex(value.index, true);
      if (problem !== null) return problem;
      const elementProblem = checkElement(value.element, new Set());
      return elementProblem === null ? null : { ok: false, error: elementProblem };
    }
    case 'update':
      return checkId(value.id, 'Element id') ?? checkChanges(value.changes, value.id as string);
    case 'delete':
      return checkId(value.id, 'Element id');
    case 'move':
      return checkId(value.id, 'Element id') ?? checkParent(value.parentId) ?? checkIndex(value.index, false);
    case 'duplicate': {
      const problem = checkId(value.id, 'Element id') ?? checkParent(value.parentId) ?? checkIndex(value.index, false);
      if (problem !== null) return problem;
      const idMap = value.idMap;
      if (!isRecord(idMap)) return invalid('A duplicate needs an idMap object.');
      for (const [from, to] of Object.entries(idMap)) {
        const bad = checkId(from, 'Source id') ?? checkId(to, 'Copy id');
        if (bad !== null) return bad;
      }
      return null;
    }
    case 'text': {
      const problem = checkId(value.id, 'Element id');
      if (problem !== null) return problem;
      const id = value.id as string;
      if (typeof value.field !== 'string' || !(TEXT_FIELDS as readonly string[]).includes(value.field))
        return invalid(`A text edit changes one of ${TEXT_FIELDS.join(', ')} (got ${describeValue(value.field)}).`, id);
      if (typeof value.site !== 'string' || !SITE.test(value.site))
        return invalid('A text edit needs a site: 1 to 64 letters, digits, _ or -.', id);
      if (value.glued !== undefined && typeof value.glued !== 'boolean')
        return invalid(`A text edit's glued is true or false (got ${describeValue(value.glued)}).`, id);
      const opsProblem = textOpsProblem(value.ops);
      return opsProblem === null ? null : fail('invalid-value', opsProblem, id);
    }
  }
}

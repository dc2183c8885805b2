// How deep a builder tree may nest, and iterative measures of untrusted values against it. This file imports
// nothing, so the request schemas (contracts) can use it without pulling in the rest of the engine.

/** How many levels deep elements may be nested on a page: the root's children are level 1, theirs level 2, and so on. */
export const MAX_NESTING_DEPTH = 32;

/** What every refusal of a too-deep tree says, however the tree arrives (an add, a move, a duplicate, a page, a request). */
export const NESTING_DEPTH_MESSAGE = `Elements can be nested at most ${MAX_NESTING_DEPTH} levels deep.`;

/**
 * How many levels of objects and lists a builder command may have as JSON: the deepest tree allowed (an element and
 * its children list per level, then a style object) inside the command, with a little room to spare.
 */
export const MAX_COMMAND_JSON_DEPTH = 2 * MAX_NESTING_DEPTH + 4;

/** What refusing a command nested deeper than MAX_COMMAND_JSON_DEPTH says. */
export const COMMAND_JSON_DEPTH_MESSAGE = `A builder change may nest objects and lists at most ${MAX_COMMAND_JSON_DEPTH} levels deep.`;

/** Whether a value is a plain object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The number of element levels in an untrusted element value, following `children` lists (1 for an element without
 * children; anything that is not an object with a children list counts as one level). Counted without recursion,
 * and it stops as soon as the count passes `cap` (returning cap + 1), so a tree of any depth costs at most its size.
 */
export function elementLevels(value: unknown, cap: number = MAX_NESTING_DEPTH): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; level: number }> = [{ value, level: 1 }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    if (frame.level > deepest) deepest = frame.level;
    if (deepest > cap) return cap + 1;
    const children = isRecord(frame.value) ? frame.value.children : undefined;
    if (Array.isArray(children)) for (const child of children) stack.push({ value: child, level: frame.level + 1 });
  }
  return deepest;
}

/**
 * True when an untrusted value nests objects and lists more than `max` levels deep (a primitive is level 0, `{}` and
 * `[]` level 1). Iterative and stopping at the first value past `max`, so it is safe on any JSON a client can send.
 */
export function jsonDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; level: number }> = [{ value, level: 0 }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const current = frame.value;
    if (typeof current !== 'object' || current === null) continue;
    const level = frame.level + 1;
    if (level > max) return true;
    const items = Array.isArray(current) ? current : Object.values(current);
    for (const item of items) if (typeof item === 'object' && item !== null) stack.push({ value: item, level });
  }
  return false;
}

/**
 * Why an untrusted builder command is nested too deeply to be handled, or null when it is not: an add whose element
 * tree has more than MAX_NESTING_DEPTH levels (NESTING_DEPTH_MESSAGE), or any part nested deeper than
 * MAX_COMMAND_JSON_DEPTH. For the edges where a command enters (request schemas, the server), before anything
 * serialises or walks it recursively; iterative, so it never overflows the stack itself.
 */
export function commandNestingProblem(value: unknown): string | null {
  if (isRecord(value) && value.kind === 'add' && elementLevels(value.element) > MAX_NESTING_DEPTH) return NESTING_DEPTH_MESSAGE;
  return jsonDeeperThan(value, MAX_COMMAND_JSON_DEPTH) ? COMMAND_JSON_DEPTH_MESSAGE : null;
}

// Operational transformation of plain text (as ot.js and prosemirror-collab do it): an edit is a list of
// components walked over the prior text from its start: a number keeps that many characters, a string inserts
// itself, `{ d }` deletes exactly the characters `d` (carried, so that an edit can be inverted without the text).
// Characters left after the last component are kept. Positions count UTF-16 code units, as JavaScript strings do.

/** One component of a text edit: keep n characters (n > 0), insert a string, or delete the characters `d`. */
export type TextOp = number | string | { readonly d: string };

/** The largest number of components a text edit may have. */
export const MAX_TEXT_OPS = 1000;

/** The most characters a text edit may insert or delete in all. */
export const MAX_TEXT_OP_CHARS = 20_000;

const isDelete = (op: TextOp): op is { readonly d: string } => typeof op === 'object';

// Appends a component, merging it with the last one of its kind (an insert next to a delete goes before it, so
// that equal edits are written the same way).
function push(ops: TextOp[], op: TextOp): void {
  if (typeof op === 'number' ? op <= 0 : typeof op === 'string' ? op === '' : op.d === '') return;
  const last = ops[ops.length - 1];
  if (typeof op === 'number') {
    if (typeof last === 'number') ops[ops.length - 1] = last + op;
    else ops.push(op);
  } else if (typeof op === 'string') {
    if (typeof last === 'string') ops[ops.length - 1] = last + op;
    else if (last !== undefined && isDelete(last)) {
      const before = ops[ops.length - 2];
      if (typeof before === 'string') ops[ops.length - 2] = before + op;
      else ops.splice(ops.length - 1, 0, op);
    } else ops.push(op);
  } else if (last !== undefined && isDelete(last)) ops[ops.length - 1] = { d: last.d + op.d };
  else ops.push(op);
}

function trim(ops: TextOp[]): TextOp[] {
  while (typeof ops[ops.length - 1] === 'number') ops.pop();
  return ops;
}

/** The edit in its shortest form: merged neighbours, no empty components, no trailing keep. */
export function normalizeTextOps(ops: readonly TextOp[]): TextOp[] {
  const out: TextOp[] = [];
  for (const op of ops) push(out, op);
  return trim(out);
}

/** True when the edit changes nothing. */
export function isIdentityTextOps(ops: readonly TextOp[]): boolean {
  return normalizeTextOps(ops).length === 0;
}

/** Why `value` is not a well-formed text edit within the size limits, or null. Does not look at any text. */
export function textOpsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Text operations must be a list.';
  if (value.length > MAX_TEXT_OPS) return `A text edit may have at most ${MAX_TEXT_OPS} parts.`;
  let chars = 0;
  for (const op of value as unknown[]) {
    if (typeof op === 'number') {
      if (!Number.isSafeInteger(op) || op <= 0) return 'A kept run of a text edit must be a whole number above 0.';
    } else if (typeof op === 'string') {
      if (op === '') return 'An insert of a text edit must not be empty.';
      chars += op.length;
    } else if (typeof op === 'object' && op !== null && !Array.isArray(op)) {
      const keys = Object.keys(op);
      const d = (op as { d?: unknown }).d;
      if (keys.length !== 1 || typeof d !== 'string' || d === '') return 'A delete of a text edit must be { d: "the deleted text" }.';
      chars += d.length;
    } else return 'A text edit holds numbers (keep), strings (insert) and { d } (delete) only.';
    if (chars > MAX_TEXT_OP_CHARS) return `A text edit may insert and delete at most ${MAX_TEXT_OP_CHARS} characters.`;
  }
  return null;
}

/** The text after the edit, or why the edit does not fit it (a position past its end, a delete of other characters). */
export function applyTextOps(text: string, ops: readonly TextOp[]): { ok: true; text: string } | { ok: false; message: string } {
  let at = 0;
  let out = '';
  for (const op of ops) {
    if (typeof op === 'number') {
      if (at + op > text.length)
        return { ok: false, message: `The text edit reaches past the end of the text (${text.length} characters).` };
      out += text.slice(at, at + op);
      at += op;
    } else if (typeof op === 'string') out += op;
    else {
      if (text.slice(at, at + op.d.length) !== op.d)
        return { ok: false, message: `The text edit deletes characters that are not there at position ${at}.` };
      at += op.d.length;
    }
  }
  return { ok: true, text: out + text.slice(at) };
}

/** The edit that takes the edited text back: inserts become deletes and deletes inserts. */
export function invertTextOps(ops: readonly TextOp[]): TextOp[] {
  const out: TextOp[] = [];
  for (const op of ops) push(out, typeof op === 'number' ? op : typeof op === 'string' ? { d: op } : op.d);
  return trim(out);
}

// A reader over an edit's components that hands out parts of them; past the end it keeps forever.
class Reader {
  private index = 0;
  private offset = 0;
  constructor(private readonly ops: readonly TextOp[]) {}

  /** The current component's remainder, or undefined past the end. */
  peek(): TextOp | undefined {
    const op = this.ops[this.index];
    if (op === undefined) return undefined;
    if (this.offset === 0) return op;
    if (typeof op === 'number') return op - this.offset;
    if (typeof op === 'string') return op.slice(this.offset);
    return { d: op.d.slice(this.offset) };
  }

  /** Takes up to `n` characters of the current component (all of it without `n`). */
  take(n = Infinity): TextOp | undefined {
    const op = this.peek();
    if (op === undefined) return undefined;
    const length = lengthOf(op);
    if (n >= length) {
      this.index += 1;
      this.offset = 0;
      return op;
    }
    this.offset += n;
    if (typeof op === 'number') return n;
    if (typeof op === 'string') return op.slice(0, n);
    return { d: op.d.slice(0, n) };
  }
}

function lengthOf(op: TextOp): number {
  return typeof op === 'number' ? op : typeof op === 'string' ? op.length : op.d.length;
}

/** One edit after another: the edit that does `a` then `b` (b made on a's result). */
export function composeTextOps(a: readonly TextOp[], b: readonly TextOp[]): TextOp[] {
  const first = new Reader(a);
  const second = new Reader(b);
  const out: TextOp[] = [];
  for (;;) {
    const x = first.peek();
    const y = second.peek();
    if (x !== undefined && isDelete(x)) {
      push(out, first.take() as TextOp);
      continue;
    }
    if (typeof y === 'string') {
      push(out, second.take() as TextOp);
      continue;
    }
    if (x === undefined && y === undefined) break;
    const n = Math.min(x === undefined ? Infinity : lengthOf(x), y === undefined ? Infinity : lengthOf(y));
    const taken = first.take(n) ?? n;
    const other = second.take(n) ?? n;
    if (typeof other === 'number') push(out, taken);
    else if (typeof taken === 'number') push(out, other);
    // An insert of `a` that `b` deletes: neither is left.
  }
  return trim(out);
}

/**
 * Edit `a` moved past `b`, both made on the same text: the result applies to b's result and keeps what `a` meant.
 * Where both insert at one position, `a`'s insert goes first when `aFirst` (callers decide it by site, so that
 * every screen and the server order the two the same way). A delete of characters `b` already deleted is dropped.
 */
export function transformTextOps(a: readonly TextOp[], b: readonly TextOp[], aFirst: boolean): TextOp[] {
  const mine = new Reader(a);
  const theirs = new Reader(b);
  const out: TextOp[] = [];
  for (;;) {
    const x = mine.peek();
    const y = theirs.peek();
    if (typeof x === 'string' && (aFirst || typeof y !== 'string')) {
      push(out, mine.take() as TextOp);
      continue;
    }
    if (typeof y === 'string') {
      push(out, (theirs.take() as string).length);
      continue;
    }
    if (x === undefined && y === undefined) break;
    const n = Math.min(x === undefined ? Infinity : lengthOf(x), y === undefined ? Infinity : lengthOf(y));
    if (n === Infinity) break;
    const taken = mine.take(n) ?? n;
    const other = theirs.take(n) ?? n;
    // Kept by them: ours stands (kept or deleted); deleted by them: there is nothing left for ours to act on.
    if (typeof other === 'number') push(out, taken);
  }
  return trim(out);
}

/**
 * Where position `index` of the text goes after the edit. An insert right at it goes after the position when
 * `before` is true (the caret stays before text someone else typed there), else before it; a position inside a
 * deleted run moves to where the run was.
 */
export function transformTextIndex(index: number, ops: readonly TextOp[], before: boolean): number {
  let from = 0;
  let to = 0;
  for (const op of ops) {
    if (typeof op === 'number') {
      if (index < from + op) return to + (index - from);
      from += op;
      to += op;
    } else if (typeof op === 'string') {
      if (index === from && before) return to;
      to += op.length;
    } else {
      if (index < from + op.d.length) return to;
      from += op.d.length;
    }
  }
  return to + (index - from);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The edit that turns `before` into `after` as one replaced run: the common start and end are kept. With `caret`
 * (the caret in `after` right after typing) the run is placed so that it ends at the caret where that is possible,
 * so typing "a" into "a|a" is an insert at 1. Never splits a surrogate pair.
 */
export function diffText(before: string, after: string, caret?: number): TextOp[] {
  const max = Math.min(before.length, after.length);
  let suffix = 0;
  const suffixLimit = caret === undefined ? max : Math.min(max, Math.max(0, after.length - caret));
  while (suffix < suffixLimit && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix += 1;
  let prefix = 0;
  const prefixLimit = max - suffix;
  while (prefix < prefixLimit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix -= 1;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix -= 1;
  const removed = before.slice(prefix, before.length - suffix);
  const inserted = after.slice(prefix, after.length - suffix);
  const ops: TextOp[] = [];
  push(ops, prefix);
  push(ops, inserted);
  push(ops, { d: removed });
  return trim(ops);
}

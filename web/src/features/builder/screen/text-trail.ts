import { applyTextOps, transformTextIndex, type TextOp } from '@app/builder-engine';

/** One edit a text field went through on the canvas, and which side of an insert right at the caret the caret takes. */
export interface TextMove {
  readonly ops: readonly TextOp[];
  /** For this person's own edits (their typing, an undo): true when a caret right where it inserts stays before it. */
  readonly caretBefore: boolean;
  /**
   * Another person's edit. A caret right where it inserts keeps to the text on its left when this person's last key
   * left it there (they go on typing their words, the other person's text after them), else it goes after it (the
   * caret was put there, at the end of the other's text say, and the other person is typing on at it): whichever
   * order the merge gave the two, each person's words stay whole.
   */
  readonly theirs?: boolean;
}

interface TrailEntry extends TextMove {
  readonly before: string;
  readonly after: string;
}

/** How many edits of one field are kept: a screen draws long before this many arrive. */
const KEPT_PER_FIELD = 200;

/**
 * The recent edits of each text field of the canvas, as the session applied them (own typing, undo, others'
 * typing moved past ours), so that a field showing an older value can move its caret through what really happened
 * instead of guessing from the two texts (a guess puts another person's space on the wrong side of one just typed).
 */
export class TextTrail {
  private readonly fields = new Map<string, TrailEntry[]>();

  /** Records that the field went from `before` by `ops`; an edit that does not follow the last one starts afresh. */
  record(id: string, field: string, before: string, ops: readonly TextOp[], caretBefore: boolean, theirs = false): void {
    const key = `${id}\u0000${field}`;
    const applied = applyTextOps(before, ops);
    if (!applied.ok) {
      this.fields.delete(key);
      return;
    }
    let entries = this.fields.get(key);
    if (entries === undefined || entries[entries.length - 1]?.after !== before) {
      entries = [];
      this.fields.set(key, entries);
    }
    entries.push({ before, after: applied.text, ops, caretBefore, theirs });
    if (entries.length > KEPT_PER_FIELD) entries.splice(0, entries.length - KEPT_PER_FIELD);
  }

  /** The edits that took the field from `from` to `to` (the newest run of them), or null when they are not known. */
  between(id: string, field: string, from: string, to: string): readonly TextMove[] | null {
    const entries = this.fields.get(`${id}\u0000${field}`);
    if (entries === undefined || entries[entries.length - 1]?.after !== to) return null;
    for (let i = entries.length - 1; i >= 0; i -= 1) if ((entries[i] as TrailEntry).before === from) return entries.slice(i);
    return null;
  }

  /** Forgets every field (the canvas was read afresh). */
  clear(): void {
    this.fields.clear();
  }
}

/** Which side of an insert right at the caret the caret takes through `move` (see TextMove), `afterOwnKey` as there. */
export function caretStaysBefore(move: TextMove, afterOwnKey: boolean): boolean {
  return move.theirs === true ? afterOwnKey : move.caretBefore;
}

/** Where a caret at `index` goes through `moves`, in order; `afterOwnKey`: this person's last key left it there. */
export function moveCaret(index: number, moves: readonly TextMove[], afterOwnKey = false): number {
  let at = index;
  for (const move of moves) at = transformTextIndex(at, move.ops, caretStaysBefore(move, afterOwnKey));
  return at;
}

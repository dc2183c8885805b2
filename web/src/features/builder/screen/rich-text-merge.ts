import { applyTextOps, diffText, transformTextOps, type TextOp } from '@app/builder-engine';

// Where a text edit's one replaced run starts in the text it applies to, and how many characters it replaces.
function runOf(ops: readonly TextOp[]): { start: number; end: number } | null {
  let at = 0;
  let start: number | null = null;
  let end = 0;
  for (const op of ops) {
    if (typeof op === 'number') at += op;
    else {
      start ??= at;
      if (typeof op !== 'string') at += op.d.length;
      end = at;
    }
  }
  return start === null ? null : { start, end };
}

/**
 * A rich text's HTML after this person's change (`mine`, made on `shown`, the HTML their editor last showed) when the
 * canvas has moved on to `current` meanwhile (another person's change the editor had not drawn yet): both changes
 * when they touch different parts of the HTML (each one replaced run, moved past the other), or null when they touch
 * the same part, so that neither silently replaces the other. With no change meanwhile it is `mine`.
 */
export function mergeRichText(shown: string, mine: string, current: string): string | null {
  if (current === shown) return mine;
  if (mine === shown) return current;
  const ours = diffText(shown, mine);
  const theirs = diffText(shown, current);
  const a = runOf(ours);
  const b = runOf(theirs);
  if (a === null || b === null) return a === null ? current : mine;
  // Two runs touch when they overlap, or when both insert at one place (which text goes first is a guess).
  const apart = a.end < b.start || b.end < a.start || (a.end === b.start && a.start < a.end) || (b.end === a.start && b.start < b.end);
  if (!apart) return null;
  const merged = applyTextOps(current, transformTextOps(ours, theirs, true));
  return merged.ok ? merged.text : null;
}

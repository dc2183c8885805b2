/** One run of a word diff: text both versions share, or text only the newer (`added`) or older (`removed`) one has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many cells the diff gives up aligning words and shows the whole old text removed, the new one added. */
const MAX_CELLS = 4_000_000;

/** Words and the whitespace between them, as separate tokens. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== '');
}

/** Appends `text` to `parts`, joined to the last part when it is of the same kind. */
function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (text === '') return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The word diff of `before` and `after` (a longest common subsequence of words and whitespace): the runs that make
 * `after` from `before`, in order. Joining the `same` and `removed` runs gives `before`; `same` and `added`, `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA from i and midB from j.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push(parts, 'same', midA[i]!);
        i += 1;
        j += 1;
      } else if (i < midA.length && (j === midB.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
        push(parts, 'removed', midA[i]!);
        i += 1;
      } else {
        push(parts, 'added', midB[j]!);
        j += 1;
      }
    }
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

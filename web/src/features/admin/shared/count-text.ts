/** A count with its noun, singular for one: `countText(1, 'path', 'paths')` → "1 path", 1204 → "1,204 paths". */
export function countText(total: number, one: string, many: string): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;
}

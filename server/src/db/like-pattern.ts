/** `text` with LIKE's wildcards (`%`, `_`) and its escape character (`\`) escaped, so a pattern matches it literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching any text that holds `text` literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

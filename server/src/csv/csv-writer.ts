/** Line end between CSV records, as RFC 4180 requires. */
const CRLF = '\r\n';

/** First characters that make a spreadsheet read a cell as a formula (or strip to one that does). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Characters that force a field into quotes under RFC 4180. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: a cell a spreadsheet would run as a formula gets a leading single quote (OWASP's
 * CSV-injection advice), then a field holding a comma, quote, CR or LF is quoted with quotes doubled.
 */
export function csvField(value: string): string {
  const safe = FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record: the row's fields, each as `csvField` writes it, joined by commas and ended with CRLF. */
export function csvRecord(row: readonly string[]): string {
  return row.map(csvField).join(',') + CRLF;
}

/** A whole CSV document: the header row, then one record per row, every line ended with CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map(csvRecord).join('');
}

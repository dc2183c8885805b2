/**
 * Reads a CSV document as RFC 4180 writes it (and spreadsheets save it): fields split by commas, a quoted field may
 * hold commas, doubled quotes and line ends, lines end with CRLF or LF, a byte order mark at the start is dropped.
 * Each record comes with the line it starts on (1-based), so a refusal can name it. Blank lines are skipped.
 * Throws an Error naming the line of a quote that is never closed or a character after a closing quote.
 */
export function readCsv(text: string): Array<{ line: number; fields: string[] }> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let startLine = 1;
  let quoted = false;
  let wasQuoted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '' && !wasQuoted)) records.push({ line: startLine, fields });
    fields = [];
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          const next = source[i + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            throw new Error(`Line ${line}: a quoted field must end at a comma or the end of the line.`);
          }
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else field += char;
  }
  if (quoted) throw new Error(`Line ${startLine}: a quoted field is never closed.`);
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return records;
}

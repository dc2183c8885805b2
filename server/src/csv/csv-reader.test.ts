import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader.ts';

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line ends, CRLF or LF, a BOM, blank lines skipped', () => {
    const text = '\uFEFFsource,target\r\n"/a,b","/x ""quoted"""\n\n"/multi\nline",/y\n/last,';
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ['source', 'target'] },
      { line: 2, fields: ['/a,b', '/x "quoted"'] },
      { line: 4, fields: ['/multi\nline', '/y'] },
      { line: 6, fields: ['/last', ''] },
    ]);
  });

  it('names the line of a quote never closed or text after a closing quote', () => {
    expect(() => readCsv('a,b\n"open,c\n')).toThrow('Line 2: a quoted field is never closed.');
    expect(() => readCsv('a,b\n"x"y,c\n')).toThrow('Line 2: a quoted field must end at a comma or the end of the line.');
  });
});

import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv-writer.ts';

describe('csvField', () => {
  it('leaves a plain value as it is', () => {
    expect(csvField('reader@example.com')).toBe('reader@example.com');
    expect(csvField('')).toBe('');
    expect(csvField("O'Brien")).toBe("O'Brien");
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['"', '""""'],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tpadded', "'\tpadded"],
  ])('disarms the formula %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('disarms first and quotes after, so the quote mark sits inside the quotes', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('\rx')).toBe(`"'\rx"`);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvField('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('toCsv', () => {
  it('writes the header and each row, every line ended with CRLF', () => {
    expect(
      toCsv(
        ['email', 'note'],
        [
          ['a@example.com', 'x,y'],
          ['b@example.com', '=cmd'],
        ],
      ),
    ).toBe('email,note\r\na@example.com,"x,y"\r\nb@example.com,\'=cmd\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['email'], [])).toBe('email\r\n');
  });
});

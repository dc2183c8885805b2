import { describe, expect, it } from 'vitest';
import { containsPattern, likeLiteral } from './like-pattern.ts';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character, nothing else', () => {
    expect(likeLiteral('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(likeLiteral('plain text')).toBe('plain text');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});

import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';

describe('countText', () => {
  it('writes the count with its noun, singular for one', () => {
    expect(countText(0, 'path', 'paths')).toBe('0 paths');
    expect(countText(1, 'matching rule', 'matching rules')).toBe('1 matching rule');
    expect(countText(12_345, 'term', 'terms')).toBe('12,345 terms');
  });
});

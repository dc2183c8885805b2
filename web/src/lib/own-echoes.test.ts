import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOwnEchoes } from './own-echoes.ts';

// Values from a small alphabet, so a field sends the same text more than once (typed, deleted, typed again).
const value = fc.constantFrom('', 'a', 'ab', 'abc', 'b');

describe('own echoes', () => {
  it('knows every value the page renders back, in order, however many renders it skips', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), (sent, rendered) => {
        const echoes = createOwnEchoes<string>();
        for (const text of sent) echoes.sent(text);
        // The page renders some of the values sent, in the order they were sent (a render shows the newest state).
        const comesBack = sent.filter((_, index) => rendered[index] ?? index === sent.length - 1);
        for (const text of comesBack) expect(echoes.isEcho(text)).toBe(true);
      }),
    );
  });

  it('takes a value it never sent as one from elsewhere, after which nothing sent before comes back', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 30 }), (sent) => {
        const echoes = createOwnEchoes<string>();
        for (const text of sent) echoes.sent(text);
        expect(echoes.isEcho('restored revision')).toBe(false);
        for (const text of sent) expect(echoes.isEcho(text)).toBe(false);
      }),
    );
  });

  it('forgets a value once it came back', () => {
    const echoes = createOwnEchoes<string>();
    echoes.sent('a');
    expect(echoes.isEcho('a')).toBe(true);
    expect(echoes.isEcho('a')).toBe(false);
  });
});

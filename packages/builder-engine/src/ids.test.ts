import { describe, expect, it } from 'vitest';
import { ELEMENT_ID_PATTERN, createIdGenerator, seededRandom } from './ids.ts';

describe('createIdGenerator', () => {
  it("makes ids in the spec's format: 'element-' + timestamp + a number 0-999", () => {
    const ids = createIdGenerator({ now: () => 1_700_000_000_123, random: () => 0.4567 });
    const id = ids.next();
    expect(id).toBe('element-1700000000123-456');
    expect(id).toMatch(ELEMENT_ID_PATTERN);
  });

  it('never repeats an id within the same millisecond, even when the random source repeats', () => {
    const ids = createIdGenerator({ now: () => 42, random: () => 0.5 });
    const made = Array.from({ length: 1000 }, () => ids.next());
    expect(new Set(made).size).toBe(1000);
    for (const id of made) {
      const number = Number(ELEMENT_ID_PATTERN.exec(id)?.[2]);
      expect(number).toBeGreaterThanOrEqual(0);
      expect(number).toBeLessThanOrEqual(999);
    }
  });

  it('moves its timestamp forward when a millisecond runs out of numbers', () => {
    const ids = createIdGenerator({ now: () => 42, random: () => 0 });
    const made = Array.from({ length: 1001 }, () => ids.next());
    expect(new Set(made).size).toBe(1001);
    expect(made[1000]).toMatch(/^element-43-/);
  });

  it('does not go back in time when the clock does', () => {
    let clock = 100;
    const ids = createIdGenerator({ now: () => clock, random: () => 0.1 });
    const first = ids.next();
    clock = 50;
    const second = ids.next();
    expect(first).toBe('element-100-100');
    expect(second).toBe('element-100-101');
  });

  it('skips ids the caller reports as taken (ids already in the page)', () => {
    const ids = createIdGenerator({ now: () => 7, random: () => 0 });
    const taken = new Set(['element-7-0', 'element-7-1']);
    expect(ids.next((id) => taken.has(id))).toBe('element-7-2');
  });

  it('is deterministic with an injected clock and seeded random source', () => {
    const make = () => createIdGenerator({ now: () => 5, random: seededRandom(9) });
    const a = make();
    const b = make();
    expect([a.next(), a.next(), a.next()]).toEqual([b.next(), b.next(), b.next()]);
  });

  it('does not hang or throw on a broken clock, random source or predicate', () => {
    const ids = createIdGenerator({ now: () => Number.NaN, random: () => Number.NaN });
    expect(ids.next()).toMatch(ELEMENT_ID_PATTERN);
    expect(ids.next(() => true)).toMatch(ELEMENT_ID_PATTERN);
  });
});

describe('seededRandom', () => {
  it('returns numbers in [0, 1), the same sequence for the same seed', () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    for (let i = 0; i < 100; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedSeconds, longestFirst, readDurations, splitByDuration } from './test-order.mjs';

describe('the test files ordered and split by recorded durations', () => {
  const durations = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 10 };

  it('starts the longest first, a file not in the record first of all (as long as the longest), ties by name', () => {
    expect(longestFirst(['e.spec.ts', 'c.spec.ts', 'new.spec.ts', 'a.spec.ts', 'd.spec.ts'], durations)).toEqual([
      'a.spec.ts',
      'new.spec.ts',
      'c.spec.ts',
      'd.spec.ts',
      'e.spec.ts',
    ]);
    expect(expectedSeconds(durations, 'new.spec.ts')).toBe(100);
    expect(expectedSeconds({}, 'new.spec.ts')).toBe(0);
    expect(longestFirst(['y', 'x'], { x: 5, y: 5 })).toEqual(['x', 'y']);
  });

  it('splits into parts of about equal time, each file in exactly one part, where a split by count is lopsided', () => {
    const names = Object.keys(durations);
    const parts = splitByDuration(names, durations, 2);
    expect(parts).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
    const seconds = parts.map((part) => part.reduce((sum, name) => sum + durations[name as keyof typeof durations], 0));
    expect(seconds).toEqual([140, 120]);
    // By count (three files, then two) it would be 210 against 50.
    expect(splitByDuration(names, durations, 1)).toEqual([names]);
    expect(splitByDuration(['only.spec.ts'], {}, 3)).toEqual([['only.spec.ts'], [], []]);
  });

  it('splits the recorded end-to-end suite into two parts of about the same time', () => {
    const recorded = readDurations();
    const specs = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts'));
    const parts = splitByDuration(specs, recorded.e2e, 2).map((part) =>
      part.reduce((sum, name) => sum + expectedSeconds(recorded.e2e, name), 0),
    );
    // The two parts' recorded times are within a tenth of each other.
    expect(Math.abs(parts[0]! - parts[1]!) / Math.max(...parts)).toBeLessThan(0.1);
  });
});

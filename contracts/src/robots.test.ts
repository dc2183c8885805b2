import { describe, expect, it } from 'vitest';
import { ROBOTS_VALUES, robotsFlags, robotsSchema, robotsValue } from './robots.ts';

describe('robots directive', () => {
  it('turns every stored value into its switches and back', () => {
    for (const value of ROBOTS_VALUES) expect(robotsValue(robotsFlags(value))).toBe(value);
    expect(robotsFlags('noindex,nofollow')).toEqual({ noindex: true, nofollow: true });
    expect(robotsFlags(undefined)).toEqual({ noindex: false, nofollow: false });
  });

  it('refuses anything but the four stored values', () => {
    expect(robotsSchema.safeParse('nofollow,noindex').success).toBe(false);
    expect(robotsSchema.safeParse('none').success).toBe(false);
  });
});

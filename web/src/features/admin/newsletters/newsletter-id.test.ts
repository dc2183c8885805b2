import { describe, expect, it } from 'vitest';
import { newsletterIdOf } from './newsletter-id.ts';

describe('newsletterIdOf', () => {
  it('reads a positive whole number', () => {
    expect(newsletterIdOf('1')).toBe(1);
    expect(newsletterIdOf('4096')).toBe(4096);
  });

  it('refuses anything else', () => {
    for (const param of ['', '0', '-1', '1.5', '01', 'abc', '1e3', ' 2', '99999999999999999']) expect(newsletterIdOf(param)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { localInputValue, publishTimeProblem } from './datetime-local.ts';

describe('publishTimeProblem', () => {
  it('asks for a time when the field is empty or holds none', () => {
    expect(publishTimeProblem('')).toBe('Choose a date and time.');
    expect(publishTimeProblem('not a time')).toBe('Choose a date and time.');
  });

  it('refuses a time that has passed and takes one to come', () => {
    expect(publishTimeProblem('2001-01-01T09:00')).toBe('Choose a time in the future, or use Publish to publish now.');
    expect(publishTimeProblem('2099-01-01T09:00')).toBeUndefined();
  });
});

describe('localInputValue', () => {
  it('gives the field the same local minute back', () => {
    const value = '2099-03-04T05:06';
    expect(localInputValue(new Date(value).toISOString())).toBe(value);
  });
});

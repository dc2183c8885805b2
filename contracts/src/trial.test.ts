import { describe, expect, it } from 'vitest';
import { trialChoiceLabel, trialDaysLeft, trialDaysLeftLabel, trialEndsAt, trialSignUpPath } from './trial.ts';

const START = new Date('2026-03-01T09:30:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('trial days left', () => {
  const end = trialEndsAt(START);

  it('ends 14 days after the sign-up', () => {
    expect(end.toISOString()).toBe('2026-03-15T09:30:00.000Z');
  });

  it('counts any part of a day as a day: 14 at the sign-up and just after, 13 a day later', () => {
    expect(trialDaysLeft(end, START)).toBe(14);
    expect(trialDaysLeft(end, at(1))).toBe(14);
    expect(trialDaysLeft(end, at(DAY - 1))).toBe(14);
    expect(trialDaysLeft(end, at(DAY))).toBe(13);
  });

  it('the last day is the final 24 hours; ended from the end on', () => {
    expect(trialDaysLeft(end, at(13 * DAY - 1))).toBe(2);
    expect(trialDaysLeft(end, at(13 * DAY))).toBe(1);
    expect(trialDaysLeft(end, at(14 * DAY - 1))).toBe(1);
    expect(trialDaysLeft(end, at(14 * DAY))).toBe(0);
    expect(trialDaysLeft(end, at(40 * DAY))).toBe(0);
  });

  it('says it in words', () => {
    expect(trialDaysLeftLabel(14)).toBe('14 days left');
    expect(trialDaysLeftLabel(2)).toBe('2 days left');
    expect(trialDaysLeftLabel(1)).toBe('Last day');
    expect(trialDaysLeftLabel(0)).toBe('Ended');
    expect(trialChoiceLabel({ plan: 'growth', billing: 'annual' })).toBe('Growth, billed annually');
    expect(trialChoiceLabel({ plan: 'starter', billing: 'monthly' })).toBe('Starter, billed monthly');
  });
});

describe('the sign-up address of a trial', () => {
  it('names the plan and billing, or none', () => {
    expect(trialSignUpPath({ plan: 'growth', billing: 'annual' })).toBe('/auth?mode=sign-up&plan=growth&billing=annual');
    expect(trialSignUpPath(null)).toBe('/auth?mode=sign-up');
  });
});

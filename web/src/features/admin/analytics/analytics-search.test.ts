import { ANALYTICS_RANGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { parseAnalyticsSearch, rangeChoiceOf } from './analytics-search.ts';

describe('parseAnalyticsSearch', () => {
  it('keeps every range the contract offers', () => {
    for (const range of ANALYTICS_RANGES.filter((each) => each !== 'custom')) expect(parseAnalyticsSearch({ range })).toEqual({ range });
  });

  it('keeps a custom range with both its days, in any order (the server judges the order)', () => {
    expect(parseAnalyticsSearch({ range: 'custom', from: '2026-12-01', to: '2026-12-07' })).toEqual({
      range: 'custom',
      from: '2026-12-01',
      to: '2026-12-07',
    });
    expect(parseAnalyticsSearch({ range: 'custom', from: '2026-12-07', to: '2026-12-01' })).toEqual({
      range: 'custom',
      from: '2026-12-07',
      to: '2026-12-01',
    });
  });

  it('drops an unknown range, a custom one missing a day or with a day the calendar lacks, and days on a fixed range', () => {
    expect(parseAnalyticsSearch({ range: 'week' })).toEqual({});
    expect(parseAnalyticsSearch({})).toEqual({});
    expect(parseAnalyticsSearch({ range: 'custom', from: '2026-12-01' })).toEqual({});
    expect(parseAnalyticsSearch({ range: 'custom', from: '2026-02-30', to: '2026-03-02' })).toEqual({});
    expect(parseAnalyticsSearch({ range: '30d', from: '2026-12-01', to: '2026-12-07' })).toEqual({ range: '30d' });
  });
});

describe('rangeChoiceOf', () => {
  it('asks for the last 7 days when the address names no range', () => {
    expect(rangeChoiceOf({})).toEqual({ range: '7d' });
    expect(rangeChoiceOf({ range: 'today' })).toEqual({ range: 'today' });
    expect(rangeChoiceOf({ range: 'custom', from: '2026-12-01', to: '2026-12-02' })).toEqual({
      range: 'custom',
      from: '2026-12-01',
      to: '2026-12-02',
    });
  });
});

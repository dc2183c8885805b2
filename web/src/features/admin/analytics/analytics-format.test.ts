import { describe, expect, it } from 'vitest';
import { changeOf, formatCount, formatDuration, formatViewsPerVisit } from './analytics-format.ts';

describe('formatDuration', () => {
  it('writes seconds under a minute, minutes and padded seconds under an hour, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(59_499)).toBe('59s');
    expect(formatDuration(59_500)).toBe('1m 00s');
    expect(formatDuration(65_000)).toBe('1m 05s');
    expect(formatDuration(3_599_000)).toBe('59m 59s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
  });

  it('writes a dash when nothing was measured', () => {
    expect(formatDuration(null)).toBe('—');
  });
});

describe('changeOf', () => {
  it('says a rise and a fall in whole percent, the fall with a minus sign', () => {
    expect(changeOf(112, 100)).toEqual({ direction: 'up', text: '+12%' });
    expect(changeOf(95, 100)).toEqual({ direction: 'down', text: '−5%' });
    expect(changeOf(2_500, 100)).toEqual({ direction: 'up', text: '+2,400%' });
    expect(changeOf(0, 40)).toEqual({ direction: 'down', text: '−100%' });
  });

  it('says No change when equal, both none, or under half a percent', () => {
    expect(changeOf(100, 100)).toEqual({ direction: 'same', text: 'No change' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', text: 'No change' });
    expect(changeOf(1_000, 1_004)).toEqual({ direction: 'same', text: 'No change' });
  });

  it('says New when the period before had none or measured none, a dash when this one measured none', () => {
    expect(changeOf(3, 0)).toEqual({ direction: 'new', text: 'New' });
    expect(changeOf(45_000, null)).toEqual({ direction: 'new', text: 'New' });
    expect(changeOf(null, 45_000)).toEqual({ direction: 'unknown', text: '—' });
    expect(changeOf(null, null)).toEqual({ direction: 'unknown', text: '—' });
  });
});

describe('counts', () => {
  it('groups thousands and keeps views per visit to one decimal', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatViewsPerVisit(1.46)).toBe('1.5');
    expect(formatViewsPerVisit(2)).toBe('2');
    expect(formatViewsPerVisit(0)).toBe('0');
  });
});

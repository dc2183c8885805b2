import { ANALYTICS_TABLES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { deviceLabel, emptyTableText, shownText } from './analytics-table-text.ts';

describe('analytics table texts', () => {
  it('says how many rows are shown of how many, the noun singular for one', () => {
    expect(shownText('pages', 10, 1_234)).toBe('Showing 10 of 1,234 pages');
    expect(shownText('sources', 1, 1)).toBe('Showing 1 of 1 source');
    expect(shownText('devices', 2, 2)).toBe('Showing 2 of 2 kinds of device');
  });

  it('has an empty text for every table, the pages’ naming page views', () => {
    for (const table of ANALYTICS_TABLES) expect(emptyTableText(table)).toMatch(/\.$/);
    expect(emptyTableText('pages')).toBe('No page views in this range yet.');
  });

  it('names device classes with a capital', () => {
    expect(deviceLabel('desktop')).toBe('Desktop');
    expect(deviceLabel('mobile')).toBe('Mobile');
    expect(deviceLabel('')).toBe('Unknown');
  });
});

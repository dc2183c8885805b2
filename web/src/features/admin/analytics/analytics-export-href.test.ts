import { ANALYTICS_EXPORT_URL } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsExportHref } from './analytics-export-href.ts';

describe('analyticsExportHref', () => {
  it('names the table and the range', () => {
    expect(analyticsExportHref('pages', { range: '7d' })).toBe(`${ANALYTICS_EXPORT_URL}?table=pages&range=7d`);
    expect(analyticsExportHref('devices', { range: 'today' })).toBe(`${ANALYTICS_EXPORT_URL}?table=devices&range=today`);
  });

  it('adds the days of a custom range', () => {
    expect(analyticsExportHref('sources', { range: 'custom', from: '2026-11-01', to: '2026-11-30' })).toBe(
      `${ANALYTICS_EXPORT_URL}?table=sources&range=custom&from=2026-11-01&to=2026-11-30`,
    );
  });
});

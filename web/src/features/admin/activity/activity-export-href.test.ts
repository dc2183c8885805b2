import { describe, expect, it } from 'vitest';
import { activityExportHref } from './activity-export-href.ts';

describe('activityExportHref', () => {
  it('is the bare export address when nothing is filtered', () => {
    expect(activityExportHref({})).toBe('/api/admin/activity/export.csv');
    expect(activityExportHref({ actor: '' })).toBe('/api/admin/activity/export.csv');
  });

  it('carries each set filter in the query, encoded', () => {
    expect(activityExportHref({ actor: 'ann & co', kind: 'team.invited', from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/api/admin/activity/export.csv?actor=ann+%26+co&kind=team.invited&from=2026-01-01&to=2026-01-31',
    );
  });
});

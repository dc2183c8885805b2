import { activityKinds } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { activityFilterOf, isActivityKind, isFiltered } from './activity-filter.ts';

describe('activityFilterOf', () => {
  it('keeps the filters without the page', () => {
    expect(activityFilterOf({ page: 4, actor: 'bob', kind: 'admin.signed-in', from: '2026-11-01', to: '2026-11-02' })).toEqual({
      actor: 'bob',
      kind: 'admin.signed-in',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(activityFilterOf({ page: 4 })).toEqual({});
  });

  it('drops a kind the log does not record', () => {
    expect(activityFilterOf({ actor: 'bob', kind: 'team.deleted' })).toEqual({ actor: 'bob' });
  });
});

describe('isActivityKind', () => {
  it("knows every kind of the contract and nothing else, not even an object's own names", () => {
    for (const kind of activityKinds) expect(isActivityKind(kind)).toBe(true);
    expect(isActivityKind('team.deleted')).toBe(false);
    expect(isActivityKind('toString')).toBe(false);
    expect(isActivityKind(undefined)).toBe(false);
  });
});

describe('isFiltered', () => {
  it('tells a filtered log from the whole of it', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ actor: 'bob' })).toBe(true);
    expect(isFiltered({ to: '2026-11-25' })).toBe(true);
  });
});

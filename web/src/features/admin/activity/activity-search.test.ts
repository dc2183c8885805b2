import { activityKinds } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTOR_MAX_LENGTH, parseActivitySearch } from './activity-search.ts';

describe('parseActivitySearch', () => {
  it('is the first page of the whole log without params', () => {
    expect(parseActivitySearch({})).toEqual({});
  });

  it('keeps a page after the first and every filter', () => {
    const search = { page: 3, actor: 'e2e-admin', kind: 'team.role-changed', from: '2026-11-01', to: '2026-11-25' };
    expect(parseActivitySearch(search)).toEqual(search);
    expect(parseActivitySearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('trims the person and reads a numeric one as the username typed', () => {
    expect(parseActivitySearch({ actor: '  bob ' })).toEqual({ actor: 'bob' });
    expect(parseActivitySearch({ actor: 123 })).toEqual({ actor: '123' });
  });

  it('takes every kind the contract lists', () => {
    for (const kind of activityKinds) expect(parseActivitySearch({ kind })).toEqual({ kind });
  });

  it('drops a malformed page, a blank or over-long person and a kind not shaped like one', () => {
    expect(parseActivitySearch({ page: 1 })).toEqual({});
    expect(parseActivitySearch({ page: 'abc' })).toEqual({});
    expect(parseActivitySearch({ page: -2 })).toEqual({});
    expect(parseActivitySearch({ page: 1.5 })).toEqual({});
    expect(parseActivitySearch({ actor: '   ' })).toEqual({});
    expect(parseActivitySearch({ actor: { $ne: 1 } })).toEqual({});
    expect(parseActivitySearch({ actor: 'a'.repeat(ACTIVITY_ACTOR_MAX_LENGTH + 1) })).toEqual({});
    expect(parseActivitySearch({ kind: 'toString' })).toEqual({});
    expect(parseActivitySearch({ kind: 'Team.Role changed' })).toEqual({});
    expect(parseActivitySearch({ kind: '' })).toEqual({});
    expect(parseActivitySearch({ kind: ['team.enabled'] })).toEqual({});
  });

  it('drops a date that is not a real YYYY-MM-DD day', () => {
    expect(parseActivitySearch({ from: '2024-02-29', to: '2026-12-31' })).toEqual({ from: '2024-02-29', to: '2026-12-31' });
    expect(parseActivitySearch({ from: '2026-02-30' })).toEqual({});
    expect(parseActivitySearch({ from: '2026-13-01' })).toEqual({});
    expect(parseActivitySearch({ to: '25/11/2026' })).toEqual({});
    expect(parseActivitySearch({ to: '2026-11-25T10:00' })).toEqual({});
    expect(parseActivitySearch({ to: 20261125 })).toEqual({});
  });

  it('leaves a From after To to the server, which says why', () => {
    expect(parseActivitySearch({ from: '2026-11-25', to: '2026-11-01' })).toEqual({ from: '2026-11-25', to: '2026-11-01' });
  });
});

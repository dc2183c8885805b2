import { describe, expect, it } from 'vitest';
import { parseTeamSearch, TEAM_SEARCH_MAX_LENGTH } from './team-search.ts';

describe('parseTeamSearch', () => {
  it('is the first page of every account without params', () => {
    expect(parseTeamSearch({})).toEqual({});
  });

  it('keeps a page after the first and the search text', () => {
    expect(parseTeamSearch({ page: 3, search: 'bob' })).toEqual({ page: 3, search: 'bob' });
    expect(parseTeamSearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('reads a numeric search as the text typed', () => {
    expect(parseTeamSearch({ search: 123 })).toEqual({ search: '123' });
  });

  it('drops page 1, a malformed page and a blank search', () => {
    expect(parseTeamSearch({ page: 1 })).toEqual({});
    expect(parseTeamSearch({ page: 'abc' })).toEqual({});
    expect(parseTeamSearch({ page: -2 })).toEqual({});
    expect(parseTeamSearch({ page: 1.5 })).toEqual({});
    expect(parseTeamSearch({ search: '   ' })).toEqual({});
    expect(parseTeamSearch({ search: { $ne: 1 } })).toEqual({});
  });

  it('cuts a search longer than the server takes', () => {
    expect(parseTeamSearch({ search: 'a'.repeat(TEAM_SEARCH_MAX_LENGTH + 20) }).search).toHaveLength(TEAM_SEARCH_MAX_LENGTH);
  });

  it('keeps the customers list in the address; the staff list is the default and left out', () => {
    expect(parseTeamSearch({ list: 'customers', search: 'ann' })).toEqual({ list: 'customers', search: 'ann' });
    expect(parseTeamSearch({ list: 'staff' })).toEqual({});
    expect(parseTeamSearch({ list: 'admins' })).toEqual({});
  });
});

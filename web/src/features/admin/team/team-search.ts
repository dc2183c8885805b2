/** The longest search the team list takes (the server refuses more). */
export const TEAM_SEARCH_MAX_LENGTH = 100;

/** The /admin/team search params: the list (staff unless 'customers'), its page and the search text; each left out at its default. */
export interface TeamSearch {
  list?: 'customers';
  page?: number;
  search?: string;
}

/** Reads the team screen's params from a raw search object; a malformed page is dropped, an over-long search cut. */
export function parseTeamSearch(search: Record<string, unknown>): TeamSearch {
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  // The router reads `?search=123` as a number: it is still the text the admin typed.
  const raw = typeof search.search === 'string' || typeof search.search === 'number' ? String(search.search) : '';
  const text = raw.slice(0, TEAM_SEARCH_MAX_LENGTH);
  const result: TeamSearch = {};
  if (Number.isSafeInteger(page) && page > 1) result.page = page;
  if (text.trim() !== '') result.search = text;
  if (search.list === 'customers') result.list = 'customers';
  return result;
}

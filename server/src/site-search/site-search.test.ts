// What visitors search the blog for (issue 44), through real HTTP on a real database: a search loaded whole or typed
// (the tRPC call, alone or batched) counts once a request, a kept page of results too; a search typed on through pauses
// counts once as its last form; what it found is kept (nothing found stands out); bots, later pages, e-mail addresses
// and phone numbers are not kept; editors only; the CSV export. On the external PostgreSQL and the embedded one.
import type { SiteSearchTermPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { searchTermOf } from './site-search-log.ts';
import { searchOfRequest } from './site-search.plugin.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

let stamp = 0;
/** `n` in letters alone (base 26, a to z). */
const letters = (n: number) => [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
/**
 * A word no post has, fresh for this run: letters only, since a term holding a number of seven digits is not kept (searchTermOf).
 * The time in base 36 held four digits or more in about 1 millisecond of 40; then none of the 55 `paging… NN` was kept.
 */
const unique = (what: string, at = Date.now()) => `${what}${letters(at)}${letters(stamp++)}`;

describe('which requests are searches', () => {
  it('reads the first page of a search from the blog’s pages and its tRPC call, alone or batched', () => {
    expect(searchOfRequest('/blog?q=harbour+cafe')).toEqual({ q: 'harbour cafe', typed: false });
    expect(searchOfRequest('/blog/category/tutorials?q=maps')).toEqual({ q: 'maps', typed: false });
    expect(searchOfRequest('/blog/page/2?q=maps')).toBeNull();
    expect(searchOfRequest('/blog/some-post?q=maps')).toBeNull();
    expect(searchOfRequest('/blog?q=%20')).toBeNull();
    const one = encodeURIComponent(JSON.stringify({ page: 1, category: null, q: 'reviews' }));
    expect(searchOfRequest(`/trpc/blogPost.list?input=${one}`)).toEqual({ q: 'reviews', typed: true });
    const batch = encodeURIComponent(JSON.stringify({ 0: { slug: 'x' }, 1: { q: 'citations' } }));
    expect(searchOfRequest(`/trpc/blogPost.bySlug,blogPost.list?batch=1&input=${batch}`)).toEqual({ q: 'citations', typed: true });
    const later = encodeURIComponent(JSON.stringify({ page: 3, q: 'reviews' }));
    expect(searchOfRequest(`/trpc/blogPost.list?input=${later}`)).toBeNull();
    expect(searchOfRequest('/trpc/blogPost.list?input=not-json')).toBeNull();
    expect(searchOfRequest('/trpc/%E0%A4%A?input={}')).toBeNull();
  });

  it('keeps a term trimmed and in lower case, never one that looks like an address or a phone number', () => {
    expect(searchTermOf('  Harbour   CAFE ')).toBe('harbour cafe');
    expect(searchTermOf('jane.doe@example.com')).toBeNull();
    expect(searchTermOf('call 0161 496 0000')).toBeNull();
    expect(searchTermOf('+44 (161) 496-0000')).toBeNull();
    expect(searchTermOf('account 1234567')).toBeNull();
    expect(searchTermOf('order 123456')).toBe('order 123456');
    // Numbers apart in words are no phone number.
    expect(searchTermOf('RTX 4090 vs 3090')).toBe('rtx 4090 vs 3090');
    expect(searchTermOf('seo 2026')).toBe('seo 2026');
    expect(searchTermOf('x'.repeat(300))).toHaveLength(100);
  });

  it('makes the words these tests search for of letters, kept at any time (1796604613632 is mxck0000 in base 36)', () => {
    expect(unique('paging', 1796604613632)).toMatch(/^[a-z]+$/);
    expect(searchTermOf(`${unique('paging', 1796604613632)} 07`)).not.toBeNull();
  });
});

for (const embedded of [false, true]) {
  describe(`site-search terms (${embedded ? 'embedded database' : 'external PostgreSQL when TEST_DATABASE_URL names one'})`, () => {
    let server: TestServer;
    let editor: TestClient;
    let word: string;

    const visit = (path: string, agent = BROWSER) => fetch(`${server.baseUrl}${path}`, { headers: { 'User-Agent': agent } });
    const typed = (q: string) => visit(`/trpc/blogPost.list?input=${encodeURIComponent(JSON.stringify({ page: 1, category: null, q }))}`);
    const terms = async (input: Record<string, unknown>) => trpcData<SiteSearchTermPage>(await trpcQuery(editor, 'siteSearch.list', input));

    beforeAll(async () => {
      server = await startTestServer({}, { embedded, webStandIn: true });
      editor = (await server.signedInAccount('editor')).client;
      word = unique('lighthousez');
      await insertPublishedPosts(server.orm, 2, { prefix: `Guide to ${word}` });
    }, 180_000);

    afterAll(async () => {
      await server?.close();
    });

    it('counts each search of a term, loaded whole (a kept page too) or typed, with what its last search found', async () => {
      for (let i = 0; i < 3; i += 1) expect((await visit(`/blog?q=${word}`)).status).toBe(200);
      expect((await typed(word.toUpperCase())).status).toBe(200);
      const missing = unique('zzqx');
      await typed(missing);
      await visit(`/blog?q=${word}`, CRAWLER);
      await visit(`/blog/page/2?q=${word}`);
      // An editor following the term from the admin screen is not a visitor searching.
      await fetch(`${server.baseUrl}/blog?q=${word}`, {
        headers: { 'User-Agent': BROWSER, Referer: `${server.baseUrl}/admin/site-search` },
      });
      const page = await terms({ q: word });
      expect(page.terms).toEqual([expect.objectContaining({ term: word, searches: 4, lastResults: 2 })]);
      const nothing = await terms({ nothingFound: true, q: missing });
      expect(nothing.terms).toEqual([expect.objectContaining({ term: missing, searches: 1, lastResults: 0 })]);
      // The "found nothing" filter leaves out the term that found posts.
      expect((await terms({ nothingFound: true, q: word })).total).toBe(0);
    });

    it('counts a search typed on through pauses once, as its last form; keeps no e-mail address', async () => {
      const whole = unique('harbourcafe');
      for (let end = 4; end < whole.length; end += 4) await typed(whole.slice(0, end));
      await typed(whole);
      await typed('someone@example.com');
      // The first half already written (the list writes the counts) when the visitor types on: taken back all the same.
      const later = unique('quaysidebakery');
      await typed(later.slice(0, 6));
      expect((await terms({ q: later.slice(0, 6) })).terms.map((term) => term.term)).toEqual([later.slice(0, 6)]);
      await typed(later);
      expect((await terms({ q: later.slice(0, 6) })).terms.map((term) => [term.term, term.searches])).toEqual([[later, 1]]);
      const page = await terms({ q: whole.slice(0, 4) });
      expect(page.terms.map((term) => [term.term, term.searches])).toEqual([[whole, 1]]);
      expect((await terms({ q: '@' })).total).toBe(0);
    });

    it('lists by searches or by last searched, a page at a time, and exports CSV; authors are refused', async () => {
      const base = unique('paging');
      for (let i = 0; i < 55; i += 1) await visit(`/blog?q=${base}+${String(i).padStart(2, '0')}`);
      const first = await terms({ q: base, sort: 'recent' });
      expect(first.total).toBe(55);
      expect(first.terms).toHaveLength(50);
      const second = await terms({ q: base, sort: 'recent', after: first.next });
      expect(second.terms).toHaveLength(5);
      expect(second.next).toBeNull();
      const all = [...first.terms, ...second.terms].map((term) => term.term);
      expect(new Set(all).size).toBe(55);
      const csv = await editor.get('/api/admin/site-search/export.csv');
      expect(csv.status).toBe(200);
      expect(csv.text.split('\r\n')[0]).toBe('term,searches,last_results,first_searched,last_searched');
      expect(csv.text).toContain(`${base} 07,1,`);
      const author = await server.signedInClient('author');
      expect((await trpcQuery(author, 'siteSearch.list', {})).status).toBe(403);
      expect((await author.get('/api/admin/site-search/export.csv')).status).toBe(403);
    });
  });
}

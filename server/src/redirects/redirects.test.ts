// The 404 monitor and the redirect rules (issue 44) through real HTTP on a real database: a visitor's 404 is counted
// with its referrer (no query, no address, no user agent stored), a bot's is not; a rule made from it answers the next
// request with its status (query kept, one hop from a trailing slash, a prefix's rest kept, 410 as the not-found page);
// refusals for the home page, site addresses, live pages, missing targets, loops and chains; CSV import all or nothing
// and export; editors only. On the external PostgreSQL and the embedded one.
import type { NotFoundPage, RedirectImportResult, RedirectRule, RedirectRulePage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let stamp = 0;
/** A fresh path segment for this run. */
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${stamp++}`;

for (const embedded of [false, true]) {
  describe(`404s and redirects (${embedded ? 'embedded database' : 'external PostgreSQL when TEST_DATABASE_URL names one'})`, () => {
    let server: TestServer;
    let editor: TestClient;
    let postSlug: string;

    /** A visitor's GET of `path`, redirects not followed. */
    const visit = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER, ...headers } });

    const notFoundList = async (q: string) => trpcData<NotFoundPage>(await trpcQuery(editor, 'notFound.list', { q }));
    const create = (rule: Record<string, unknown>) => editor.post('/trpc/redirect.create', rule);

    beforeAll(async () => {
      server = await startTestServer({}, { embedded, webStandIn: true });
      editor = (await server.signedInAccount('editor')).client;
      const prefix = unique('Spring audit checklist');
      await insertPublishedPosts(server.orm, 1, { prefix });
      const [row] = await server.orm.em
        .fork()
        .getConnection()
        .execute<Array<{ slug: string }>>('select slug from blog_posts where title = ?', [`${prefix} 1`]);
      postSlug = row!.slug;
    }, 180_000);

    afterAll(async () => {
      await server?.close();
    });

    it('counts a visitor’s 404 with the linking page (no query), not a bot’s, and lists it with hits', async () => {
      const path = `/${unique('old-offer')}`;
      expect((await visit(`${path}?email=someone%40example.com`, { Referer: 'https://news.example/links?id=7#top' })).status).toBe(404);
      expect((await visit(path, { Referer: `${server.baseUrl}/pricing?x=1` })).status).toBe(404);
      expect((await visit(path, { 'User-Agent': CRAWLER })).status).toBe(404);
      const { paths, total } = await notFoundList(path.slice(1));
      expect(total).toBe(1);
      expect(paths[0]).toMatchObject({ path, hits: 2 });
      expect(paths[0]!.referrers.map((row) => row.referrer).sort()).toEqual(['/pricing', 'https://news.example/links']);
      // Nothing of the visitor is stored: the rows hold the path, referrers without queries, counts and times.
      const stored = JSON.stringify(
        await server.orm.em
          .fork()
          .getConnection()
          .execute('select p.*, r.referrer from not_found_paths p join not_found_referrers r using (path) where p.path = ?', [path]),
      );
      expect(stored).not.toContain('example.com');
      expect(stored).not.toContain('Mozilla');
      expect(stored).not.toContain('127.0.0.1');
    });

    it('a rule made from a 404 answers the next request with a 301 (query kept), and the path leaves the list', async () => {
      const path = `/${unique('old-post')}`;
      await visit(path);
      expect((await notFoundList(path.slice(1))).total).toBe(1);
      const rule = trpcData<RedirectRule>(await create({ source: path, target: '/pricing' }));
      expect(rule).toMatchObject({ source: path, target: '/pricing', status: 301, match: 'exact' });
      const moved = await visit(`${path}?utm_source=news`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/pricing?utm_source=news');
      // An old link's spelling (capitals, trailing slash) is one hop too.
      const spelled = await visit(`${path.toUpperCase()}/`);
      expect(spelled.status).toBe(301);
      expect(spelled.headers.get('location')).toBe('/pricing');
      expect((await notFoundList(path.slice(1))).total).toBe(0);
      // Hits are counted (written with the next 404 list read).
      await notFoundList('');
      const listed = trpcData<RedirectRulePage>(await trpcQuery(editor, 'redirect.list', { q: path.slice(1) }));
      expect(listed.rules[0]).toMatchObject({ source: path, hits: 2 });
    });

    it('a prefix rule keeps the rest of the path; a 410 rule renders the not-found page with 410; a 302 is temporary', async () => {
      const base = `/${unique('old-blog')}`;
      trpcData(await create({ source: base, match: 'prefix', target: '/blog' }));
      const moved = await visit(`${base}/${postSlug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/blog/${postSlug}`);
      // Only at a slash: a longer segment is not under it.
      expect((await visit(`${base}er`)).status).toBe(404);
      const gone = `/${unique('discontinued')}`;
      trpcData(await create({ source: gone, status: 410 }));
      const answer = await visit(gone);
      expect(answer.status).toBe(410);
      expect(answer.headers.get('content-type')).toContain('text/html');
      const temporary = `/${unique('seasonal')}`;
      trpcData(await create({ source: temporary, status: 302, target: 'https://partner.example/offer' }));
      const away = await visit(temporary);
      expect(away.status).toBe(302);
      expect(away.headers.get('location')).toBe('https://partner.example/offer');
    });

    it('refuses the home page, the site’s own addresses, a live page, a missing target, a loop and a chain, with what to do', async () => {
      const refusals: Array<[Record<string, unknown>, number, string]> = [
        [{ source: '/', target: '/pricing' }, 400, 'The home page cannot be redirected.'],
        [{ source: '/admin/team', target: '/pricing' }, 400, 'cannot be redirected'],
        [{ source: '/api/user', target: '/pricing' }, 400, 'cannot be redirected'],
        [
          { source: '/Pricing/', target: '/contact' },
          400,
          "'/pricing' is one of this site's own addresses (under /pricing). It cannot be redirected.",
        ],
        [
          { source: `/blog/${postSlug}`, target: '/contact' },
          409,
          `'/blog/${postSlug}' is a page on this site: a redirect there would never be used.`,
        ],
        [{ source: `/${unique('x')}`, target: `/${unique('nowhere')}` }, 409, 'is not a page on this site (it answers 404)'],
        [{ source: `/${unique('x')}`, target: 'javascript:alert(1)' }, 400, 'A target is a path on this site'],
        [{ source: `/${unique('x')}`, target: '//evil.example/' }, 400, 'A target is a path on this site'],
        [{ source: `/${unique('x')}`, target: '' }, 400, 'Enter where the path goes'],
      ];
      for (const [rule, status, message] of refusals) {
        const res = await create(rule);
        expect(res.status, JSON.stringify(rule)).toBe(status);
        expect(res.json.error.message, JSON.stringify(rule)).toContain(message);
      }
      const loop = `/${unique('loop')}`;
      const res = await create({ source: loop, match: 'prefix', target: `${loop}/deeper` });
      expect(res.status).toBe(409);
      expect(res.json.error.message).toContain('would redirect again and again');
      // A chain: a target that is itself redirected, and a source another rule sends visitors to.
      const first = `/${unique('first')}`;
      const second = `/${unique('second')}`;
      trpcData(await create({ source: second, target: '/pricing' }));
      const chained = await create({ source: first, target: second });
      expect(chained.status).toBe(409);
      expect(chained.json.error.message).toContain(`is itself redirected to '/pricing': point this rule at '/pricing' instead`);
      const taken = await create({ source: second, target: '/contact' });
      expect(taken.status).toBe(409);
      expect(taken.json.error.message).toContain('exists already');
    });

    it('imports CSV all or nothing (naming the lines at fault), replaces a source’s rule, and exports what it reads', async () => {
      const a = `/${unique('import-a')}`;
      const b = `/${unique('import-b')}`;
      const refused = await editor.post('/trpc/redirect.importCsv', {
        csv: `source,target,status,match\r\n${a},/pricing,301,exact\r\n/admin,/pricing,301,exact\r\n${b},,302,exact\r\n`,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toContain('Nothing was imported.');
      expect(refused.json.error.message).toContain('Line 3:');
      expect(refused.json.error.message).toContain('Line 4:');
      expect((await visit(a)).status).toBe(404);
      const result = trpcData<RedirectImportResult>(
        await editor.post('/trpc/redirect.importCsv', {
          csv: `\uFEFFsource,target,status\n${a},/pricing,301\n"${b}",,410\n`,
        }),
      );
      expect(result).toEqual({ created: 2, updated: 0 });
      expect((await visit(a)).headers.get('location')).toBe('/pricing');
      expect((await visit(b)).status).toBe(410);
      const again = trpcData<RedirectImportResult>(
        await editor.post('/trpc/redirect.importCsv', { csv: `source,target\n${a},/contact\n` }),
      );
      expect(again).toEqual({ created: 0, updated: 1 });
      expect((await visit(a)).headers.get('location')).toBe('/contact');
      const exported = await editor.get('/api/admin/redirects/export.csv');
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('text/csv');
      expect(exported.text.split('\r\n')[0]).toBe('source,target,status,match,hits,last_hit');
      expect(exported.text).toContain(`${a},/contact,301,exact,`);
      expect(exported.text).toContain(`${b},,410,exact,`);
    });

    it('editors change and delete rules (the path answers 404 again); authors are refused every call', async () => {
      const path = `/${unique('change-me')}`;
      const rule = trpcData<RedirectRule>(await create({ source: path, target: '/pricing' }));
      const changed = trpcData<RedirectRule>(
        await editor.post('/trpc/redirect.update', { id: rule.id, rule: { source: path, target: '/contact', status: 302 } }),
      );
      expect(changed).toMatchObject({ target: '/contact', status: 302 });
      expect((await visit(path)).status).toBe(302);
      trpcData(await editor.post('/trpc/redirect.remove', { id: rule.id }));
      expect((await visit(path)).status).toBe(404);
      expect((await editor.post('/trpc/redirect.remove', { id: rule.id })).status).toBe(404);
      const author = await server.signedInClient('author');
      expect((await trpcQuery(author, 'notFound.list', {})).status).toBe(403);
      expect((await trpcQuery(author, 'redirect.list', {})).status).toBe(403);
      expect((await author.post('/trpc/redirect.create', { source: `/${unique('x')}`, target: '/pricing' })).status).toBe(403);
      expect((await author.get('/api/admin/redirects/export.csv')).status).toBe(403);
    });
  });
}

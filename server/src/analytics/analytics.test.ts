// The site's analytics (issue 44), through real HTTP on a real database: which requests count as page views (public
// pages answered 200, kept pages too; not bots, prefetches, GPC, 404s, files, the admin area), visitors told apart
// by the day's hash with no address or user agent stored, visits, sources, campaigns, devices, entry and exit pages,
// time on page from the beacon, live visitors, the roll-ups over days and months, pruning, roles and the CSV. On the
// external PostgreSQL and the embedded one.
import type { AnalyticsLive, AnalyticsOverview, AnalyticsTableResult, PostTrafficPage } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { AnalyticsRecorder, MAX_EVENTS_PER_ADDRESS, type SeenView } from './analytics-recorder.ts';
import { pruneAnalytics, rollUpPending } from './analytics-rollup.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

for (const embedded of [false, true]) {
  describe(`site analytics (${embedded ? 'embedded database' : 'external PostgreSQL when TEST_DATABASE_URL names one'})`, () => {
    let server: TestServer;
    let editor: TestClient;
    let author: TestClient;
    let clock = new Date('2026-06-10T09:00:00Z');

    const visit = (path: string, agent: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${server.baseUrl}${path}`, { method, headers: { 'User-Agent': agent, ...headers } });
    const beacon = (path: string, ms: number, agent: string) =>
      fetch(`${server.baseUrl}/api/analytics/beacon`, {
        method: 'POST',
        headers: { 'User-Agent': agent, 'Content-Type': 'text/plain;charset=UTF-8', Origin: server.baseUrl },
        body: JSON.stringify({ p: path, t: ms }),
      });
    const overview = async (input: Record<string, unknown>) =>
      trpcData<AnalyticsOverview>(await trpcQuery(editor, 'analytics.overview', input));
    const table = async (input: Record<string, unknown>) =>
      trpcData<AnalyticsTableResult>(await trpcQuery(editor, 'analytics.table', input));
    const rows = (sql: string, params: unknown[] = []) =>
      server.orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>(sql, params, 'all');

    beforeAll(async () => {
      setClock(() => clock);
      server = await startTestServer({}, { embedded, webStandIn: true });
      editor = (await server.signedInAccount('editor')).client;
      author = (await server.signedInAccount('author')).client;
    }, 180_000);

    afterEach(() => {
      clock = new Date(clock.getTime() + 3 * 24 * 60 * 60 * 1000);
    });

    afterAll(async () => {
      setClock();
      await server?.close();
    });

    it('counts two visitors on three pages, not a bot, a prefetch, GPC, a 404, a file or the admin area; stores no address or agent', async () => {
      const at = (minutes: number) => (clock = new Date(Date.parse('2026-06-10T09:00:00Z') + minutes * 60_000));
      at(0);
      expect((await visit('/', DESKTOP, { Referer: 'https://www.google.com/' })).status).toBe(200);
      at(1);
      expect((await visit('/pricing', DESKTOP, { Referer: `${server.baseUrl}/` })).status).toBe(200);
      at(2);
      expect((await visit('/blog', DESKTOP, { Referer: `${server.baseUrl}/pricing` })).status).toBe(200);
      expect((await beacon('/blog', 12_000, DESKTOP)).status).toBe(204);
      at(3);
      const fromNewsletter = await visit('/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring-audit', PHONE);
      expect(fromNewsletter.status).toBe(200);
      expect(fromNewsletter.headers.get('set-cookie')).toBeNull();
      // A reload of a page the browser holds, answered 304 (unchanged), is a view too.
      const etag = fromNewsletter.headers.get('etag');
      expect(etag).not.toBeNull();
      at(3.5);
      const reload = await visit('/pricing', PHONE, { 'If-None-Match': etag!, Accept: 'text/html', 'Sec-Fetch-Dest': 'document' });
      expect(reload.status).toBe(304);
      // Not counted: a crawler, a prefetch, a browser sending GPC, a 404, a HEAD, a file, the admin area, the dashboard.
      await visit('/about', CRAWLER);
      await visit('/about', DESKTOP, { 'Sec-Purpose': 'prefetch' });
      await visit('/about', DESKTOP, { 'Sec-GPC': '1' });
      expect((await visit('/no-such-page-here', DESKTOP)).status).toBe(404);
      await visit('/about', DESKTOP, {}, 'HEAD');
      await visit('/robots.txt', DESKTOP);
      await visit('/admin', DESKTOP);
      await visit('/dashboard', DESKTOP);
      // A member of staff reading the site, signed in.
      expect((await editor.get('/about', { 'User-Agent': DESKTOP })).status).toBe(200);
      expect((await beacon('/pricing', 30_000, CRAWLER)).status).toBe(204);

      at(4);
      const live = trpcData<AnalyticsLive>(await trpcQuery(editor, 'analytics.live'));
      expect(live).toMatchObject({ visitors: 2, views: 5 });
      expect(live.pages[0]).toEqual({ path: '/pricing', visitors: 2 });

      const today = await overview({ range: 'today' });
      expect(today.totals).toEqual({ visitors: 2, views: 5, visits: 2, viewsPerVisit: 2.5, timeOnPageMs: 12_000 });
      expect(today.grain).toBe('hour');
      expect(today.series).toHaveLength(24);
      expect(today.series[9]).toEqual({ at: '2026-06-10T09:00:00.000Z', visitors: 2, views: 5 });
      expect(today.previous).toEqual({ visitors: 0, views: 0, visits: 0, viewsPerVisit: 0, timeOnPageMs: null });

      const pages = await table({ range: 'today', table: 'pages' });
      expect(pages.total).toBe(3);
      expect(pages.rows[0]).toEqual({ key: '/pricing', visitors: 2, views: 3, visits: 2, entries: 1, exits: 1, timeOnPageMs: null });
      expect(pages.rows.find((row) => row.key === '/blog')).toMatchObject({ views: 1, exits: 1, timeOnPageMs: 12_000 });
      expect((await table({ range: 'today', table: 'entries' })).rows.map((row) => [row.key, row.entries])).toEqual([
        ['/pricing', 1],
        ['/', 1],
      ]);
      expect((await table({ range: 'today', table: 'exits' })).rows.map((row) => row.key).sort()).toEqual(['/blog', '/pricing']);
      const sources = await table({ range: 'today', table: 'sources' });
      expect(sources.rows.map((row) => [row.key, row.group, row.views]).sort()).toEqual([
        ['Google', 'search', 3],
        ['Newsletter', 'newsletter', 2],
      ]);
      expect((await table({ range: 'today', table: 'campaigns' })).rows).toEqual([
        { key: 'spring-audit', visitors: 1, views: 2, visits: 1 },
      ]);
      expect((await table({ range: 'today', table: 'devices' })).rows.map((row) => row.key).sort()).toEqual(['desktop', 'mobile']);

      // What is stored: the day's numbers, never an address or a user agent.
      const stored = JSON.stringify(await rows('select * from analytics_events'));
      expect(stored).not.toMatch(/127\.0\.0\.1|::1|Mozilla|iPhone|Chrome/);
      expect(await rows(`select day from analytics_keys.day_salts`)).toHaveLength(1);
    });

    it("counts a beacon's time only for a page its visitor viewed that day, at most 6 hours a view and 24 a day", async () => {
      const day = clock.toISOString().slice(0, 10);
      const at = (time: string) => (clock = new Date(`${day}T${time}:00Z`));
      const reader = `${DESKTOP} reader`;
      const scripted = `${PHONE} scripted`;
      const SIX_HOURS = 6 * 60 * 60 * 1000;
      at('10:00');
      await visit('/about', reader);
      // One view of /about, two beacons of the longest time each: one view's worth counts.
      expect((await beacon('/about', SIX_HOURS, reader)).status).toBe(204);
      expect((await beacon('/about', SIX_HOURS, reader)).status).toBe(204);
      // Five views of /pricing, a beacon of six hours after each: no more than the day counts.
      for (let n = 0; n < 5; n++) {
        at(`11:0${n}`);
        await visit('/pricing', reader);
        expect((await beacon('/pricing', SIX_HOURS, reader)).status).toBe(204);
      }
      // Beacons for pages their sender was never counted viewing (a script posting them, no page loaded): nothing.
      expect((await beacon('/features', SIX_HOURS, reader)).status).toBe(204);
      for (let n = 0; n < 3; n++) expect((await beacon('/about', SIX_HOURS, scripted)).status).toBe(204);
      at('12:00');
      const totals = (await overview({ range: 'today' })).totals;
      // Two timed pairs (the reader on /about and on /pricing): 6 h and 24 h, an average of 15 h.
      expect(totals).toMatchObject({ visitors: 1, views: 6, timeOnPageMs: 15 * 60 * 60 * 1000 });
      const pages = (await table({ range: 'today', table: 'pages' })).rows;
      expect(pages.find((row) => row.key === '/about')).toMatchObject({ views: 1, timeOnPageMs: SIX_HOURS });
      expect(pages.find((row) => row.key === '/pricing')).toMatchObject({ views: 5, timeOnPageMs: 24 * 60 * 60 * 1000 });
      expect(pages.find((row) => row.key === '/features')).toBeUndefined();
    });

    it('ends a visit after 30 minutes without a page view, and tells the same person apart on another day', async () => {
      const day = clock.toISOString().slice(0, 10);
      const at = (time: string) => (clock = new Date(`${day}T${time}:00Z`));
      const agent = `${DESKTOP} visits`;
      at('08:00');
      await visit('/features', agent);
      at('08:20');
      await visit('/pricing', agent, { Referer: `${server.baseUrl}/features` });
      // 40 minutes later: a new visit, from this site's own page left open (Direct as a visit's source).
      at('09:00');
      await visit('/contact', agent, { Referer: `${server.baseUrl}/pricing` });
      const totals = (await overview({ range: 'today' })).totals;
      expect(totals).toMatchObject({ visitors: 1, views: 3, visits: 2, viewsPerVisit: 1.5 });
      expect((await table({ range: 'today', table: 'sources' })).rows).toEqual([
        { key: 'Direct', group: 'direct', visitors: 1, views: 3, visits: 2 },
      ]);
      // The next day, the same address and browser are a new number (the salt changed).
      const numbers = await rows(`select distinct visitor from analytics_events where at >= ?`, [`${day}T00:00:00Z`]);
      clock = new Date(Date.parse(`${day}T10:00:00Z`) + 24 * 60 * 60 * 1000);
      await visit('/features', agent);
      await overview({ range: 'today' });
      const next = await rows(`select distinct visitor from analytics_events where at >= ?`, [clock.toISOString().slice(0, 10)]);
      expect(next).toHaveLength(1);
      expect(numbers.map((row) => String(row.visitor))).not.toContain(String(next[0]!.visitor));
      // Once the day is over, its salt is deleted: no number of it can be made again.
      expect((await rows(`select to_char(day, 'YYYY-MM-DD') as day from analytics_keys.day_salts`)).map((row) => row.day)).not.toContain(
        day,
      );
    });

    it('rolls days up for good, months from their days, reads any range from them, and prunes raw events only once counted', async () => {
      // Three months of views straight into the raw table: 2 a day, by two visitors, on one of two pages.
      const start = Date.parse('2025-01-01T12:00:00Z');
      const events = [];
      for (let day = 0; day < 90; day++)
        for (let i = 0; i < 2; i++)
          events.push({
            at: new Date(start + day * 86_400_000 + i * 60_000).toISOString(),
            visitor: day * 10 + i,
            path: i === 0 ? '/a' : '/b',
          });
      await server.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into analytics_events (at, kind, visitor, path, source, source_group, device)
             select at, 0, visitor, path, 'Direct', 'direct', 'desktop' from json_to_recordset(?::json) as t(at timestamptz, visitor bigint, path text)`,
          [JSON.stringify(events)],
          'run',
        );
      // Counted as a later pass would (the days before the last final one are already final: rolled from the first raw day).
      await server.orm.em.fork().getConnection().execute(`delete from analytics_rolled_days`, [], 'run');
      await rollUpPending(server.orm.em.fork(), new Date('2025-04-02T00:30:00Z'), true);
      const final = await rows(`select count(*)::int as n from analytics_rolled_days where final and day < '2025-04-01'`);
      expect(final[0]!.n).toBe(90);
      const months = await rows(
        `select to_char(period at time zone 'UTC', 'YYYY-MM') as month, views from analytics_rollups where grain = 'month' and dimension = 'all' order by 1`,
      );
      // Each month once its last day is final; April (begun) is read from its days, never rolled up by a catch-up.
      expect(months.filter((row) => String(row.month).startsWith('2025'))).toEqual([
        { month: '2025-01', views: 62 },
        { month: '2025-02', views: 56 },
        { month: '2025-03', views: 62 },
      ]);
      // A custom range over part of January, all of February and part of March: whole months from month rows, the rest from days.
      clock = new Date('2025-04-02T01:00:00Z');
      const custom = { range: 'custom', from: '2025-01-20', to: '2025-03-05' };
      const summed = await overview(custom);
      expect(summed.totals).toMatchObject({ views: 2 * 45, visitors: 2 * 45, visits: 2 * 45 });
      expect(summed.series).toHaveLength(45);
      const pages = await table({ ...custom, table: 'pages' });
      expect(pages.rows.map((row) => [row.key, row.views])).toEqual([
        ['/a', 45],
        ['/b', 45],
      ]);
      const csv = await editor.get(`/api/admin/analytics/export.csv?table=pages&range=custom&from=2025-01-20&to=2025-03-05`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toContain('analytics-pages-2025-01-20-to-2025-03-05.csv');
      expect(csv.text.split('\r\n').slice(0, 3)).toEqual([
        'page,visitors,views,visits,entries,exits,time_on_page_s',
        '/a,45,45,45,45,45,',
        '/b,45,45,45,45,45,',
      ]);
      // Raw events older than 30 days go, the counts stay.
      const gone = await pruneAnalytics(server.orm.em.fork(), 30, new Date('2025-04-02T01:00:00Z'));
      expect(gone).toBe(2 * (31 + 28 + 2));
      expect((await overview(custom)).totals.views).toBe(90);
    });

    it('lists published posts beside their SEO score, those scoring well with no views and those drawing views with a bad score first', async () => {
      await insertPublishedPosts(server.orm, 5, { prefix: 'Traffic check' });
      const posts = await rows(`select id, slug from blog_posts where slug like 'traffic-check-%' order by slug`);
      // Scores and views of the last 30 days: unseen (green, none), weak (red, some), two others, and a draft-like post kept out.
      const plan = [
        { score: 85, views: 0 },
        { score: 30, views: 3 },
        { score: 60, views: 5 },
        { score: 90, views: 1 },
        { score: 75, views: 0 },
      ];
      for (const [index, post] of posts.entries()) {
        const { score, views } = plan[index]!;
        await rows(
          `insert into seo_analyses (kind, ref_id, name, path, admin_href, seo_score, readability_score, worst_text, analysed_from, analysed_by)
           values ('post', ?, ?, ?, '/admin', ?, 50, ?, 'test', 'save')
           on conflict (kind, ref_id) do update set seo_score = excluded.seo_score, path = excluded.path, worst_text = excluded.worst_text`,
          [String(post.id), String(post.slug), `/blog/${String(post.slug)}`, score, score < 70 ? 'The title is too short.' : null],
        );
        if (views > 0)
          await rows(
            `insert into analytics_rollups (grain, period, dimension, key, visitors, views, visits) values ('day', ?, 'page', ?, ?, ?, ?)`,
            [`${clock.toISOString().slice(0, 10)}T00:00:00Z`, `/blog/${String(post.slug)}`, views, views, views],
          );
      }
      await rows(`update blog_posts set status = 'draft' where id = ?`, [posts[4]!.id]);
      const page = trpcData<PostTrafficPage>(await trpcQuery(editor, 'analytics.posts', {}));
      const ours = page.rows.filter((row) => posts.some((post) => post.id === row.id));
      expect(ours.map((row) => [row.seoScore, row.views, row.attention])).toEqual([
        [85, 0, 'unseen'],
        [30, 3, 'weak'],
        [60, 5, null],
        [90, 1, null],
      ]);
      expect(ours[1]).toMatchObject({ seoRating: 'bad', worst: 'The title is too short.', visitors: 3 });
      // The unseen come before any other post; the weak before any post that is neither.
      const firstOther = page.rows.findIndex((row) => row.attention === null);
      expect(page.rows.slice(0, firstOther).every((row) => row.attention !== null)).toBe(true);
      expect(page.total).toBeGreaterThanOrEqual(4);
      expect((await trpcQuery(author, 'analytics.posts', {})).status).toBe(403);
    });

    it('writes a large window whole, a thousand rows a statement, each view worked out at the write', async () => {
      const recorder = new AnalyticsRecorder();
      const at = new Date('2024-02-02T10:00:00Z');
      const view = (n: number): SeenView => ({
        at,
        kind: 0,
        ip: `10.0.${n % 250}.${n % 200}`,
        userAgent: `${DESKTOP} ${n}`,
        path: '/bulk',
        search: '',
        referer: undefined,
        mobileHint: undefined,
        siteHost: 'localhost',
        durationMs: null,
      });
      for (let n = 0; n < 2_500; n++) recorder.record(view(n));
      await recorder.flush(server.orm.em.fork());
      // The day's salt is known now: the next window's views get the same numbers.
      for (let n = 0; n < 1_200; n++) recorder.record(view(n));
      // What a view was is worked out at the write, from the request's own facts.
      recorder.record({
        ...view(0),
        path: '/bulk/caf%C3%A9',
        search: '?utm_source=newsletter&utm_campaign=Winter',
        mobileHint: '?1',
        referer: 'https://www.google.com/search?q=private',
      });
      await recorder.flush(server.orm.em.fork());
      expect(recorder.written).toBe(3_701);
      expect(await rows(`select path, source, source_group, campaign, device from analytics_events where path like '/bulk/%'`)).toEqual([
        { path: '/bulk/café', source: 'Newsletter', source_group: 'newsletter', campaign: 'Winter', device: 'mobile' },
      ]);
      expect(recorder.dropped).toBe(0);
      const [counted] = await rows(
        `select count(*)::int as views, count(distinct visitor)::int as visitors from analytics_events where path like '/bulk%'`,
      );
      expect(counted).toEqual({ views: 3_701, visitors: 2_500 });
    });

    it("leaves out what one address sends past its share of a window, still counting everyone else's views", async () => {
      const recorder = new AnalyticsRecorder();
      const at = new Date('2024-03-03T10:00:00Z');
      const view = (ip: string, n: number): SeenView => ({
        at,
        kind: 0,
        ip,
        userAgent: `${DESKTOP} ${n}`,
        path: '/flood',
        search: '',
        referer: undefined,
        mobileHint: undefined,
        siteHost: 'localhost',
        durationMs: null,
      });
      // One client as fast as it can, 20 visitors among its requests.
      for (let n = 0; n < MAX_EVENTS_PER_ADDRESS + 500; n++) {
        recorder.record(view('203.0.113.9', n));
        if (n % 70 === 0) recorder.record(view(`198.51.100.${n % 250}`, n));
      }
      await recorder.flush(server.orm.em.fork());
      expect(recorder.limited).toBe(500);
      expect(recorder.written).toBe(MAX_EVENTS_PER_ADDRESS + 22);
      // The next window: the address has its share again.
      for (let n = 0; n < 10; n++) recorder.record(view('203.0.113.9', n));
      await recorder.flush(server.orm.em.fork());
      expect(recorder.written).toBe(MAX_EVENTS_PER_ADDRESS + 32);
      expect(recorder.limited).toBe(500);
      expect(recorder.dropped).toBe(0);
      const [counted] = await rows(`select count(*)::int as views from analytics_events where path = '/flood'`);
      expect(counted).toEqual({ views: MAX_EVENTS_PER_ADDRESS + 32 });
    });

    it('refuses a bad beacon, a long one, a bad range, and anyone below editor', async () => {
      const bad = await fetch(`${server.baseUrl}/api/analytics/beacon`, {
        method: 'POST',
        headers: { 'User-Agent': DESKTOP, 'Content-Type': 'text/plain', Origin: server.baseUrl },
        body: 'hello',
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/A beacon is/);
      const long = await fetch(`${server.baseUrl}/api/analytics/beacon`, {
        method: 'POST',
        headers: { 'User-Agent': DESKTOP, 'Content-Type': 'text/plain', Origin: server.baseUrl },
        body: JSON.stringify({ p: `/${'x'.repeat(2000)}`, t: 1 }),
      });
      expect(long.status).toBe(413);
      const foreign = await fetch(`${server.baseUrl}/api/analytics/beacon`, {
        method: 'POST',
        headers: { 'User-Agent': DESKTOP, 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
        body: JSON.stringify({ p: '/', t: 1 }),
      });
      expect(foreign.status).toBe(403);
      const range = await trpcQuery(editor, 'analytics.overview', { range: 'custom', from: '2026-05-01', to: '2026-04-01' });
      expect(range.status).toBe(400);
      expect(range.text).toContain('The last day must not come before the first.');
      const csv = await editor.get('/api/admin/analytics/export.csv?table=nope');
      expect(csv.status).toBe(400);
      expect(csv.text).toContain('Choose a table');
      for (const path of ['analytics.overview', 'analytics.table', 'analytics.live']) {
        const refused = await trpcQuery(
          author,
          path,
          path === 'analytics.table' ? { table: 'pages' } : path === 'analytics.live' ? undefined : {},
        );
        expect(refused.status).toBe(403);
      }
      expect((await author.get('/api/admin/analytics/export.csv?table=pages')).status).toBe(403);
    });
  });
}

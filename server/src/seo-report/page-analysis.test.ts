import type { BuilderPageSummary, PageContent, SeoReportPage } from '@app/contracts';
import { analyse } from '@app/seo-analysis';
import { describe, expect, it } from 'vitest';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { worstProblem } from './analysis-row.ts';
import { readRenderedPage } from './rendered-page.ts';
import {
  queryRows,
  REPORT_TEST_ORIGIN,
  storedAnalysis,
  startReportTestServer,
  type StoredAnalysisRow,
} from '../test/report-test-server.ts';
import { backgroundAnalysesSettled } from './seo-runtime.ts';

// A stand-in for the SSR build's entry: every page renders a <main> with a heading and text naming its path.
const STAND_IN_ENTRY = `
export async function renderPage(options) {
  const path = new URL(options.url).pathname;
  const words = 'Roof repairs in Bristol keep the rain out of your home. '.repeat(path === '/pricing' ? 40 : 3);
  const body = '<header><p>Site header</p></header><main class="page"><h2>Roof repairs for ' + path + '</h2><p>' + words +
    '</p><p><a href="/contact">Ask us</a></p></main><footer><p>Footer</p></footer>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

const ORIGIN = REPORT_TEST_ORIGIN;
const report = startReportTestServer(STAND_IN_ENTRY);

const call = async <T>(path: string, input: unknown) => trpcData<T>(await report.admin.post(`/trpc/${path}`, input));
const rows = (sql: string, params: unknown[] = []) => queryRows<StoredAnalysisRow>(report.server, sql, params);
const storedRow = (kind: string, id: string) => storedAnalysis(report.server, kind, id);

describe('the pass after start-up', () => {
  it('analysed every seeded post, the seven built-in pages and every builder page, saying so in the rows', async () => {
    const [counts] = await queryRows<{ posts: number; builder: number }>(
      report.server,
      `select (select count(*)::integer from blog_posts) as posts,
              (select count(*)::integer from builder_pages where deleted_at is null) as builder`,
    );
    const stored = await rows(`select * from seo_analyses`);
    expect(counts!.posts).toBeGreaterThan(0);
    expect(stored.filter((row) => row.kind === 'post')).toHaveLength(counts!.posts);
    expect(
      stored
        .filter((row) => row.kind === 'page')
        .map((row) => row.ref_id)
        .sort(),
    ).toEqual(['about', 'blog', 'contact', 'features', 'home', 'pricing', 'use-cases']);
    expect(stored.filter((row) => row.kind === 'builder')).toHaveLength(counts!.builder);
    expect(stored.every((row) => row.analysed_by === 'start-up')).toBe(true);
    expect((await storedRow('page', 'pricing'))!.analysed_from).toBe('/pricing as rendered at version 0');
  });
});

describe('stored analysis of built-in pages', () => {
  it("analyses the page's rendered <main> and head after its SEO is saved, as analyse() does", async () => {
    const page = trpcData<PageContent>(await trpcQuery(report.admin, 'page.bySlug', { slug: 'pricing' }));
    await call('page.save', {
      slug: 'pricing',
      baseVersion: page.version,
      seo: { focusKeyphrase: 'roof repairs bristol', title: 'Roof repairs in Bristol' },
    });
    await backgroundAnalysesSettled(report.server.orm);

    const html = (await report.admin.get('/pricing')).text;
    const rendered = readRenderedPage(html);
    expect(rendered.title).toBe('Roof repairs in Bristol');
    expect(rendered.main).toContain('<h2>Roof repairs for /pricing</h2>');
    expect(rendered.main).not.toContain('Site header');
    const others = (
      await rows(`select focus_keyphrase from seo_analyses where keyphrase_key = 'roof repair bristol' and ref_id <> 'pricing'`)
    ).map((row) => row.focus_keyphrase);
    const expected = analyse({
      keyphrase: 'roof repairs bristol',
      seoTitle: rendered.title,
      metaDescription: rendered.description,
      slug: 'pricing',
      html: rendered.main!,
      siteOrigin: ORIGIN,
      otherKeyphrases: others,
    });
    const row = await storedRow('page', 'pricing');
    expect(row).toMatchObject({
      name: 'Pricing Page',
      path: '/pricing',
      admin_href: '/admin/dashboard?page=pricing',
      focus_keyphrase: 'roof repairs bristol',
      seo_checks: expected.seo,
      readability_checks: expected.readability,
      seo_score: expected.seoScore,
      readability_score: expected.readabilityScore,
      worst_id: worstProblem(expected.seo, expected.readability)?.id ?? null,
      analysed_by: 'save',
      analysed_from: '/pricing as rendered at version 1',
    });
  });
});

describe('stored analysis of builder pages', () => {
  it('adds a new page (not published: nothing public), follows its meta, publication, and removes it on delete', async () => {
    const page = await call<BuilderPageSummary>('builderPage.create', { name: 'Spring offer', slug: 'spring-offer-seo' });
    await backgroundAnalysesSettled(report.server.orm);
    expect(await storedRow('builder', String(page.id))).toMatchObject({
      name: 'Spring offer',
      path: '/spring-offer-seo',
      admin_href: '/admin/elementor/spring-offer-seo',
      analysed_from: 'not published: nothing public to analyse yet',
    });

    await call('builderPage.update', { pageId: page.id, meta: { focusKeyphrase: 'spring roof offer' } });
    await call('builderPage.publish', { pageId: page.id });
    await backgroundAnalysesSettled(report.server.orm);
    const published = await storedRow('builder', String(page.id));
    expect(published).toMatchObject({
      focus_keyphrase: 'spring roof offer',
      analysed_from: '/spring-offer-seo as rendered at published version 0',
    });
    expect(published!.seo_checks.find((check) => check.id === 'internal-links')?.rating).toBe('good');

    await call('builderPage.delete', { pageId: page.id, confirmedAddresses: ['/spring-offer-seo'] });
    expect(await storedRow('builder', String(page.id))).toBeUndefined();
    await backgroundAnalysesSettled(report.server.orm);
    expect(await storedRow('builder', String(page.id))).toBeUndefined();
  });
});

describe("a builder page at a built-in page's path", () => {
  it('analyses the built-in page again when the builder page there is published (its path now renders it)', async () => {
    const before = await storedRow('page', 'about');
    const [builder] = await queryRows<{ id: number }>(
      report.server,
      `select id from builder_pages where slug = 'about' and deleted_at is null`,
    );
    await call('builderPage.publish', { pageId: builder!.id, confirmedAddresses: ['/about'] });
    await backgroundAnalysesSettled(report.server.orm);
    const after = await storedRow('page', 'about');
    expect(after!.analysed_by).toBe('save');
    expect(new Date(after!.analysed_at).getTime()).toBeGreaterThan(new Date(before!.analysed_at).getTime());
    await call('builderPage.unpublish', { pageId: builder!.id, confirmedAddresses: ['/about'] });
    await backgroundAnalysesSettled(report.server.orm);
  });
});

describe('seoReport.list', () => {
  const list = async (input: Record<string, unknown>) => trpcData<SeoReportPage>(await trpcQuery(report.admin, 'seoReport.list', input));

  /** Every row of a filter, slice by slice. */
  async function everySlice(filter: Record<string, unknown>) {
    const all: SeoReportPage['rows'] = [];
    let cursor: string | null = null;
    let slices = 0;
    do {
      const slice: SeoReportPage = await list({ ...filter, ...(cursor ? { cursor } : {}) });
      all.push(...slice.rows);
      cursor = slice.nextCursor;
      slices += 1;
    } while (cursor !== null);
    return { all, slices };
  }

  it('pages through many rows worst SEO score first, without repeats or gaps, by kind and light, with counts', async () => {
    // 600 builder rows straight into the table: scores 0-99, six rows per score with names in reverse order.
    await queryRows(
      report.server,
      `insert into seo_analyses (kind, ref_id, name, path, admin_href, seo_score, readability_score, analysed_from, analysed_by)
       select 'builder', 'paging-' || n, 'paging ' || lpad((599 - n)::text, 3, '0'), '/p' || n, '/admin/elementor/p' || n,
              n % 100, 50, 'a test row', 'save'
         from generate_series(0, 599) as n`,
    );
    const { all, slices } = await everySlice({ kind: 'builder', limit: 100 });
    expect(all.every((row) => row.kind === 'builder')).toBe(true);
    const paging = all.filter((row) => row.id.startsWith('paging-'));
    expect(paging).toHaveLength(600);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    expect(slices).toBe(Math.ceil(all.length / 100));
    for (let i = 1; i < all.length; i += 1) expect(all[i]!.seoScore).toBeGreaterThanOrEqual(all[i - 1]!.seoScore);
    // Within a score, by name.
    expect(paging.filter((row) => row.seoScore === 7).map((row) => row.name)).toEqual([
      'paging 092',
      'paging 192',
      'paging 292',
      'paging 392',
      'paging 492',
      'paging 592',
    ]);

    const first = await list({ kind: 'builder', limit: 10 });
    expect(first.total).toBe(all.length);
    expect(first.counts.good + first.counts.ok + first.counts.bad).toBe(all.length);
    expect(first.counts.bad).toBe(all.filter((row) => row.seoRating === 'bad').length);

    for (const rating of ['good', 'ok', 'bad'] as const) {
      const lit = await everySlice({ kind: 'builder', rating, limit: 100 });
      expect(lit.all.map((row) => row.id)).toEqual(all.filter((row) => row.seoRating === rating).map((row) => row.id));
      expect((await list({ kind: 'builder', rating, limit: 1 })).total).toBe(lit.all.length);
    }
    // Bad scores are under 40, ok 40-69, good 70 and over (the engine's scoreRating).
    expect(paging.filter((row) => row.seoRating === 'bad')).toHaveLength(240);
    expect(paging.filter((row) => row.seoRating === 'ok')).toHaveLength(180);

    const everything = await everySlice({ limit: 100 });
    const kinds = new Set(everything.all.map((row) => row.kind));
    expect(kinds).toEqual(new Set(['post', 'page', 'builder']));
    const posts = await everySlice({ kind: 'post', limit: 100 });
    expect(posts.all.every((row) => row.kind === 'post' && row.adminHref.startsWith('/admin/dashboard?page=blog&post='))).toBe(true);
  });

  it('refuses a cursor it did not give out, and a limit over 100, with a 400 saying what to do', async () => {
    const bad = await trpcQuery(report.admin, 'seoReport.list', { cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('load the SEO overview again');
    expect((await trpcQuery(report.admin, 'seoReport.list', { limit: 101 })).status).toBe(400);
  });
});

import type { AdminBlogPost, KeyphraseUse, SeoReportPage } from '@app/contracts';
import { analyse } from '@app/seo-analysis';
import { describe, expect, it } from 'vitest';
import { LONG_POST } from '../../../packages/seo-analysis/src/fixtures/long-post.ts';
import { SHORT_POST } from '../../../packages/seo-analysis/src/fixtures/short-post.ts';
import { TestClient } from '../test/test-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';
import { worstProblem } from './analysis-row.ts';
import { postContent, storePostAnalyses, type PostSource } from './post-analysis.ts';
import {
  queryRows,
  REPORT_TEST_ORIGIN,
  storedAnalysis,
  startReportTestServer,
  type StoredAnalysisRow,
} from '../test/report-test-server.ts';

const ORIGIN = REPORT_TEST_ORIGIN;
const report = startReportTestServer();

const mutate = async <T>(path: string, input: unknown = {}) => trpcData<T>(await report.admin.post(`/trpc/blogAdmin.${path}`, input));

/** A new post saved with `fields`. */
async function postWith(fields: Record<string, unknown>): Promise<AdminBlogPost> {
  const draft = await mutate<AdminBlogPost>('create');
  return mutate<AdminBlogPost>('update', { id: draft.id, baseRevision: draft.revision, ...fields });
}

/** A post whose focus keyphrase is `keyphrase`, with a slug of its own. */
function postWithKeyphrase(keyphrase: string, slug: string): Promise<AdminBlogPost> {
  return postWith({
    title: `About ${keyphrase}`,
    slug,
    content: `<p>Something about ${keyphrase}.</p>`,
    seo: { focusKeyphrase: keyphrase },
  });
}

/** The stored analysis of a post, or undefined. */
const storedRow = (id: number) => storedAnalysis(report.server, 'post', String(id));

/** The post as the database holds it, for the analysis's input. */
async function postSource(id: number): Promise<PostSource> {
  const [row] = await queryRows<PostSource>(
    report.server,
    `select id, title, slug, excerpt, content, seo, revision from blog_posts where id = ?`,
    [id],
  );
  return row!;
}

const usedBefore = (row: StoredAnalysisRow | undefined) => row?.seo_checks.find((check) => check.id === 'keyphrase-used-before');

const keyphraseUses = async (input: unknown) => trpcData<KeyphraseUse[]>(await trpcQuery(report.admin, 'seoReport.keyphraseUses', input));

describe('stored analysis of posts', () => {
  it.each([
    ['short', SHORT_POST],
    ['long', LONG_POST],
  ])('stores what analyse() gives for the %s fixture post: the same checks, scores and worst problem', async (_name, fixture) => {
    const post = await postWith({
      title: fixture.seoTitle,
      slug: fixture.slug,
      content: fixture.html,
      seo: { metaTitle: fixture.seoTitle, metaDescription: fixture.metaDescription, focusKeyphrase: fixture.keyphrase },
    });
    const others = (await keyphraseUses({ keyphrase: fixture.keyphrase, except: { kind: 'post', id: String(post.id) } })).map(
      (use) => use.focusKeyphrase,
    );
    const content = postContent(await postSource(post.id), ORIGIN);
    const expected = analyse({ ...content.input, otherKeyphrases: others });
    // The server analysed the fixture's fields and the body as stored (the sanitiser's form of the fixture's HTML).
    const stored = await postSource(post.id);
    expect(content.input).toMatchObject({
      keyphrase: fixture.keyphrase,
      seoTitle: fixture.seoTitle,
      metaDescription: fixture.metaDescription,
      slug: fixture.slug,
      html: stored.content,
    });
    const row = await storedRow(post.id);
    expect(row).toMatchObject({
      focus_keyphrase: fixture.keyphrase,
      seo_score: expected.seoScore,
      readability_score: expected.readabilityScore,
      seo_checks: expected.seo,
      readability_checks: expected.readability,
      analysed_by: 'save',
      analysed_from: `revision ${post.revision} of the stored post`,
    });
    const worst = worstProblem(expected.seo, expected.readability);
    expect(worst).not.toBeNull();
    expect(row).toMatchObject({ worst_id: worst!.id, worst_rating: worst!.rating, worst_text: worst!.text });
  });

  it('updates the row when the post is saved again', async () => {
    const post = await postWithKeyphrase('gutter cleaning leeds', 'gutter-cleaning-leeds');
    const before = await storedRow(post.id);
    const saved = await mutate<AdminBlogPost>('update', {
      id: post.id,
      baseRevision: post.revision,
      title: 'Gutter cleaning in Leeds',
      content: `<p>${'Gutter cleaning in Leeds keeps water away from your walls. '.repeat(40)}</p>`,
      seo: { focusKeyphrase: 'gutter cleaning leeds', robots: 'noindex' },
    });
    const after = await storedRow(post.id);
    // The report lists it with its new name and robots directive.
    const listed = trpcData<SeoReportPage>(await trpcQuery(report.admin, 'seoReport.list', { kind: 'post', limit: 100 })).rows.find(
      (row) => row.id === String(post.id),
    );
    expect(listed).toMatchObject({ name: 'Gutter cleaning in Leeds', robots: 'noindex', focusKeyphrase: 'gutter cleaning leeds' });
    expect(after!.analysed_from).toBe(`revision ${saved.revision} of the stored post`);
    expect(after!.seo_checks.find((check) => check.id === 'text-length')).not.toEqual(
      before!.seo_checks.find((check) => check.id === 'text-length'),
    );
    const expected = analyse({ ...postContent(await postSource(post.id), ORIGIN).input, otherKeyphrases: [] });
    expect(after).toMatchObject({ seo_checks: expected.seo, seo_score: expected.seoScore });
  });

  it("flips the first post's 'used before' check when a second and a third take the same keyphrase, and back on delete", async () => {
    const first = await postWithKeyphrase('Roof Repairs Bristol', 'roof-repairs-bristol');
    expect(usedBefore(await storedRow(first.id))?.rating).toBe('good');

    const second = await postWithKeyphrase('roof repair bristol', 'roof-repair-bristol-2');
    expect(usedBefore(await storedRow(first.id))?.rating).toBe('ok');
    expect(usedBefore(await storedRow(second.id))?.rating).toBe('ok');
    const third = await postWithKeyphrase('roof repairing bristol', 'roof-repair-bristol-3');
    expect(usedBefore(await storedRow(first.id))).toMatchObject({ rating: 'bad', text: expect.stringContaining('2 other') as string });
    // The stored score follows the flipped check.
    const firstRow = await storedRow(first.id);
    expect(firstRow!.seo_score).toBe(
      analyse({
        ...postContent(await postSource(first.id), ORIGIN).input,
        otherKeyphrases: ['roof repair bristol', 'roof repairing bristol'],
      }).seoScore,
    );

    trpcData(await report.admin.post('/trpc/blogAdmin.delete', { id: third.id }));
    expect(await storedRow(third.id)).toBeUndefined();
    expect(usedBefore(await storedRow(first.id))?.rating).toBe('ok');

    // Giving the second another keyphrase leaves the first alone with its own.
    await mutate('update', { id: second.id, baseRevision: second.revision, seo: { focusKeyphrase: 'slate roofs bristol' } });
    expect(usedBefore(await storedRow(first.id))?.rating).toBe('good');
  });
});

describe('the pass after start-up', () => {
  it('fills only what is missing: a row a save wrote meanwhile stays, and a post deleted meanwhile gets none', async () => {
    const post = await postWithKeyphrase('chimney sweep york', 'chimney-sweep-york');
    const readByThePass = { ...(await postSource(post.id)), content: '<p>An older body the pass read before the save.</p>' };
    await storePostAnalyses(report.server.orm.em.fork(), [readByThePass], 'start-up');
    expect(await storedRow(post.id)).toMatchObject({ analysed_by: 'save', analysed_from: `revision ${post.revision} of the stored post` });

    trpcData(await report.admin.post('/trpc/blogAdmin.delete', { id: post.id }));
    await storePostAnalyses(report.server.orm.em.fork(), [readByThePass], 'start-up');
    expect(await storedRow(post.id)).toBeUndefined();
  });
});

describe('seoReport.keyphraseUses', () => {
  it('lists the content whose keyphrase is the same search (inflections, case), without the one being edited', async () => {
    const a = await postWithKeyphrase('Boiler Servicing Manchester', 'boiler-servicing-manchester');
    const b = await postWithKeyphrase('boiler service manchester', 'boiler-service-manchester');
    await postWithKeyphrase('manchester boiler service', 'manchester-boiler-service');

    const uses = await keyphraseUses({ keyphrase: 'boiler services Manchester' });
    expect(uses.map((use) => use.id).sort()).toEqual([String(a.id), String(b.id)].sort());
    expect(uses.find((use) => use.id === String(a.id))).toEqual({
      kind: 'post',
      id: String(a.id),
      name: 'About Boiler Servicing Manchester',
      path: '/blog/boiler-servicing-manchester',
      focusKeyphrase: 'Boiler Servicing Manchester',
    });
    const except = await keyphraseUses({ keyphrase: 'boiler services Manchester', except: { kind: 'post', id: String(a.id) } });
    expect(except.map((use) => use.id)).toEqual([String(b.id)]);
    expect(await keyphraseUses({ keyphrase: '' })).toEqual([]);
  });

  it("tells an author or contributor only of public content and their own posts, never of another's draft", async () => {
    // A town of its own per run, so no earlier run's post shares the keyphrase or a slug.
    const town = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const published = await postWithKeyphrase(`gutter cleaning ${town}`, `gutter-cleaning-${town}`);
    await mutate('publish', { id: published.id, baseRevision: published.revision });
    const othersDraft = await postWithKeyphrase(`Gutter cleaning ${town}`, `gutter-cleaning-${town}-draft`);
    const own: string[] = [];
    for (const role of ['contributor', 'author'] as const) {
      const writer = await report.server.signedInClient(role);
      const ownDraft = trpcData<AdminBlogPost>(await writer.post('/trpc/blogAdmin.create', {}));
      trpcData(
        await writer.post('/trpc/blogAdmin.update', {
          id: ownDraft.id,
          baseRevision: ownDraft.revision,
          title: `${town} gutters`,
          slug: `${town}-gutters-${role}`,
          content: '<p>Gutters.</p>',
          seo: { focusKeyphrase: `Gutter Cleaning ${town}` },
        }),
      );
      own.push(String(ownDraft.id));
      const seen = trpcData<KeyphraseUse[]>(await trpcQuery(writer, 'seoReport.keyphraseUses', { keyphrase: `gutter cleaning ${town}` }));
      expect(seen.map((use) => use.id).sort()).toEqual([String(published.id), String(ownDraft.id)].sort());
    }
    const everything = await keyphraseUses({ keyphrase: `gutter cleaning ${town}` });
    expect(everything.map((use) => use.id).sort()).toEqual([String(published.id), String(othersDraft.id), ...own].sort());
  });

  it('refuses a keyphrase over 100 characters with a 400 that says so', async () => {
    const res = await trpcQuery(report.admin, 'seoReport.keyphraseUses', { keyphrase: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.text).toContain('at most 100 characters');
  });

  it('is for admins only: 401 signed out, 403 for an ordinary account', async () => {
    const user = await report.server.signedInClient('user');
    for (const path of ['seoReport.keyphraseUses', 'seoReport.list']) {
      const input = path.endsWith('list') ? {} : { keyphrase: 'roof repairs' };
      expect((await trpcQuery(new TestClient(report.server.baseUrl), path, input)).status).toBe(401);
      expect((await trpcQuery(user, path, input)).status).toBe(403);
    }
  });
});

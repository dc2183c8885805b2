import { addCommand, type BuilderElement } from '@app/builder-engine';
import { PAGE_META } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, pageIdOf } from '../test/builder-client.ts';
import { initialState, metaContent } from '../test/served-html.ts';
import { startSiteTestServer, type SiteTestServer } from '../test/site-server.ts';
import { TestClient } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let site: SiteTestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  site = await startSiteTestServer();
  ({ admin, visitor } = site);
});

afterAll(() => site?.close());

const heading: BuilderElement = {
  id: 'offer-title',
  type: 'heading',
  name: 'Heading',
  content: 'Spring offer: two months free',
  style: {},
  children: [],
};
const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
// Confirmed as the builder's dialog confirms them: these pages live at the built-in pages' addresses.
const confirmedAddresses = ['/', '/features'];
const publish = (pageId: number) => admin.post('/trpc/builderPage.publish', { pageId, confirmedAddresses });
const unpublish = (pageId: number) => admin.post('/trpc/builderPage.unpublish', { pageId, confirmedAddresses });

describe('a New page on the public site', () => {
  let pageId: number;
  beforeAll(async () => {
    pageId = await newBuilderPage(admin, 'spring-offer');
    await acceptedStep(admin, pageId, 0, addCommand(null, heading));
    await admin.post('/trpc/builderPage.update', {
      pageId,
      meta: { title: 'Spring offer · LocalRank', description: 'Two months free on every plan this spring.' },
    });
  });

  it('is a 404 until it is published, telling the app there is no builder page', async () => {
    const res = await visitor.get('/spring-offer');
    expect(res.status).toBe(404);
    expect(metaContent(res.text, 'name', 'robots')).toBe('noindex, follow');
    expect(initialState(res.text).builderPage).toEqual({ path: '/spring-offer', page: null });
  });

  it('once published is a 200 with its title and description in the head and its tree in the state', async () => {
    expect((await publish(pageId)).status).toBe(200);
    const res = await visitor.get('/spring-offer');
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Spring offer · LocalRank');
    expect(metaContent(res.text, 'name', 'description')).toBe('Two months free on every plan this spring.');
    expect(res.text).toContain('<link rel="canonical" href="https://www.localrank.example/spring-offer" />');
    expect(metaContent(res.text, 'name', 'robots')).toBe('index, follow');
    const state = initialState(res.text).builderPage!;
    expect(state.path).toBe('/spring-offer');
    expect(state.page).toMatchObject({ slug: 'spring-offer', path: '/spring-offer', elements: [heading] });
    // Video elements embed YouTube (privacy-enhanced) and Vimeo, and play .mp4 files over https; nothing else frames.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp).toContain("media-src 'self' https:;");
    expect(csp).toContain("frame-ancestors 'none'");
    // A trailing slash is the same page.
    expect((await visitor.get('/spring-offer/')).status).toBe(200);
  });

  it('is listed in the sitemap with the day it was published', async () => {
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    const day = new Date().toISOString().slice(0, 10);
    expect(sitemap).toContain(`<url><loc>https://www.localrank.example/spring-offer</loc><lastmod>${day}</lastmod></url>`);
    expect(sitemap.match(/<loc>https:\/\/www\.localrank\.example\/<\/loc>/g)).toHaveLength(1);
  });

  it('goes back to a 404, and leaves the sitemap, when unpublished or made inactive', async () => {
    expect((await unpublish(pageId)).status).toBe(200);
    expect((await visitor.get('/spring-offer')).status).toBe(404);
    expect((await visitor.get('/sitemap.xml')).text).not.toContain('/spring-offer');
    await publish(pageId);
    await admin.post('/trpc/builderPage.update', { pageId, isActive: false });
    expect((await visitor.get('/spring-offer')).status).toBe(404);
    expect((await visitor.get('/sitemap.xml')).text).not.toContain('/spring-offer');
  });
});

describe('a published default builder page', () => {
  it('replaces the built-in home page while published, and the built-in page returns on unpublish', async () => {
    const home = await pageIdOf(admin, 'home');
    const before = await visitor.get('/');
    expect(title(before.text)).toBe(PAGE_META['/'].title);
    expect(initialState(before.text).builderPage).toEqual({ path: '/', page: null });

    await publish(home);
    const published = await visitor.get('/');
    expect(published.status).toBe(200);
    expect(title(published.text)).toBe('LocalRank: local SEO for business profiles');
    expect(metaContent(published.text, 'name', 'description')).toBe(
      'Rank higher in local search with geo-grid scans, AI posts and review management.',
    );
    const state = initialState(published.text).builderPage!;
    expect(state.page!.slug).toBe('home');
    expect(state.page!.elements.map((element: BuilderElement) => element.id)).toEqual(['home-hero', 'home-features']);
    expect(published.text).toContain('"@type":"LocalBusiness"');
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    expect(sitemap).toMatch(/<url><loc>https:\/\/www\.localrank\.example\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/);

    await unpublish(home);
    const after = await visitor.get('/');
    expect(title(after.text)).toBe(PAGE_META['/'].title);
    expect(initialState(after.text).builderPage).toEqual({ path: '/', page: null });
  });

  it("takes the built-in page's description when its own is empty", async () => {
    const features = await pageIdOf(admin, 'features');
    await publish(features);
    const res = await visitor.get('/features');
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Features');
    expect(metaContent(res.text, 'name', 'description')).toBe(PAGE_META['/features'].description);
    await unpublish(features);
    expect(title((await visitor.get('/features')).text)).toBe(PAGE_META['/features'].title);
  });

  it('is never served at /home or another reserved path', async () => {
    const home = await pageIdOf(admin, 'home');
    await publish(home);
    expect((await visitor.get('/home')).status).toBe(404);
    const published = await trpcQuery(visitor, 'builderPage.published', { path: '/home' });
    expect(published.json.result.data).toBeNull();
    expect(initialState((await visitor.get('/blog')).text).builderPage).toBeUndefined();
    await unpublish(home);
  });
});

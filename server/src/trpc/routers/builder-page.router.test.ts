import { getElement, styleCommand } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, pageIdOf, submitStep } from '../../test/builder-client.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

// The router's access rules, the seeded pages and 'New page'; submitting steps and the history are tested beside
// their services (builder/builder-page-commands.test.ts, builder/builder-page-history.test.ts).

let server: TestServer;
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
  member = await server.signedInClient('user');
});

afterAll(async () => {
  await server?.close();
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to an ordinary user on every admin procedure', async () => {
    const visitor = new TestClient(server.baseUrl);
    const home = await pageIdOf(admin, 'home');
    const command = styleCommand('home-hero-title', 'color', '#ff0000');
    for (const [client, status] of [
      [visitor, 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/trpc/builderPage.list')).status).toBe(status);
      expect((await trpcQuery(client, 'builderPage.bySlug', { slug: 'home' })).status).toBe(status);
      expect((await trpcQuery(client, 'builderPage.byId', { pageId: home })).status).toBe(status);
      expect((await trpcQuery(client, 'builderPage.events', { pageId: home, afterVersion: 0 })).status).toBe(status);
      expect((await submitStep(client, home, 0, command)).status).toBe(status);
      expect((await client.post('/trpc/builderPage.create', { name: 'X', slug: 'x' })).status).toBe(status);
      expect((await client.post('/trpc/builderPage.publish', { pageId: home })).status).toBe(status);
      expect((await client.post('/trpc/builderPage.revert', { pageId: home, toVersion: 0 })).status).toBe(status);
    }
    const refused = await submitStep(member, home, 0, command);
    expect(refused.json.error.message).toBe('This action needs an editor or higher role.');
    expect((await openPage(admin, home)).version).toBe(0);
  });
});

describe('the default pages', () => {
  it('are seeded once: home with hero and features sections, and four empty pages', async () => {
    const res = await admin.get('/trpc/builderPage.list');
    const pages = res.json.result.data.items as Array<{ slug: string; path: string; version: number; publishedVersion: number | null }>;
    expect(pages.map((page) => [page.slug, page.path])).toEqual([
      ['home', '/'],
      ['features', '/features'],
      ['use-cases', '/use-cases'],
      ['pricing', '/pricing'],
      ['about', '/about'],
    ]);
    expect(pages.every((page) => page.version === 0 && page.publishedVersion === null)).toBe(true);
    const home = await openPage(admin, await pageIdOf(admin, 'home'));
    expect(home.tree.elements.map((element) => [element.type, element.name])).toEqual([
      ['section', 'Hero'],
      ['section', 'Features'],
    ]);
    expect(getElement(home.tree, 'home-hero-cta')).toMatchObject({
      type: 'button',
      content: 'Get Started Free',
      url: '/auth?mode=sign-up',
    });
    for (const slug of ['features', 'use-cases', 'pricing', 'about']) {
      expect((await openPage(admin, await pageIdOf(admin, slug))).tree.elements).toEqual([]);
    }
  });
});

describe('builderPage.create', () => {
  it('makes an empty page at version 0 served at /{slug}', async () => {
    const res = await admin.post('/trpc/builderPage.create', { name: 'Spring offer', slug: 'Spring-Offer' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.data).toMatchObject({
      name: 'Spring offer',
      slug: 'spring-offer',
      path: '/spring-offer',
      version: 0,
      publishedVersion: null,
    });
    const opened = await openPage(admin, res.json.result.data.id);
    expect(opened).toMatchObject({ version: 0, snapshotVersion: 0, eventsReplayed: 0 });
    expect(opened.tree).toMatchObject({ name: 'Spring offer', slug: 'spring-offer', elements: [] });
  });

  it('refuses reserved paths with 400 and taken slugs with 409, each with a message saying what to do', async () => {
    for (const slug of ['admin', 'api', 'blog', 'trpc', 'media', 'auth', 'dashboard', 'contact', 'privacy']) {
      const res = await admin.post('/trpc/builderPage.create', { name: 'Mine', slug });
      expect(res.status, slug).toBe(400);
      expect(res.json.error.message).toBe(`'/${slug}' is reserved for the site itself; choose another slug.`);
    }
    const taken = await admin.post('/trpc/builderPage.create', { name: 'Mine', slug: 'features' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe("The page 'Features' already uses /features; choose another slug.");
    const malformed = await admin.post('/trpc/builderPage.create', { name: 'Mine', slug: 'a/b' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toMatch(/lowercase letters and digits/);
  });
});

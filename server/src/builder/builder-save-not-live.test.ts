// Issue 40: a builder page's Save keeps a draft of the page; what visitors see moves only on Publish.
import { addElementCommand, createIdGenerator, updateCommand } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, openPage, startBuilderTestServer } from '../test/builder-client.ts';
import { TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
const ids = createIdGenerator();

beforeAll(async () => {
  ({ server, admin } = await startBuilderTestServer());
  visitor = new TestClient(server.baseUrl);
});
afterAll(() => server?.close());

/** The heading texts of the published page at `path`, as a visitor's read (what the public page renders) gives them. */
async function publishedTexts(path: string): Promise<string[]> {
  const page = (await trpcQuery(visitor, 'builderPage.published', { path })).json.result.data as {
    elements: Array<{ content?: string; children?: unknown[] }>;
  };
  return JSON.stringify(page.elements).match(/Live heading|Saved, not published/g) ?? [];
}

describe('a published builder page', () => {
  it('never moves on Save (or on the steps before it), only on Publish', async () => {
    const pageId = await newBuilderPage(admin, 'save-is-not-publish');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    const named = updateCommand(heading.element.id, { content: 'Live heading' });
    await acceptedStep(admin, pageId, 1, named);
    expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
    expect(await publishedTexts('/save-is-not-publish')).toEqual(['Live heading']);

    // An edit and a Save: the draft holds it, visitors do not see it.
    const edit = updateCommand(heading.element.id, { content: 'Saved, not published' });
    await acceptedStep(admin, pageId, 2, edit);
    const saved = await admin.post('/trpc/builderPage.save', { pageId, name: 'Not for visitors yet' });
    expect(saved.status, saved.text).toBe(200);
    expect(await publishedTexts('/save-is-not-publish')).toEqual(['Live heading']);

    expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
    expect(await publishedTexts('/save-is-not-publish')).toEqual(['Saved, not published']);
  });
});

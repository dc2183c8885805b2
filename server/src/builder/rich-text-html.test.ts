import { getElement, type BuilderElement } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, confirmedPost, newBuilderPage, openPage, startBuilderTestServer, submitStep } from '../test/builder-client.ts';
import { TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { publicRichText } from './rich-text-html.ts';

// The builder's rich text element holds HTML: stored sanitised (the blog's allow-list) and sanitised again whenever
// the public site reads a page, so a script, an event handler or a javascript: link never reaches a page.

const XSS =
  '<p>Hello <strong>bold</strong> <a href="/contact">link</a></p><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><p onclick="alert(3)"><a href="javascript:alert(4)">bad link</a> <a href="JaVaScRiPt&#58;alert(5)">bad too</a></p>';

/** True when `html` holds nothing that runs: no script element, no event handler, no javascript: URL. */
function harmless(html: string): boolean {
  return !/<script|onerror|onclick|javascript:|javascript&#58;/i.test(html);
}

const richText = (id: string, content: string): BuilderElement => ({
  id,
  type: 'richtext',
  name: 'Rich Text',
  content,
  style: {},
  children: [],
});

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startBuilderTestServer());
  visitor = new TestClient(server.baseUrl);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('publicRichText', () => {
  it('sanitises every rich text of a tree with the blog sanitiser and leaves other elements alone', () => {
    const text: BuilderElement = { id: 't', type: 'text', name: 'Text', content: '<script>kept as text</script>', style: {}, children: [] };
    const tree: BuilderElement[] = [{ id: 's', type: 'section', name: 'Section', style: {}, children: [richText('r', XSS), text] }];
    const [section] = publicRichText(tree);
    const [rich, plain] = section!.children;
    expect(harmless(rich!.content!)).toBe(true);
    expect(rich!.content).toContain('<strong>bold</strong> <a href="/contact">link</a>');
    expect(plain).toBe(text);
    // A tree without rich text is the very same list.
    expect(publicRichText([text])[0]).toBe(text);
  });
});

describe('a rich text in the builder', () => {
  it('is stored sanitised when added or updated; a text edit of its HTML is refused', async () => {
    const pageId = await newBuilderPage(admin, 'rich-text-saved');
    await acceptedStep(admin, pageId, 0, { kind: 'add', parentId: null, element: richText('element-1-1', XSS) });
    let { tree, version } = await openPage(admin, pageId);
    expect(harmless(getElement(tree, 'element-1-1')!.content!)).toBe(true);
    expect(getElement(tree, 'element-1-1')!.content).toContain('<a href="/contact">link</a>');

    await acceptedStep(admin, pageId, version, { kind: 'update', id: 'element-1-1', changes: { content: `<h2>New</h2>${XSS}` } });
    ({ tree, version } = await openPage(admin, pageId));
    expect(getElement(tree, 'element-1-1')!.content).toMatch(/^<h2>New<\/h2><p>Hello/);
    expect(harmless(getElement(tree, 'element-1-1')!.content!)).toBe(true);

    const typed = await submitStep(admin, pageId, version, {
      kind: 'text',
      id: 'element-1-1',
      field: 'content',
      ops: ['<script>alert(6)</script>'],
      site: 'site-a',
    });
    expect(typed.status).toBe(400);
    expect(typed.text).toContain("A rich text's HTML is changed as a whole");
  });

  it('reaches the public page sanitised even when the stored HTML is not (sanitised again on every read)', async () => {
    const pageId = await newBuilderPage(admin, 'rich-text-public');
    await acceptedStep(admin, pageId, 0, { kind: 'add', parentId: null, element: richText('element-2-1', '<p>clean</p>') });
    // As if written by a path that skipped the save's sanitiser.
    await server.orm.em
      .fork()
      .getConnection()
      .execute(
        `update page_events set command = jsonb_set(command, '{element,content}', to_jsonb(?::text)) where page_id = ? and version = 1`,
        [XSS, pageId],
      );
    expect((await confirmedPost(admin, 'publish', { pageId })).status).toBe(200);
    const res = await trpcQuery(visitor, 'builderPage.published', { path: '/rich-text-public' });
    expect(res.status).toBe(200);
    const page = res.json.result.data as { elements: BuilderElement[] };
    const content = page.elements[0]!.content!;
    expect(content).toContain('<strong>bold</strong> <a href="/contact">link</a>');
    expect(harmless(content)).toBe(true);
    expect(harmless(JSON.stringify(page))).toBe(true);
  });
});

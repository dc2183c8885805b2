// The builder's templates over real HTTP on a real database: save a section, list, insert a copy on a page, delete;
// a taken name, a tree the engine refuses and a too-large section are refused with the right status and message,
// nothing a client sends is a 500, only admins get in, and every save and delete is in the activity log.
import { addCommand, copyWithNewIds, createIdGenerator, hasElement, type BuilderElement } from '@app/builder-engine';
import type { BuilderTemplate, PagedList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, openPage } from '../test/builder-client.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let username: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: admin, username } = await server.signedInAccount('admin'));
});

afterAll(async () => {
  await server?.close();
});

/** An element as the page holds it. */
const el = (id: string, type: string, children: object[] = [], fields: Record<string, unknown> = {}) => ({
  id,
  type,
  name: type,
  style: {},
  children,
  ...fields,
});

/** A section > container > heading and button, with ids starting with `prefix`. */
const hero = (prefix: string) =>
  el(`${prefix}-section`, 'section', [
    el(`${prefix}-box`, 'container', [
      el(`${prefix}-title`, 'heading', [], { content: 'Welcome' }),
      el(`${prefix}-cta`, 'button', [], { content: 'Go', url: '/pricing' }),
    ]),
  ]);

const create = (client: TestClient, name: string, element: unknown) => client.post('/trpc/builderTemplate.create', { name, element });
const remove = (client: TestClient, templateId: unknown) => client.post('/trpc/builderTemplate.delete', { templateId });

async function list(): Promise<BuilderTemplate[]> {
  const res = await admin.get('/trpc/builderTemplate.list');
  expect(res.status, res.text).toBe(200);
  return res.json.result.data.items as BuilderTemplate[];
}

/** The entries of `kind` by the test's admin, newest first. */
async function entries(kind: string) {
  const res = await trpcQuery(admin, 'activity.list', { filter: { actor: username, kind } });
  expect(res.status, res.text).toBe(200);
  return res.json.result.data.items as Array<{ actor: string; summary: string; link: string | null }>;
}

describe('builderTemplate', () => {
  it('saves a section, lists it by name, inserts a copy with fresh ids on a page, and deletes it; each write in the log', async () => {
    const saved = await create(admin, '  Hero banner ', hero('a'));
    expect(saved.status, saved.text).toBe(200);
    const template = saved.json.result.data as BuilderTemplate;
    expect(template).toMatchObject({ name: 'Hero banner', element: hero('a'), elementCount: 4, createdBy: { name: expect.any(String) } });
    expect((await entries('builder.template-saved'))[0]).toMatchObject({
      actor: username,
      summary: 'Saved the template "Hero banner" (4 elements)',
      link: '/admin/elementor',
    });

    expect((await create(admin, 'Another', hero('b'))).status).toBe(200);
    expect((await list()).map((item) => item.name)).toEqual(['Another', 'Hero banner']);

    // The builder screen's insert: a copy with fresh ids as one add, accepted by the page's log.
    const pageId = await newBuilderPage(admin, 'template-target');
    await acceptedStep(admin, pageId, 0, { kind: 'add', parentId: null, element: hero('a') as BuilderElement });
    const { tree } = await openPage(admin, pageId);
    const copy = copyWithNewIds(template.element, createIdGenerator(), (id) => hasElement(tree, id));
    await acceptedStep(admin, pageId, 1, addCommand(null, copy, 1));
    const after = (await openPage(admin, pageId)).tree;
    expect(after.elements.map((element) => element.id)).toEqual(['a-section', copy.id]);
    expect(after.elements[1]?.children[0]?.children.map((child) => child.content)).toEqual(['Welcome', 'Go']);

    const deleted = await remove(admin, template.id);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await list()).map((item) => item.name)).toEqual(['Another']);
    expect((await entries('builder.template-deleted'))[0]).toMatchObject({
      summary: 'Deleted the template "Hero banner"',
      link: '/admin/elementor',
    });
    // The copy stays on the page.
    expect((await openPage(admin, pageId)).tree.elements).toHaveLength(2);

    const again = await remove(admin, template.id);
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe(`There is no template with id ${template.id}; it may have been deleted already.`);
  });

  it('refuses a name another template has, whatever its case, with a 409 that says what to do', async () => {
    expect((await create(admin, 'Pricing block', hero('p'))).status).toBe(200);
    const before = (await entries('builder.template-saved')).length;
    const taken = await create(admin, 'PRICING BLOCK', hero('q'));
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe(
      "A template named 'Pricing block' already exists; choose another name or delete that template first.",
    );
    expect(taken.json.error.data.fieldErrors).toEqual({ name: 'This name is taken.' });
    // Two saves of one new name at once: one wins, the other is the same 409, never a 500.
    const racing = await Promise.all([create(admin, 'Twin', hero('t1')), create(admin, 'twin', hero('t2'))]);
    expect(racing.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await entries('builder.template-saved')).length).toBe(before + 1);
  });

  it("refuses a tree the engine refuses with a 400 carrying the engine's message, and stores nothing", async () => {
    const count = (await list()).length;
    const cases: Array<[unknown, string]> = [
      [el('s', 'section', [el('h', 'heading', [], { style: 'bold' })]), 'Style must be an object.'],
      [el('s', 'section', [], { style: { fontSize: '100px' } }), "Font size must be between 8px and 72px (got '100px')."],
      [el('s', 'section', [el('x', 'text'), el('x', 'text')]), "Element id 'x' is used twice."],
      [el('s', 'section', [el('b', 'button', [], { url: 'javascript:alert(1)' })]), 'A link may not use a script URL.'],
      [el('s', 'section', [], { secret: 1 }), "Element 's' has an unknown field 'secret'."],
      [el('s', 'heading'), 'Only a section can be saved as a template, not a heading.'],
      [[hero('l')], 'A template must be one element.'],
      ['section', 'A template must be one element.'],
    ];
    for (const [element, message] of cases) {
      const res = await create(admin, `Bad ${message}`.slice(0, 100), element);
      expect(res.status, res.text).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    expect((await create(admin, '', hero('e'))).json.error.message).toBe('A template name is required.');
    expect((await create(admin, 'x'.repeat(101), hero('e'))).json.error.message).toBe('A template name has at most 100 characters.');
    expect((await admin.post('/trpc/builderTemplate.create', {})).status).toBe(400);
    expect((await remove(admin, 'one')).status).toBe(400);
    expect((await remove(admin, 2 ** 31)).status).toBe(404);
    for (const id of [2 ** 53, 0, -1, 1.5])
      expect((await remove(admin, id)).json.error.message, `templateId ${id}`).toBe('A template id is a whole number above 0.');
    expect((await list()).length).toBe(count);
  });

  it('refuses a tree nested past the limit with a 400, even thousands of levels deep', async () => {
    const deep = `${'{"id":"d","type":"section","name":"s","style":{},"children":['.repeat(5000)}${']}'.repeat(5000)}`;
    const res = await admin.post('/trpc/builderTemplate.create', `{"name":"Deep","element":${deep}}`);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Elements can be nested at most 32 levels deep.');
    expect((await admin.get('/healthz')).status).toBe(200);
  });

  it('refuses a section over 500 elements or 256 KB with a 413', async () => {
    const many = el(
      'big',
      'section',
      Array.from({ length: 500 }, (_, i) => el(`t${i}`, 'text')),
    );
    const tooMany = await create(admin, 'Too many', many);
    expect(tooMany.status).toBe(413);
    expect(tooMany.json.error.message).toBe(
      'This section holds 501 elements, where a template may hold at most 500. Save a smaller section.',
    );
    const heavy = el(
      'heavy',
      'section',
      [0, 1, 2].map((i) => el(`h${i}`, 'text', [], { content: 'x'.repeat(90_000) })),
    );
    const tooHeavy = await create(admin, 'Too heavy', heavy);
    expect(tooHeavy.status).toBe(413);
    expect(tooHeavy.json.error.message).toMatch(
      /^This section is too large to save as a template: 264 KB, where a template may be at most 256 KB\.$/,
    );
    expect((await list()).map((item) => item.name)).not.toContain('Too many');
  });

  it('answers 401 to a visitor and 403 to an ordinary user', async () => {
    const visitor = new TestClient(server.baseUrl);
    const member = await server.signedInClient('user');
    for (const [client, status] of [
      [visitor, 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/trpc/builderTemplate.list')).status).toBe(status);
      expect((await create(client, 'Sneaky', hero('z'))).status).toBe(status);
      expect((await remove(client, 1)).status).toBe(status);
    }
    expect((await list()).map((item) => item.name)).not.toContain('Sneaky');
  });
});

describe('builderTemplate.list pages', () => {
  const page = async (input: unknown) => {
    const res = await trpcQuery(admin, 'builderTemplate.list', input);
    expect(res.status, res.text).toBe(200);
    return res.json.result.data as PagedList<BuilderTemplate>;
  };

  it('answers 50 templates a list page by name (any case), searched by name, and 400 for bad input', async () => {
    const before = (await page({})).total;
    // Names in reverse order of saving, so the order read is the name's, not the save's.
    for (let n = 54; n >= 0; n -= 1) {
      expect((await create(admin, `Paged ${String(n).padStart(2, '0')}${n === 7 ? ' 100%_off' : ''}`, hero(`paged-${n}`))).status).toBe(
        200,
      );
    }
    const first = await page({ q: 'PAGED' });
    expect(first).toMatchObject({ page: 1, total: 55, pageCount: 2 });
    expect(first.items.map((item) => item.name).slice(0, 3)).toEqual(['Paged 00', 'Paged 01', 'Paged 02']);
    expect(first.items[0]?.element.type).toBe('section');
    const second = await page({ q: 'paged', page: 2 });
    expect(second.items.map((item) => item.name)).toEqual(['Paged 50', 'Paged 51', 'Paged 52', 'Paged 53', 'Paged 54']);
    expect((await page({})).total).toBe(before + 55);
    expect((await page({ q: '100%_' })).items.map((item) => item.name)).toEqual(['Paged 07 100%_off']);
    expect((await page({ q: '100_' })).total).toBe(0);

    for (const input of [{ page: 0 }, { q: 'x'.repeat(101) }]) {
      const res = await trpcQuery(admin, 'builderTemplate.list', input);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(
        /^(Page must be a whole number of 1 or more\.|The search must be text of at most 100 characters\.)$/,
      );
    }
  });
});

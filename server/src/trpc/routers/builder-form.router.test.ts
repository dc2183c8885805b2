import { addCommand, readComponentContent, writeComponentContent, type BuilderElement } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage } from '../../test/builder-client.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
});

afterAll(async () => {
  await server?.close();
});

const FORM_ID = 'element-1700000000000-1';
const form: BuilderElement = {
  id: FORM_ID,
  type: 'form',
  name: 'Form',
  content: writeComponentContent('form', {
    title: 'Request a call back',
    fields: [
      { label: 'Your name', type: 'text', required: true },
      { label: 'Email', type: 'email', required: true },
      { label: 'Phone', type: 'text', required: false },
      { label: 'What do you need?', type: 'textarea', required: true },
    ],
    submitText: 'Send',
    successMessage: 'Thanks',
  }),
  style: {},
  children: [],
};
const valid = ['Jo Bloggs', 'jo@example.com', '', 'Please call me about the Pro plan.'];

/** A 'New page' holding the form, published when asked. */
async function pageWithForm(slug: string, publish = true): Promise<void> {
  const pageId = await newBuilderPage(admin, slug);
  await acceptedStep(admin, pageId, 0, addCommand(null, form));
  if (publish) expect((await admin.post('/trpc/builderPage.publish', { pageId })).status).toBe(200);
}

const submit = (client: TestClient, body: Record<string, unknown>) => client.post('/trpc/builderForm.submit', body);
const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);
const countMessages = async () => (await sql('select count(*)::int as n from contact_messages'))[0]?.n as number;

describe('builderForm.submit', () => {
  beforeAll(async () => {
    await pageWithForm('call-back');
    await pageWithForm('draft-form', false);
  });

  it('stores a submission as a contact message in the admin inbox', async () => {
    const visitor = new TestClient(server.baseUrl);
    const res = await submit(visitor, { pageSlug: 'call-back', formId: FORM_ID, values: valid });
    expect(res.status).toBe(200);
    const [row] = await sql('select * from contact_messages where id = ?', [res.json.result.data.id]);
    expect(row).toMatchObject({ name: 'Jo Bloggs', email: 'jo@example.com', subject: 'Request a call back (form on /call-back)' });
    expect(row?.message).toBe(
      [
        "Sent from the form 'Request a call back' on the page 'call-back' (/call-back).",
        '',
        'Your name: Jo Bloggs',
        'Email: jo@example.com',
        'Phone: (empty)',
        'What do you need?: Please call me about the Pro plan.',
      ].join('\n'),
    );
    const inbox = await admin.get('/trpc/contact.list?input=' + encodeURIComponent(JSON.stringify({ page: 1 })));
    expect(inbox.json.result.data.items[0]).toMatchObject({
      name: 'Jo Bloggs',
      subject: 'Request a call back (form on /call-back)',
      read: false,
    });
  });

  it.each([
    ['a missing required field', ['Jo Bloggs', 'jo@example.com', '', '  '], 'What do you need? is required.', 'field-3'],
    ['a bad e-mail address', ['Jo Bloggs', 'jo@', '', 'Hello there'], 'Email: please enter a valid email address.', 'field-1'],
    [
      'an over-long short field',
      ['x'.repeat(501), 'jo@example.com', '', 'Hello there'],
      'Your name must be at most 500 characters.',
      'field-0',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, values, message, field) => {
    const before = await countMessages();
    const res = await submit(new TestClient(server.baseUrl), { pageSlug: 'call-back', formId: FORM_ID, values });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
    expect(res.json.error.data.fieldErrors[field]).toBe(message);
    expect(await countMessages()).toBe(before);
  });

  it('refuses malformed input and a stale form with 400', async () => {
    const visitor = new TestClient(server.baseUrl);
    expect((await submit(visitor, { pageSlug: 'call-back', formId: FORM_ID })).status).toBe(400);
    expect((await submit(visitor, { pageSlug: 'call-back', formId: FORM_ID, values: [1, 2, 3, 4] })).status).toBe(400);
    const stale = await submit(visitor, { pageSlug: 'call-back', formId: FORM_ID, values: ['Jo', 'jo@example.com'] });
    expect(stale.status).toBe(400);
    expect(stale.json.error.message).toBe('This form has changed since the page was loaded. Reload the page and send it again.');
  });

  it('answers 404 for an unpublished page, an unknown page or an element that is not a form', async () => {
    const visitor = new TestClient(server.baseUrl);
    const unpublished = await submit(visitor, { pageSlug: 'draft-form', formId: FORM_ID, values: valid });
    expect(unpublished.status).toBe(404);
    expect(unpublished.json.error.message).toMatch(/not published/);
    expect((await submit(visitor, { pageSlug: 'no-such-page', formId: FORM_ID, values: valid })).status).toBe(404);
    const notForm = await submit(visitor, { pageSlug: 'call-back', formId: 'element-0-0', values: valid });
    expect(notForm.status).toBe(404);
    expect(notForm.json.error.message).toMatch(/no longer on the published page/);
  });

  it('answers 429 after five submissions from one address in ten minutes', async () => {
    const visitor = new TestClient(server.baseUrl);
    // The first test already sent one from this address (every test client comes from 127.0.0.1).
    for (let i = 0; i < 4; i += 1)
      expect((await submit(visitor, { pageSlug: 'call-back', formId: FORM_ID, values: valid })).status).toBe(200);
    const res = await submit(visitor, { pageSlug: 'call-back', formId: FORM_ID, values: valid });
    expect(res.status).toBe(429);
    expect(res.json.error.message).toMatch(/wait a few minutes/);
  });
});

describe('the form content the server reads', () => {
  it('is the engine component content the renderers draw', () => {
    expect(readComponentContent('form', form.content).fields.map((field) => field.label)).toEqual([
      'Your name',
      'Email',
      'Phone',
      'What do you need?',
    ]);
  });
});

// builderPage.submit with text commands (typing into one heading from two screens): merged over each other's
// typing on the server, and refused with a message when out of bounds or too large.
import { addElementCommand, createIdGenerator, getElement, textCommand } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, openPage, startBuilderTestServer, submitStep } from '../test/builder-client.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
const ids = createIdGenerator();

beforeAll(async () => ({ server, admin, otherAdmin } = await startBuilderTestServer()));
afterAll(() => server?.close());

async function headingPage(slug: string): Promise<{ pageId: number; id: string }> {
  const pageId = await newBuilderPage(admin, slug);
  const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
  await acceptedStep(admin, pageId, 0, heading);
  return { pageId, id: heading.element.id };
}

describe('builderPage.submit: text commands', () => {
  it('merges two people typing into one heading on the same version: both texts whole, no conflict', async () => {
    const { pageId, id } = await headingPage('text-merge');
    const first = await acceptedStep(admin, pageId, 1, textCommand(id, 'content', 'New Heading', 'New Heading: spring sale', 'site-a'));
    expect(first).toMatchObject({ version: 2, rebased: false, event: { command: { kind: 'text', ops: [11, ': spring sale'] } } });
    const second = await acceptedStep(otherAdmin, pageId, 1, textCommand(id, 'content', 'New Heading', 'Our New Heading', 'site-b'));
    expect(second).toMatchObject({ version: 3, rebased: true });
    expect(getElement((await openPage(admin, pageId)).tree, id)?.content).toBe('Our New Heading: spring sale');
  });

  it('refuses a text edit that reaches past the text, deletes what is not there, or is too large (400)', async () => {
    const { pageId, id } = await headingPage('text-bounds');
    const past = await submitStep(admin, pageId, 1, { kind: 'text', id, field: 'content', ops: [40, 'x'], site: 'a' });
    expect(past.status).toBe(400);
    expect(past.json.error.message).toBe('The text edit reaches past the end of the text (11 characters).');
    const wrong = await submitStep(admin, pageId, 1, { kind: 'text', id, field: 'content', ops: [{ d: 'Old' }], site: 'a' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe('The text edit deletes characters that are not there at position 0.');
    const huge = await submitStep(admin, pageId, 1, { kind: 'text', id, field: 'content', ops: ['x'.repeat(20_001)], site: 'a' });
    expect(huge.status).toBe(400);
    expect(huge.json.error.message).toBe('A text edit may insert and delete at most 20000 characters.');
    const field = await submitStep(admin, pageId, 1, { kind: 'text', id, field: 'style', ops: ['x'], site: 'a' });
    expect(field.status).toBe(400);
    expect(field.json.error.message).toBe('A text edit changes one of content, name (got "style").');
    expect(getElement((await openPage(admin, pageId)).tree, id)?.content).toBe('New Heading');
  });
});

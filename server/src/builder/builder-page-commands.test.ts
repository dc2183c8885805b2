// builderPage.submit and builderPage.events end to end (builder-page-commands.ts): steps appended, rebased or refused.
import { addElementCommand, createIdGenerator, deleteCommand, getElement, styleCommand, updateCommand } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, applied, newBuilderPage, openPage, startBuilderTestServer, submitStep } from '../test/builder-client.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
const ids = createIdGenerator();

beforeAll(async () => ({ server, admin, otherAdmin } = await startBuilderTestServer()));
afterAll(() => server?.close());

/** A fresh empty page made with 'New page', so tests never share a log. */
const newPage = (slug: string) => newBuilderPage(admin, slug);

describe('builderPage.submit', () => {
  it('appends a command as the next version with its inverse and author, and byId replays it', async () => {
    const pageId = await newPage('append');
    const section = addElementCommand((await openPage(admin, pageId)).tree, 'section', ids);
    const first = await acceptedStep(admin, pageId, 0, section);
    expect(first).toMatchObject({ version: 1, rebased: false, label: 'Add Section' });
    expect(first.event).toMatchObject({
      pageId,
      version: 1,
      command: { kind: 'add', parentId: null, index: 0 },
      inverse: { kind: 'delete', id: section.element.id },
    });
    expect(first.event!.author).toEqual({ id: expect.any(Number), name: 'Administrator' });

    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids, { parentId: section.element.id });
    expect((await acceptedStep(admin, pageId, 1, heading)).version).toBe(2);
    const opened = await openPage(admin, pageId);
    expect(opened.version).toBe(2);
    expect(getElement(opened.tree, heading.element.id)).toMatchObject({ content: 'New Heading', style: { fontSize: '32px' } });

    const entries = await trpcQuery(otherAdmin, 'builderPage.events', { pageId, afterVersion: 1 });
    expect(entries.status).toBe(200);
    expect(entries.json.result.data).toMatchObject({ version: 2, hasMore: false, events: [{ version: 2, command: { kind: 'add' } }] });
    const rows: Array<{ version: number }> = await server.orm.em
      .getConnection()
      .execute('select version from page_events where page_id = ? order by version', [pageId]);
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
  });

  it('appends nothing for a command that changes nothing', async () => {
    const pageId = await newPage('no-change');
    const section = addElementCommand((await openPage(admin, pageId)).tree, 'section', ids);
    await acceptedStep(admin, pageId, 0, section);
    const same = await acceptedStep(admin, pageId, 1, styleCommand(section.element.id, 'padding', '60px 0'));
    expect(same).toMatchObject({ version: 1, event: null });
  });

  it("refuses a same-key edit made on an older version with the engine's conflict and the current version (409)", async () => {
    const pageId = await newPage('conflict');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    await acceptedStep(admin, pageId, 1, styleCommand(heading.element.id, 'fontSize', '48px'));
    const late = await submitStep(otherAdmin, pageId, 1, styleCommand(heading.element.id, 'fontSize', '40px'));
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe("The font size of 'Heading' was changed by another edit (version 2).");
    expect(late.json.error.data.details).toEqual({
      kind: 'builderConflict',
      code: 'conflict',
      currentVersion: 2,
      elementId: heading.element.id,
      version: 2,
    });
    expect(getElement((await openPage(admin, pageId)).tree, heading.element.id)?.style.fontSize).toBe('48px');

    const ahead = await submitStep(admin, pageId, 7, styleCommand(heading.element.id, 'color', '#000000'));
    expect(ahead.status).toBe(409);
    expect(ahead.json.error.message).toBe(
      'This page is at version 2, so a change cannot be made on version 7. Reload the page to continue.',
    );
    expect(ahead.json.error.data.details).toEqual({ kind: 'builderConflict', code: 'unknown-version', currentVersion: 2 });
  });

  it('rebases a step made on an older version that touches something else, so both land', async () => {
    const pageId = await newPage('rebase');
    let page = (await openPage(admin, pageId)).tree;
    const heading = addElementCommand(page, 'heading', ids);
    page = applied(page, heading);
    await acceptedStep(admin, pageId, 0, heading);
    // Both admins work from version 1: one adds a button at the end, the other recolours the heading.
    const button = addElementCommand(page, 'button', ids);
    expect((await acceptedStep(admin, pageId, 1, button)).rebased).toBe(false);
    const recolour = await acceptedStep(otherAdmin, pageId, 1, styleCommand(heading.element.id, 'color', '#ff0000'));
    expect(recolour).toMatchObject({ version: 3, rebased: true });
    const opened = await openPage(admin, pageId);
    expect(opened.tree.elements.map((element) => element.id)).toEqual([heading.element.id, button.element.id]);
    expect(opened.tree.elements[0]?.style.color).toBe('#ff0000');
  });

  it("refuses malformed commands with 400 and the engine's message, and writes nothing", async () => {
    const pageId = await newPage('malformed');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ kind: 'explode', id: heading.element.id }, 'Unknown command kind "explode".'],
      [
        { kind: 'update', id: heading.element.id, changes: { style: { fontSize: '900px' } } },
        "Font size must be between 8px and 72px (got '900px').",
      ],
      [{ kind: 'update', id: heading.element.id, changes: { url: 'javascript:alert(1)' } }, 'A link may not use a script URL.'],
      [{ kind: 'update', id: heading.element.id, changes: { style: { color: 'red;}body{x:y' } } }, /may not contain/],
      [{ kind: 'delete', id: 'element-1-1' }, "Element 'element-1-1' does not exist."],
      ['not an object', 'A command must be an object.'],
    ];
    for (const [command, message] of cases) {
      const res = await submitStep(admin, pageId, 1, command as Record<string, unknown>);
      expect(res.status, JSON.stringify(command)).toBe(400);
      if (typeof message === 'string') expect(res.json.error.message).toBe(message);
      else expect(res.json.error.message).toMatch(message);
    }
    expect((await openPage(admin, pageId)).version).toBe(1);
  });

  it('refuses a command over 256 KB with 413 and a message naming the limit', async () => {
    const pageId = await newPage('oversized');
    const heading = addElementCommand((await openPage(admin, pageId)).tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    const res = await submitStep(admin, pageId, 1, updateCommand(heading.element.id, { content: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe(
      'This change is too large to save: 301 KB, where one step may be at most 256 KB. Make it in smaller steps.',
    );
    expect((await openPage(admin, pageId)).version).toBe(1);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await submitStep(admin, 999_999, 0, deleteCommand('element-1-1'));
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('There is no builder page with id 999999.');
  });
});

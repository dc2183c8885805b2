import { addCommand } from '@app/builder-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, pageIdOf, startBuilderTestServer } from '../test/builder-client.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';

// Guarded publishing, over HTTP on a real database: publishing or unpublishing a page at a built-in page's address,
// and deleting or moving a published page, is refused (409 naming the page and the address) until the call
// confirms that address.

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;

beforeAll(async () => {
  ({ server, admin, otherAdmin } = await startBuilderTestServer());
});

afterAll(() => server?.close());

const mutate = (procedure: string, input: unknown) => admin.post(`/trpc/builderPage.${procedure}`, input);
const pageAt = async (slug: string) =>
  (await trpcQuery(admin, 'builderPage.bySlug', { slug })).json.result.data as { publishedVersion: number | null; slug: string } | null;
const served = async (path: string) =>
  (await trpcQuery(admin, 'builderPage.published', { path })).json.result.data as { id: number } | null;

/** The 409 a refused guarded call answers, with its message and details. */
function refusal(res: { status: number; json: { error?: { message: string; data?: { details?: unknown } } } }) {
  expect(res.status).toBe(409);
  return { message: res.json.error?.message ?? '', details: res.json.error?.data?.details as Record<string, unknown> };
}

describe('publish and unpublish at a built-in page address', () => {
  it('refuses to publish Home over / without the confirmation, names the page and the address, and publishes with it', async () => {
    const pageId = await pageIdOf(admin, 'home');
    const refused = refusal(await mutate('publish', { pageId }));
    expect(refused.message).toContain('Publishing “Home” replaces the built-in Home page at / for every visitor.');
    expect(refused.details).toEqual({
      kind: 'liveAddressChange',
      pageName: 'Home',
      operation: 'publish',
      effects: [{ path: '/', builtInPage: 'Home', sentence: 'Publishing “Home” replaces the built-in Home page at / for every visitor.' }],
    });
    expect(await served('/')).toBeNull();
    // Confirming another address is no confirmation of this one.
    refusal(await mutate('publish', { pageId, confirmedAddresses: ['/pricing'] }));

    expect((await mutate('publish', { pageId, confirmedAddresses: ['/'] })).status).toBe(200);
    expect((await served('/'))?.id).toBe(pageId);

    // Unpublishing gives the built-in page back: asked too.
    const back = refusal(await mutate('unpublish', { pageId }));
    expect(back.message).toContain('Unpublishing “Home” brings back the built-in Home page at / for every visitor.');
    expect((await served('/'))?.id).toBe(pageId);
    expect((await mutate('unpublish', { pageId, confirmedAddresses: ['/'] })).status).toBe(200);
    expect(await served('/')).toBeNull();
  });

  it('asks the same when a published page at a built-in address is switched off or on (only active pages are served)', async () => {
    const pageId = await pageIdOf(admin, 'features');
    expect((await mutate('publish', { pageId, confirmedAddresses: ['/features'] })).status).toBe(200);
    expect(refusal(await mutate('update', { pageId, isActive: false })).message).toContain('Unpublishing “Features” brings back');
    expect((await mutate('update', { pageId, isActive: false, confirmedAddresses: ['/features'] })).status).toBe(200);
    expect(await served('/features')).toBeNull();
    expect(refusal(await mutate('update', { pageId, isActive: true })).message).toContain('Publishing “Features” replaces');
    expect((await mutate('update', { pageId, isActive: true, confirmedAddresses: ['/features'] })).status).toBe(200);
    expect((await served('/features'))?.id).toBe(pageId);
    expect((await mutate('unpublish', { pageId, confirmedAddresses: ['/features'] })).status).toBe(200);
  });

  it('publishes and unpublishes a page at an address of its own without asking', async () => {
    const pageId = await newBuilderPage(admin, 'own-address');
    expect((await mutate('publish', { pageId })).status).toBe(200);
    expect((await mutate('unpublish', { pageId })).status).toBe(200);
    // Unpublishing a built-in address's page that is not live changes nothing a visitor sees.
    expect((await mutate('unpublish', { pageId: await pageIdOf(admin, 'pricing') })).status).toBe(200);
  });

  it('asks another admin too, and refuses bad confirmations with a 400', async () => {
    const pageId = await pageIdOf(admin, 'pricing');
    const res = await otherAdmin.post('/trpc/builderPage.publish', { pageId });
    expect(refusal(res).message).toContain('Publishing “Pricing” replaces the built-in Pricing page at /pricing for every visitor.');
    expect((await mutate('publish', { pageId, confirmedAddresses: '/pricing' })).status).toBe(400);
    expect((await mutate('publish', { pageId, confirmedAddresses: ['/', '/a', '/b', '/c', '/d'] })).status).toBe(400);
    expect((await pageAt('pricing'))?.publishedVersion).toBeNull();
  });
});

describe('deleting a published page', () => {
  it('is refused without the confirmation (the built-in page would come back) and done with it', async () => {
    const pageId = await pageIdOf(admin, 'about');
    expect((await mutate('publish', { pageId, confirmedAddresses: ['/about'] })).status).toBe(200);
    const refused = refusal(await mutate('delete', { pageId }));
    expect(refused.message).toContain(
      'Deleting “About” takes it off the site: every visitor to /about sees the built-in About Us page again.',
    );
    expect((await served('/about'))?.id).toBe(pageId);
    expect((await mutate('delete', { pageId, confirmedAddresses: ['/about'] })).status).toBe(200);
    expect(await served('/about')).toBeNull();
  });

  it('names "page not found" for a page of its own, and deletes an unpublished page without asking', async () => {
    const live = await newBuilderPage(admin, 'live-offer');
    expect((await mutate('publish', { pageId: live })).status).toBe(200);
    expect(refusal(await mutate('delete', { pageId: live })).message).toContain(
      'Deleting “live-offer” takes it off the site: visitors to /live-offer get “page not found”.',
    );
    expect((await mutate('delete', { pageId: live, confirmedAddresses: ['/live-offer'] })).status).toBe(200);
    const draft = await newBuilderPage(admin, 'draft-offer');
    expect((await mutate('delete', { pageId: draft })).status).toBe(200);
  });
});

describe('moving a published page to another address', () => {
  it('is refused without confirming its address, and onto a built-in address without confirming that one too', async () => {
    const pageId = await newBuilderPage(admin, 'moving-offer');
    expect((await mutate('publish', { pageId })).status).toBe(200);
    const refused = refusal(await mutate('update', { pageId, slug: 'moved-offer' }));
    expect(refused.message).toContain('Moving “moving-offer” from /moving-offer to /moved-offer takes it off /moving-offer');
    expect((await pageAt('moving-offer'))?.slug).toBe('moving-offer');
    expect((await mutate('update', { pageId, slug: 'moved-offer', confirmedAddresses: ['/moving-offer'] })).status).toBe(200);
    expect((await served('/moved-offer'))?.id).toBe(pageId);

    // A name change alone, or a move of an unpublished page, changes no live address.
    expect((await mutate('update', { pageId, name: 'Moved offer' })).status).toBe(200);
    const draft = await newBuilderPage(admin, 'draft-moving');
    expect((await mutate('update', { pageId: draft, slug: 'draft-moved' })).status).toBe(200);
  });

  it('moving a published page off a built-in address says the built-in page comes back; onto one, that it replaces it', async () => {
    const pageId = await pageIdOf(admin, 'use-cases');
    expect((await mutate('publish', { pageId, confirmedAddresses: ['/use-cases'] })).status).toBe(200);
    const refused = refusal(await mutate('update', { pageId, slug: 'use-cases-old' }));
    expect(refused.message).toContain('Moving “Use Cases” from /use-cases to /use-cases-old brings back the built-in Use Cases page');
    expect((await mutate('update', { pageId, slug: 'use-cases-old', confirmedAddresses: ['/use-cases'] })).status).toBe(200);
    expect(await served('/use-cases')).toBeNull();

    // The published page of the test before moves onto /use-cases: both addresses must be confirmed.
    const offer = await pageIdOf(admin, 'moved-offer');
    const onto = refusal(await mutate('update', { pageId: offer, slug: 'use-cases', confirmedAddresses: ['/moved-offer'] }));
    expect(onto.message).toContain('At /use-cases, “Moved offer” replaces the built-in Use Cases page for every visitor.');
    expect(onto.details).toMatchObject({
      operation: 'move',
      effects: [{ path: '/moved-offer' }, { path: '/use-cases', builtInPage: 'Use Cases' }],
    });
    const both = ['/moved-offer', '/use-cases'];
    expect((await mutate('update', { pageId: offer, slug: 'use-cases', confirmedAddresses: both })).status).toBe(200);
    expect((await served('/use-cases'))?.id).toBe(offer);
  });
});

describe('where the builder opens', () => {
  it('is the page the person last changed, from the builder log, per person', async () => {
    const last = async (client: TestClient) =>
      (await trpcQuery(client, 'builderPage.lastEdited', undefined)).json.result.data as { slug: string } | null;
    expect(await last(otherAdmin)).toBeNull();
    const pageId = await newBuilderPage(otherAdmin, 'other-admins-page');
    await acceptedStep(
      otherAdmin,
      pageId,
      0,
      addCommand(null, { id: 'h1', type: 'heading', name: 'Heading', content: 'Hi', style: {}, children: [] }),
    );
    expect((await last(otherAdmin))?.slug).toBe('other-admins-page');
    expect((await last(admin))?.slug).not.toBe('other-admins-page');
    // A deleted page is not opened.
    expect((await otherAdmin.post('/trpc/builderPage.delete', { pageId })).status).toBe(200);
    expect(await last(otherAdmin)).toBeNull();
  });

  it('is one index probe with 20,000 log entries of others behind it, and skips a deleted page however new', async () => {
    const last = async () => (await trpcQuery(otherAdmin, 'builderPage.lastEdited', undefined)).json.result.data as { slug: string } | null;
    const heading = { id: 'h1', type: 'heading', name: 'Heading', content: 'Hi', style: {}, children: [] } as const;
    const older = await newBuilderPage(otherAdmin, 'older-edit');
    const newer = await newBuilderPage(otherAdmin, 'newer-edit');
    const busy = await newBuilderPage(admin, 'busy-page');
    await acceptedStep(otherAdmin, older, 0, addCommand(null, heading));
    await acceptedStep(otherAdmin, newer, 0, addCommand(null, heading));
    await acceptedStep(admin, busy, 0, addCommand(null, heading));
    const connection = server.orm.em.getConnection();
    const authorOf = async (pageId: number) =>
      (await connection.execute<Array<{ author_id: number }>>('select author_id from page_events where page_id = ?', [pageId]))[0]!
        .author_id;
    // Another admin's 20,000 log entries come after these two edits.
    await connection.execute(
      `insert into page_events (page_id, version, command, inverse, author_id)
       select ?, v, '{}'::jsonb, '{}'::jsonb, ? from generate_series(2, 20001) as v`,
      [busy, await authorOf(busy)],
    );
    await connection.execute('analyze page_events');
    expect((await last())?.slug).toBe('newer-edit');
    expect((await otherAdmin.post('/trpc/builderPage.delete', { pageId: newer })).status).toBe(200);
    expect((await last())?.slug).toBe('older-edit');
    const plan = await connection.execute(
      `explain select e.page_id from page_events e join builder_pages p on p.id = e.page_id and p.deleted_at is null
        where e.author_id = ? order by e.id desc limit 1`,
      [await authorOf(older)],
    );
    expect(JSON.stringify(plan)).toContain('page_events_author_index');
  });
});

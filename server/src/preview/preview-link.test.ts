// Share links for drafts end to end: made, listed and revoked by whoever may edit the draft (previewLink router), and the public page
// GET /preview/<token> that anyone holding a link opens without a session.
import { addElementCommand, createIdGenerator } from '@app/builder-engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { acceptedStep, newBuilderPage, openPage } from '../test/builder-client.ts';
import { metaContent } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery, trpcData } from '../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let ordinary: TestClient;
let anonymous: TestClient;
const logLines: string[] = [];
const ids = createIdGenerator();

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) }, webStandIn: true },
  );
  admin = await server.signedInClient('admin');
  ordinary = await server.signedInClient('user');
  anonymous = new TestClient(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => setClock());

/** A new draft post titled `title`, with its id. */
async function draftPost(title: string): Promise<number> {
  const post = trpcData<{ id: number; revision: number }>(await admin.post('/trpc/blogAdmin.create', {}));
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${post.id}`;
  trpcData(await admin.post('/trpc/blogAdmin.update', { id: post.id, baseRevision: post.revision, title, slug }));
  return post.id;
}

const createLink = (client: TestClient, input: Record<string, unknown>) => client.post('/trpc/previewLink.create', input);
const tokenOf = (path: string) => path.slice('/preview/'.length);

describe('previewLink.create, list and revoke', () => {
  it('makes a 7-day link by default with a 160-bit token shown once, lists the working ones and revokes', async () => {
    const postId = await draftPost('Spring checklist');
    setClock(() => new Date('2026-11-28T09:00:00Z'));
    const made = trpcData<{ id: number; path: string; expiresAt: string; createdBy: string; revokedAt: null }>(
      await createLink(admin, { kind: 'post', targetId: postId }),
    );
    expect(made.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{27}$/);
    expect(made.expiresAt).toBe('2026-12-05T09:00:00.000Z');
    expect(made.revokedAt).toBeNull();
    const month = trpcData<{ id: number; expiresAt: string }>(await createLink(admin, { kind: 'post', targetId: postId, days: 30 }));
    expect(month.expiresAt).toBe('2026-12-28T09:00:00.000Z');

    // Only the token's SHA-256 is stored.
    const rows = await server.orm.em.getConnection().execute<Array<{ token_hash: string }>>('select token_hash from preview_links');
    expect(rows.map((row) => row.token_hash)).not.toContain(tokenOf(made.path));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);

    const listed = trpcData<Array<{ id: number; createdBy: string }>>(
      await trpcQuery(admin, 'previewLink.list', { kind: 'post', targetId: postId }),
    );
    expect(listed.map((link) => link.id)).toEqual([month.id, made.id]);
    expect(listed[0]).not.toHaveProperty('path');

    const revoked = trpcData<{ revokedAt: string }>(await admin.post('/trpc/previewLink.revoke', { id: made.id }));
    expect(revoked.revokedAt).toBe('2026-11-28T09:00:00.000Z');
    const after = trpcData<Array<{ id: number }>>(await trpcQuery(admin, 'previewLink.list', { kind: 'post', targetId: postId }));
    expect(after.map((link) => link.id)).toEqual([month.id]);
  });

  it('refuses a bad expiry, an unknown draft and an unknown link with a message, never a 500', async () => {
    const bad = await createLink(admin, { kind: 'post', targetId: 1, days: 3 });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('A preview link works for 1, 7 or 30 days.');
    const kind = await createLink(admin, { kind: 'page', targetId: 1 });
    expect(kind.status).toBe(400);
    const missing = await createLink(admin, { kind: 'builder-page', targetId: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('There is no builder page with id 999999.');
    const revoke = await admin.post('/trpc/previewLink.revoke', { id: 999999 });
    expect(revoke.status).toBe(404);
  });

  it('an ordinary account and an anonymous caller can neither make, list nor revoke links', async () => {
    const postId = await draftPost('Members only');
    const link = trpcData<{ id: number }>(await createLink(admin, { kind: 'post', targetId: postId }));
    expect((await createLink(ordinary, { kind: 'post', targetId: postId })).status).toBe(403);
    expect((await createLink(anonymous, { kind: 'post', targetId: postId })).status).toBe(401);
    expect((await trpcQuery(ordinary, 'previewLink.list', { kind: 'post', targetId: postId })).status).toBe(403);
    expect((await ordinary.post('/trpc/previewLink.revoke', { id: link.id })).status).toBe(403);
    expect(trpcData<unknown[]>(await trpcQuery(admin, 'previewLink.list', { kind: 'post', targetId: postId }))).toHaveLength(1);
  });

  it('an author or contributor shares their own posts only, and no builder page', async () => {
    const author = await server.signedInClient('author');
    const contributor = await server.signedInClient('contributor');
    const theirs = trpcData<{ id: number }>(await contributor.post('/trpc/blogAdmin.create', {}));
    const link = trpcData<{ id: number }>(await createLink(contributor, { kind: 'post', targetId: theirs.id }));
    expect(trpcData<unknown[]>(await trpcQuery(contributor, 'previewLink.list', { kind: 'post', targetId: theirs.id }))).toHaveLength(1);
    // Someone else's post is not theirs to see (404, as in the blog manager), nor its links to revoke.
    expect((await createLink(author, { kind: 'post', targetId: theirs.id })).status).toBe(404);
    expect((await trpcQuery(author, 'previewLink.list', { kind: 'post', targetId: theirs.id })).status).toBe(404);
    expect((await author.post('/trpc/previewLink.revoke', { id: link.id })).status).toBe(404);
    const pageId = await newBuilderPage(admin, `not-for-authors-${Date.now()}`);
    const refused = await createLink(author, { kind: 'builder-page', targetId: pageId });
    expect(refused.status).toBe(403);
    expect((refused.json as { error: { message: string } }).error.message).toBe('This action needs an editor or higher role.');
    trpcData(await contributor.post('/trpc/previewLink.revoke', { id: link.id }));
  });

  it('lists the newest 100 working links of a draft among 10,000', async () => {
    const postId = await draftPost('Busy draft');
    const adminId = (await admin.get('/api/user')).json.id as number;
    await server.orm.em.getConnection().execute(
      `insert into preview_links (kind, target_id, token_hash, created_by, created_at, expires_at, revoked_at)
         select 'post', ?, md5(n::text) || md5((n * 7)::text), ?, now() - n * interval '1 second', now() + interval '1 day',
                case when n % 10 = 0 then now() else null end
           from generate_series(1, 10000) n`,
      [postId, adminId],
    );
    const newest = trpcData<{ id: number }>(await createLink(admin, { kind: 'post', targetId: postId }));
    const listed = trpcData<Array<{ id: number; revokedAt: string | null }>>(
      await trpcQuery(admin, 'previewLink.list', { kind: 'post', targetId: postId }),
    );
    expect(listed).toHaveLength(100);
    expect(listed[0]!.id).toBe(newest.id);
    expect(listed.every((link) => link.revokedAt === null)).toBe(true);
  });
});

describe('GET /preview/<token>', () => {
  it('shows a draft post to a visitor with no session, as it is at the time of the request, with private no-store and noindex headers', async () => {
    const postId = await draftPost('Hidden launch');
    const { path } = trpcData<{ path: string }>(await createLink(admin, { kind: 'post', targetId: postId }));

    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cdn-cache-control')).toBeNull();
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(metaContent(page.text, 'name', 'robots')).toBe('noindex, nofollow');
    expect(page.text).toContain('<title>Preview: Hidden launch');
    expect(page.text).not.toContain('rel="canonical"');

    const draft = trpcData<{ kind: string; post: { title: string } }>(
      await trpcQuery(anonymous, 'previewLink.view', { token: tokenOf(path) }),
    );
    expect(draft).toMatchObject({ kind: 'post', post: { title: 'Hidden launch' } });

    // An edit made after the link shows on the next request (nothing was kept).
    const post = trpcData<{ revision: number }>(await trpcQuery(admin, 'blogAdmin.byId', { id: postId }));
    trpcData(await admin.post('/trpc/blogAdmin.update', { id: postId, baseRevision: post.revision, title: 'Hidden launch, revised' }));
    expect((await anonymous.get(path)).text).toContain('<title>Preview: Hidden launch, revised');
    const again = trpcData<{ post: { title: string } }>(await trpcQuery(anonymous, 'previewLink.view', { token: tokenOf(path) }));
    expect(again.post.title).toBe('Hidden launch, revised');
    // The draft itself stays off the public site.
    expect((await trpcQuery(anonymous, 'blogPost.bySlug', { slug: `hidden-launch-${postId}` })).status).toBe(404);
  });

  it("shows a builder page's current unpublished tree, until the page is deleted", async () => {
    const pageId = await newBuilderPage(admin, 'preview-offer');
    const tree = (await openPage(admin, pageId)).tree;
    const heading = addElementCommand(tree, 'heading', ids);
    await acceptedStep(admin, pageId, 0, heading);
    const { path } = trpcData<{ path: string }>(await createLink(admin, { kind: 'builder-page', targetId: pageId, days: 1 }));

    expect((await anonymous.get('/preview-offer')).status).toBe(404);
    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toContain('<title>Preview: preview-offer');
    const draft = trpcData<{ kind: string; page: { version: number; elements: Array<{ id: string }> } }>(
      await trpcQuery(anonymous, 'previewLink.view', { token: tokenOf(path) }),
    );
    expect(draft.kind).toBe('builder-page');
    expect(draft.page.version).toBe(1);
    expect(draft.page.elements.map((element) => element.id)).toEqual([heading.element.id]);

    // A page deleted since shows nothing.
    expect((await admin.post('/trpc/builderPage.delete', { pageId })).status).toBe(200);
    expect((await anonymous.get(path)).status).toBe(404);
  });

  it('answers the same 404 page for an unknown, a revoked and an expired token', async () => {
    const postId = await draftPost('Short lived');
    const revoked = trpcData<{ id: number; path: string }>(await createLink(admin, { kind: 'post', targetId: postId }));
    trpcData(await admin.post('/trpc/previewLink.revoke', { id: revoked.id }));
    const expiring = trpcData<{ path: string }>(await createLink(admin, { kind: 'post', targetId: postId, days: 1 }));
    expect((await anonymous.get(expiring.path)).status).toBe(200);
    setClock(() => new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000));

    const unknown = await anonymous.get('/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('404 Page Not Found');
    for (const path of [revoked.path, expiring.path]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toBe(unknown.text);
      for (const header of ['cache-control', 'x-robots-tag', 'referrer-policy']) {
        expect(res.headers.get(header), header).toBe(unknown.headers.get(header));
      }
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const view = await trpcQuery(anonymous, 'previewLink.view', { token: tokenOf(path) });
      expect(view.status).toBe(404);
      expect(view.json.error.message).toBe('This preview link does not exist or no longer works.');
    }
  });

  it('keeps the token out of the logs', async () => {
    const postId = await draftPost('Logged');
    const { path } = trpcData<{ path: string }>(await createLink(admin, { kind: 'post', targetId: postId }));
    logLines.length = 0;
    expect((await anonymous.get(path)).status).toBe(200);
    expect((await trpcQuery(anonymous, 'previewLink.view', { token: tokenOf(path) })).status).toBe(200);
    expect(logLines.join('\n')).toContain('/preview/[redacted]');
    expect(logLines.join('\n')).not.toContain(tokenOf(path));
  });
});

describe('a preview link works only while its issuer may still share the draft (checked at every use)', () => {
  const sql = <T = unknown>(query: string, params: unknown[] = []) =>
    server.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  /** Whether the link at `path` opens its draft now, by the page and by the API (which must agree). */
  async function opens(path: string): Promise<boolean> {
    const page = (await anonymous.get(path)).status;
    const view = (await trpcQuery(anonymous, 'previewLink.view', { token: tokenOf(path) })).status;
    expect(view, `${path}: page ${page}, view ${view}`).toBe(page);
    return page === 200;
  }

  it('every role below what the link needs ends it, for posts of their own, posts of others and builder pages', async () => {
    // What a link needs, stated apart from the code under test: an own post the blog manager (contributor up), someone
    // else's post or a builder page every content (editor up).
    const staffBelow = ['user', 'contributor', 'author', 'editor', 'administrator'] as const;
    const rank = (role: string) => staffBelow.indexOf(role as (typeof staffBelow)[number]);
    const othersPost = await draftPost('Not theirs');
    const page = await newBuilderPage(admin, `issuer-rule-${Date.now()}`);
    for (const issuerRole of ['contributor', 'author', 'editor', 'administrator'] as const) {
      const issuer = await server.signedInAccount(issuerRole);
      const ownPost = trpcData<{ id: number }>(await issuer.client.post('/trpc/blogAdmin.create', {})).id;
      const targets = [{ kind: 'post', targetId: ownPost, needs: 'contributor' }];
      if (rank(issuerRole) >= rank('editor')) {
        targets.push({ kind: 'post', targetId: othersPost, needs: 'editor' }, { kind: 'builder-page', targetId: page, needs: 'editor' });
      }
      const links = [];
      for (const { needs, ...target } of targets) {
        const { path } = trpcData<{ path: string }>(await createLink(issuer.client, target));
        links.push({ path, needs, target });
      }
      for (const role of staffBelow.slice(0, rank(issuerRole))) {
        await sql('update users set role = ? where id = ?', [role, issuer.id]);
        for (const link of links) {
          expect(await opens(link.path), `${issuerRole} made ${JSON.stringify(link.target)}, now ${role}`).toBe(
            rank(role) >= rank(link.needs),
          );
        }
      }
      // Given the role back, the links work again: nothing was deleted, the check is made at each use.
      await sql('update users set role = ? where id = ?', [issuerRole, issuer.id]);
      for (const link of links) expect(await opens(link.path), `${issuerRole} again`).toBe(true);
    }
  });

  it('a link ends when its issuer is demoted to customer, disabled or deleted through the team screen, and lists no more', async () => {
    for (const end of ['demoted', 'disabled', 'deleted'] as const) {
      const issuer = await server.signedInAccount('editor');
      const postId = await draftPost(`Issuer ${end}`);
      const link = trpcData<{ id: number; path: string }>(await createLink(issuer.client, { kind: 'post', targetId: postId }));
      const mine = trpcData<{ id: number }>(await createLink(admin, { kind: 'post', targetId: postId }));
      expect(await opens(link.path)).toBe(true);
      if (end === 'demoted') trpcData(await admin.post('/trpc/team.setRole', { id: issuer.id, role: 'user' }));
      if (end === 'disabled') trpcData(await admin.post('/trpc/team.setDisabled', { id: issuer.id, disabled: true }));
      if (end === 'deleted') {
        trpcData(await admin.post('/trpc/team.deleteAccount', { id: issuer.id, currentPassword: 'Test-Passw0rd' }));
      }
      expect(await opens(link.path), end).toBe(false);
      const listed = trpcData<Array<{ id: number }>>(await trpcQuery(admin, 'previewLink.list', { kind: 'post', targetId: postId }));
      expect(
        listed.map((row) => row.id),
        end,
      ).toEqual([mine.id]);
    }
  });

  it("an author's link to their own post ends when the post is no longer theirs", async () => {
    const author = await server.signedInAccount('author');
    const postId = trpcData<{ id: number }>(await author.client.post('/trpc/blogAdmin.create', {})).id;
    const { path } = trpcData<{ path: string }>(await createLink(author.client, { kind: 'post', targetId: postId }));
    expect(await opens(path)).toBe(true);
    const other = await server.signedInAccount('author');
    await sql('update blog_posts set created_by = ? where id = ?', [other.id, postId]);
    expect(await opens(path)).toBe(false);
  });
});

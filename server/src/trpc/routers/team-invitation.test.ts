import { INVALID_INVITATION, INVITATION_TTL_MS, type AssignableRole } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { sendInvitation } from '../../test/invitation-link.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

let server: TestServer;
let admin: TestClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedInClient('admin');
});
afterAll(() => server?.close());

/** Invites a new address; resolves with it and the token of the link e-mailed to it. */
async function invite(
  email = `invitee${++counter}_${Date.now().toString(36)}@example.com`,
  headers: Record<string, string> = {},
  role?: AssignableRole,
) {
  const invitation = await sendInvitation(server, admin, email, headers, role);
  expect(invitation.sent.json.result.data).toEqual({ email });
  return invitation;
}

/** Accepts an invitation in a fresh browser. */
async function accept(token: string, username = `newadmin${++counter}`) {
  const browser = new TestClient(server.baseUrl);
  const res = await browser.post('/api/invitation', { token, username, name: 'New Admin', password: 'Invited-Passw0rd' });
  return { browser, res, username };
}

describe('inviting an admin by e-mail', () => {
  it("e-mails a link on the site's own origin, whatever Host the request named; the link shows who invited whom until when", async () => {
    const invitation = await invite(undefined, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(invitation.link.startsWith(`${server.baseUrl}/admin/invitation?token=`)).toBe(true);
    expect(invitation.mail.subject).toBe('You are invited to the LocalRank admin team');
    expect(invitation.mail.html).toContain(`href="${invitation.link}"`);
    const info = (await trpcQuery(new TestClient(server.baseUrl), 'team.invitation', { token: invitation.token })).json.result.data;
    expect(info.email).toBe(invitation.email);
    expect(info.invitedBy).toBe('Administrator');
    expect(Math.abs(Date.parse(info.expiresAt) - (Date.now() + INVITATION_TTL_MS))).toBeLessThan(60_000);
    const pending = (await trpcQuery(admin, 'team.invitations')).json.result.data as Array<{ email: string }>;
    expect(pending.map((row) => row.email)).toContain(invitation.email);
  });

  it('accepting creates a signed-in account with the invited address and role (editor unless chosen); the link works once', async () => {
    const editorInvitation = await invite();
    expect(editorInvitation.mail.text).toContain('website as an editor.');
    const asEditor = await accept(editorInvitation.token);
    expect(asEditor.res.json).toMatchObject({ email: editorInvitation.email, role: 'editor' });
    expect((await trpcQuery(asEditor.browser, 'builderPage.list', {})).status).toBe(200);
    expect((await trpcQuery(asEditor.browser, 'team.list', {})).status).toBe(403);
    // The invitation's link reached the address: it counts as verified.
    expect((await trpcQuery(asEditor.browser, 'emailAddress.status')).json.result.data).toMatchObject({ verified: true });

    const invitation = await invite(undefined, {}, 'administrator');
    const info = (await trpcQuery(new TestClient(server.baseUrl), 'team.invitation', { token: invitation.token })).json.result.data;
    expect(info.role).toBe('administrator');
    const pending = (await trpcQuery(admin, 'team.invitations')).json.result.data as Array<{ email: string; role: string }>;
    expect(pending.find((row) => row.email === invitation.email)?.role).toBe('administrator');
    const { browser, res, username } = await accept(invitation.token);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ username, name: 'New Admin', email: invitation.email, role: 'administrator' });
    expect((await trpcQuery(browser, 'team.list', {})).status).toBe(200);
    const owner = await admin.post('/trpc/team.invite', { email: 'would-be-owner@example.com', role: 'owner' });
    expect(owner.status).toBe(400);
    expect(owner.json.error.message).toBe('Choose a role: contributor, author, editor or administrator.');
    const again = await accept(invitation.token);
    expect(again.res.status).toBe(400);
    expect(again.res.json.message).toBe(INVALID_INVITATION);
    expect((await trpcQuery(admin, 'team.invitations')).json.result.data.map((row: { email: string }) => row.email)).not.toContain(
      invitation.email,
    );
  });

  it('a taken username is refused (409) and the link keeps working; a weak password is a 400', async () => {
    const invitation = await invite();
    const first = await accept((await invite()).token);
    const taken = await accept(invitation.token, first.username);
    expect(taken.res.status).toBe(409);
    expect(taken.res.json.message).toBe('That username is already taken. Please choose another one.');
    const weak = await new TestClient(server.baseUrl).post('/api/invitation', {
      token: invitation.token,
      username: 'weakling',
      name: 'W',
      password: 'weak',
    });
    expect(weak.status).toBe(400);
    expect((await accept(invitation.token)).res.status).toBe(201);
  });

  it('an expired, replaced or withdrawn link no longer works', async () => {
    const expired = await invite();
    await server.orm.em
      .getConnection()
      .execute(`update admin_invitations set expires_at = now() - interval '1 second' where email = ?`, [expired.email]);
    expect((await trpcQuery(new TestClient(server.baseUrl), 'team.invitation', { token: expired.token })).status).toBe(400);
    expect((await accept(expired.token)).res.status).toBe(400);

    const replaced = await invite();
    const newer = await invite(replaced.email);
    expect((await accept(replaced.token)).res.status).toBe(400);

    const revoked = await admin.post('/trpc/team.revokeInvitation', { email: newer.email });
    expect(revoked.status).toBe(200);
    expect((await accept(newer.token)).res.status).toBe(400);
    const twice = await admin.post('/trpc/team.revokeInvitation', { email: newer.email });
    expect(twice.status).toBe(404);
    expect(twice.json.error.message).toBe(`No invitation is waiting for ${newer.email}.`);
  });

  it('an unknown token is told plainly, as a 400', async () => {
    const res = await trpcQuery(new TestClient(server.baseUrl), 'team.invitation', { token: 'not-a-token' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(INVALID_INVITATION);
  });
});

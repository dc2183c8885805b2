// An admin invitation is only as good as its sender: when the sender stops being an active admin (demoted or
// disabled), their pending invitations are revoked in the same change, and accepting a link checks again that
// the sender still is one (for rows the change did not reach, such as a sender demoted in the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../auth/account.service.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { sendInvitation } from '../test/invitation-link.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { SENDER_NO_LONGER_ADMIN } from './invitation.service.ts';

let server: TestServer;
/** An admin who stays active all along and changes the senders. */
let owner: TestClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedInClient('admin');
});
afterAll(() => server?.close());

const sql = (query: string, params: unknown[] = []) => server.orm.em.fork().getConnection().execute(query, params);

/** A new admin who invites a new address; resolves with the sender's id and the link's token. */
async function invitationFromNewAdmin() {
  const sender = await server.signedInAccount('admin');
  const email = `invitee${++counter}_${Date.now().toString(36)}@example.com`;
  const { sent, token } = await sendInvitation(server, sender.client, email);
  expect(sent.status).toBe(200);
  // The link works while its sender is an active admin.
  expect((await trpcQuery(new TestClient(server.baseUrl), 'team.invitation', { token })).status).toBe(200);
  return { senderId: sender.id, email, token };
}

/** Tries the link as its recipient would: the page's lookup, then the form; resolves with both answers. */
async function useLink(token: string) {
  const username = `invited${++counter}_${Date.now().toString(36)}`;
  const visitor = new TestClient(server.baseUrl);
  const lookup = await trpcQuery(visitor, 'team.invitation', { token });
  const accepted = await visitor.post('/api/invitation', { token, username, name: 'Invited', password: 'Invited-Passw0rd' });
  return { lookup, accepted, account: await findUserByUsername(server.orm.em.fork(), username) };
}

const pendingEmails = async () =>
  ((await trpcQuery(owner, 'team.invitations')).json.result.data as Array<{ email: string }>).map((row) => row.email);

const storedInvitationsTo = async (email: string) =>
  ((await sql('select count(*)::int as n from admin_invitations where email = ?', [email])) as Array<{ n: number }>)[0]!.n;

describe("an admin's pending invitations die when the admin stops being an active one", () => {
  it.each([
    ['demoted to a user', (id: number) => owner.post('/trpc/team.setRole', { id, role: 'user' })],
    ['disabled', (id: number) => owner.post('/trpc/team.setDisabled', { id, disabled: true })],
  ])('revokes them when the sender is %s on the Team screen: the link makes no admin', async (_change, change) => {
    const invitation = await invitationFromNewAdmin();
    expect(await pendingEmails()).toContain(invitation.email);

    expect((await change(invitation.senderId)).status).toBe(200);

    expect(await storedInvitationsTo(invitation.email)).toBe(0);
    expect(await pendingEmails()).not.toContain(invitation.email);
    const { lookup, accepted, account } = await useLink(invitation.token);
    expect(lookup.status).toBe(400);
    expect(accepted.status).toBe(400);
    expect(account).toBeNull();
  });
});

describe('accepting an invitation checks that its sender is still an active admin', () => {
  it.each([
    ['demoted', "update users set role = 'user' where id = ?"],
    ['disabled', 'update users set disabled_at = now() where id = ?'],
  ])('refuses a link whose sender was %s outside the Team screen, with a message saying what to do', async (_change, update) => {
    const invitation = await invitationFromNewAdmin();
    await sql(update, [invitation.senderId]);
    expect(await storedInvitationsTo(invitation.email)).toBe(1);

    const { lookup, accepted, account } = await useLink(invitation.token);
    expect(lookup.status).toBe(400);
    expect(lookup.json.error.message).toBe(SENDER_NO_LONGER_ADMIN);
    expect(accepted.status).toBe(400);
    expect(accepted.json.message).toBe(SENDER_NO_LONGER_ADMIN);
    expect(account).toBeNull();
    expect(await pendingEmails()).not.toContain(invitation.email);
  });

  it('refuses a link whose sender account no longer exists', async () => {
    const invitation = await invitationFromNewAdmin();
    await sql('update admin_invitations set invited_by_id = null where email = ?', [invitation.email]);
    const { accepted, account } = await useLink(invitation.token);
    expect(accepted.status).toBe(400);
    expect(account).toBeNull();
  });

  it('still accepts the link of an active admin', async () => {
    const invitation = await invitationFromNewAdmin();
    const { accepted, account } = await useLink(invitation.token);
    expect(accepted.status).toBe(201);
    expect(account?.role).toBe('editor');
  });
});

import { randomBytes } from 'node:crypto';
import {
  INVALID_INVITATION,
  INVITATION_TTL_MS,
  PRODUCT_NAME,
  roleAtLeast,
  roleWithArticle,
  type AcceptInvitationInput,
  type AssignableRole,
  type AdminInvitationInfo,
  type PendingInvitation,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { registerUser } from '../auth/account.service.ts';
import { issuersStillAllowed, issuerStillAllowed, type IssuerRule } from '../auth/capability-issuer.ts';
import { hashToken } from '../auth/token-hash.ts';
import { AdminInvitation } from '../entities/admin-invitation.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { teamLink } from './team.service.ts';

/** The name an invitation shows for the admin who sent it. */
const inviterName = (user: User | null) => (user ? (user.name ?? user.username) : null);

/**
 * Invites `email` to join the staff as `role`: a fresh single-use token valid 48 hours (an earlier invitation to
 * the same address dies) and the e-mail carrying its link at `origin`, which the caller queues in the same
 * transaction (it passes its own `em`, in a transaction, so the invitation and its e-mail commit together).
 */
export async function inviteAdmin(
  em: EntityManager,
  { email, role }: { email: string; role: AssignableRole },
  actor: Actor & { id: number },
  origin: string,
  now = new Date(),
): Promise<MailMessage> {
  const inviter = await em.findOneOrFail(User, { id: actor.id });
  const token = randomBytes(20).toString('base64url');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(AdminInvitation, { email });
    tx.create(AdminInvitation, {
      tokenHash: hashToken(token),
      email,
      role,
      invitedBy: inviter,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await tx.flush();
    await recordActivity(tx, actor, { kind: 'team.invited', summary: `Invited ${email} as ${roleWithArticle(role)}`, link: '/admin/team' });
  });
  return invitationMessage(email, role, inviterName(inviter) ?? 'An admin', `${origin}/admin/invitation?token=${token}`);
}

/** Why a link whose sender has since been demoted, disabled or deleted no longer works (a 400). */
export const SENDER_NO_LONGER_ADMIN =
  'The admin who sent this invitation can no longer make admins, so the link no longer works. Ask a current admin of the site to invite you again.';

/** What an invitation's sender must still be when it is used: an administrator or the owner, the roles that make admins. */
const senderMayInvite: IssuerRule = (sender) => roleAtLeast(sender.role, 'administrator');

/**
 * The live invitation behind `token`, or a 400 saying the link no longer works: unknown, used, expired, or
 * sent by an account that is no longer an active admin.
 */
async function liveInvitation(em: EntityManager, token: string, now: Date): Promise<AdminInvitation> {
  const invitation = await em.findOne(AdminInvitation, { tokenHash: hashToken(token) }, { populate: ['invitedBy'], refresh: true });
  if (!invitation || invitation.expiresAt.getTime() <= now.getTime())
    throw new AppError(400, INVALID_INVITATION, { fields: { token: INVALID_INVITATION } });
  await requireActiveSender(em, invitation);
  return invitation;
}

/**
 * A 400 unless the invitation's sender is still an active admin; with `lock` (inside a transaction) holding its row
 * (FOR SHARE) to the transaction's end, so a demotion or a disabling running at the same moment waits for it (or the
 * acceptance sees its outcome).
 */
async function requireActiveSender(em: EntityManager, invitation: AdminInvitation, options: { lock?: boolean } = {}): Promise<void> {
  if (!(await issuerStillAllowed(em, invitation.invitedBy?.id ?? null, senderMayInvite, options)))
    throw new AppError(400, SENDER_NO_LONGER_ADMIN, { fields: { token: SENDER_NO_LONGER_ADMIN } });
}

/** What the acceptance page shows for `token`; 400 when the link is unknown, used or expired. */
export async function describeInvitation(em: EntityManager, token: string, now = new Date()): Promise<AdminInvitationInfo> {
  const invitation = await liveInvitation(em, token, now);
  return {
    email: invitation.email,
    role: invitation.role,
    invitedBy: inviterName(invitation.invitedBy),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Creates the invited account with the invitation's address and role, consuming the token in the same
 * transaction: a second use fails (400), as does a link whose sender is no longer an active admin (checked
 * again inside the transaction), and a refused username (409) leaves the link working.
 */
export async function acceptInvitation(em: EntityManager, input: AcceptInvitationInput, now = new Date()): Promise<User> {
  const invitation = await liveInvitation(em, input.token, now);
  return em.transactional(async (tx) => {
    // Checked again under a lock: the sender may have been demoted or disabled since the page was opened. The
    // sender's row is locked before the invitation's, in the order a demotion takes them, so the two never deadlock.
    await requireActiveSender(tx, invitation, { lock: true });
    // Whoever deletes the row first wins; a concurrent second use deletes nothing.
    const deleted = await tx.nativeDelete(AdminInvitation, { tokenHash: invitation.tokenHash });
    if (deleted === 0) throw new AppError(400, INVALID_INVITATION, { fields: { token: INVALID_INVITATION } });
    const user = await registerUser(
      tx,
      { username: input.username, password: input.password, name: input.name, email: invitation.email },
      invitation.role,
    );
    // The invitation's link reached this address: it counts as verified (server/src/account/email-verification.service.ts).
    await tx.execute('update users set email_verified_at = ? where id = ?', [now, user.id], 'run');
    await recordActivity(tx, user, {
      kind: 'team.invitation-accepted',
      summary: `Accepted the invitation sent to ${invitation.email}`,
      link: teamLink(user.username),
    });
    return user;
  });
}

/** The invitations not yet accepted and still valid (their sender still an active admin), newest first. */
export async function listPendingInvitations(em: EntityManager, now = new Date()): Promise<PendingInvitation[]> {
  const waiting = await em.find(AdminInvitation, { expiresAt: { $gt: now } }, { populate: ['invitedBy'], orderBy: { createdAt: 'desc' } });
  const senders = await issuersStillAllowed(
    em,
    waiting.map((invitation) => invitation.invitedBy?.id ?? null),
    senderMayInvite,
  );
  const invitations = waiting.filter((invitation) => invitation.invitedBy !== null && senders.has(invitation.invitedBy.id));
  return invitations.map((invitation) => ({
    email: invitation.email,
    role: invitation.role,
    invitedBy: inviterName(invitation.invitedBy),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}

/** Withdraws the invitation sent to `email`, as `actor`: its link stops working (404 when there is none). */
export async function revokeInvitation(em: EntityManager, email: string, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    if ((await tx.nativeDelete(AdminInvitation, { email })) === 0) throw new AppError(404, `No invitation is waiting for ${email}.`);
    await recordActivity(tx, actor, {
      kind: 'team.invitation-withdrawn',
      summary: `Withdrew the invitation to ${email}`,
      link: '/admin/team',
    });
  });
}

function invitationMessage(email: string, role: AssignableRole, inviter: string, link: string): MailMessage {
  const intro = `${inviter} invited you to help run the ${PRODUCT_NAME} website as ${roleWithArticle(role)}.`;
  const lines = [
    'Hello,',
    '',
    intro,
    'Open this link within 48 hours to choose your name, username and password:',
    link,
    '',
    'If you did not expect this, ignore this e-mail: nothing happens until the link is used.',
  ];
  return {
    to: email,
    subject: `You are invited to the ${PRODUCT_NAME} admin team`,
    text: lines.join('\n'),
    html: `<p>Hello,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works for 48 hours, once).</p><p>If you did not expect this, ignore this e-mail: nothing happens until the link is used.</p>`,
  };
}

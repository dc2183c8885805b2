import {
  ADMIN_LIST_PAGE_SIZE,
  listPageCount,
  OWNER_PROTECTED_MESSAGE,
  ownerRemainsMessage,
  roleAtLeast,
  roleLabel,
  roleNeededMessage,
  type TeamListKind,
  type TeamListPage,
  type TeamMember,
  type TeamRoleChoice,
  type UserRole,
} from '@app/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from '../auth/password.ts';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { endAllSessions } from '../auth/account.service.ts';
import { AdminInvitation } from '../entities/admin-invitation.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { containsPattern } from '../db/like-pattern.ts';

/** The team screen's view of an account, as `viewerId` sees it. */
function toMember(user: User, viewerId: number): TeamMember {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    disabled: user.disabledAt !== null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    you: user.id === viewerId,
  };
}

/** Who changes an account on the team screen: their id and role decide what they may touch. */
type TeamActor = Actor & { id: number; role: UserRole };

/**
 * One page of the staff (every admin-area role) or of the customers, by username, 50 a page; `search` narrows to
 * accounts whose username, name or e-mail contains it, in any case.
 */
export async function listTeam(
  em: EntityManager,
  input: { kind: TeamListKind; page: number; search: string },
  viewerId: number,
): Promise<TeamListPage> {
  const pattern = containsPattern(input.search);
  const where: FilterQuery<User> = {
    role: input.kind === 'staff' ? { $ne: 'user' } : 'user',
    ...(input.search ? { $or: [{ username: { $ilike: pattern } }, { name: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {}),
  };
  const [users, total] = await em.findAndCount(User, where, {
    orderBy: [{ username: 'asc' }, { id: 'asc' }],
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_LIST_PAGE_SIZE,
  });
  return { items: users.map((user) => toMember(user, viewerId)), total, page: input.page, pageCount: listPageCount(total) };
}

/** 403 when `user` is the owner's account and `actor` is not the owner: only the owner acts on the owner's account. */
export function refuseOwnerToOthers(user: Pick<User, 'role'>, actor: Pick<TeamActor, 'role'>): void {
  if (user.role === 'owner' && actor.role !== 'owner') throw new AppError(403, OWNER_PROTECTED_MESSAGE);
}

/** Whether `user` is an active administrator or the owner: who may manage the team and whose invitations work. */
const isActiveAdmin = (user: User): boolean => roleAtLeast(user.role, 'administrator') && user.disabledAt === null;

/**
 * Runs `change` on account `id`, as `actor`, in a transaction that first locks every active administrator and the
 * owner, so two administrators changing each other at the same moment are decided one after the other. Only the
 * owner may touch the owner's account (403), and no change may take the owner's role or disable it (409: ownership
 * is handed over with `transferOwnership`), so the site always keeps its one active owner. `leavesOwner` says
 * whether the change would do that. An account that is no active administrator after the change loses its
 * pending invitations.
 */
export async function changeAccount(
  em: EntityManager,
  id: number,
  actor: TeamActor,
  leavesOwner: boolean,
  change: (tx: EntityManager, user: User) => Promise<void>,
): Promise<User> {
  return em.transactional(async (tx) => {
    await tx
      .getConnection()
      .execute(
        `select id from users where role in ('administrator', 'owner') and disabled_at is null order by id for update`,
        [],
        'all',
        tx.getTransactionContext(),
      );
    const user = await tx.findOne(User, { id }, { refresh: true });
    if (!user) throw new AppError(404, 'That account no longer exists.');
    if (user.role === 'owner') {
      refuseOwnerToOthers(user, actor);
      if (leavesOwner) throw new AppError(409, ownerRemainsMessage(user.username));
    }
    await change(tx, user);
    // An account that stops being an active administrator can no longer invite: its pending invitations die with
    // the change, in the same transaction.
    if (!isActiveAdmin(user)) await tx.nativeDelete(AdminInvitation, { invitedBy: user.id });
    return user;
  });
}

/** Where the log links a team change: the Team screen searched for the account. */
export function teamLink(username: string): string {
  return `/admin/team?search=${encodeURIComponent(username)}`;
}

/**
 * Gives account `id` a role below owner (a staff role, or customer), as `actor`, recorded in the activity log with
 * the old and the new role. The change counts on the account's next request on every instance (each request reads
 * the role). The owner's role cannot change here (409; 403 for anyone but the owner).
 */
export async function setTeamRole(em: EntityManager, id: number, role: TeamRoleChoice, actor: TeamActor): Promise<TeamMember> {
  const user = await changeAccount(em, id, actor, true, async (tx, account) => {
    if (account.role === role) return;
    const before = account.role;
    account.role = role;
    await tx.flush();
    const summary = `Changed ${account.username}'s role from ${roleLabel(before)} to ${roleLabel(role)}`;
    await recordActivity(tx, actor, { kind: 'team.role-changed', summary, link: teamLink(account.username) });
  });
  return toMember(user, actor.id);
}

/**
 * Hands the site's ownership from `actor` (the owner, confirming with their `password`: 400 when wrong) to account
 * `id`, which must be an active administrator (409 otherwise); the old owner becomes an administrator. Recorded
 * in the activity log.
 */
export async function transferOwnership(
  em: EntityManager,
  id: number,
  password: string,
  actor: Actor & { id: number },
): Promise<TeamMember> {
  return em.transactional(async (tx) => {
    await tx
      .getConnection()
      .execute(`select id from users where id in (?, ?) order by id for update`, [id, actor.id], 'all', tx.getTransactionContext());
    const owner = await tx.findOne(User, { id: actor.id }, { refresh: true });
    if (!owner || owner.role !== 'owner') throw new AppError(403, roleNeededMessage('owner'));
    if (!(await verifyPassword(owner.passwordHash, password))) {
      throw new AppError(400, 'That is not your password.', { fields: { password: 'That is not your password.' } });
    }
    const heir = await tx.findOne(User, { id }, { refresh: true });
    if (!heir) throw new AppError(404, 'That account no longer exists.');
    if (heir.id === owner.id) throw new AppError(409, 'You are already the owner.');
    if (heir.role !== 'administrator' || heir.disabledAt !== null) {
      throw new AppError(409, `Ownership can go only to an active administrator: make ${heir.username} an administrator first.`);
    }
    // The old owner steps down first: the database holds at most one owner at any moment.
    owner.role = 'administrator';
    await tx.flush();
    heir.role = 'owner';
    await tx.flush();
    await recordActivity(tx, actor, {
      kind: 'team.ownership-transferred',
      summary: `Handed ownership of the site to ${heir.username} (${owner.username} is now an administrator)`,
      link: teamLink(heir.username),
    });
    return toMember(heir, actor.id);
  });
}

/**
 * Disables account `id` (its sessions end at once and it cannot sign in) or enables it again, as `actor`,
 * recorded in the activity log; the owner cannot be disabled (409), nor enabled by anyone but the owner (403).
 */
export async function setTeamDisabled(em: EntityManager, id: number, disabled: boolean, actor: TeamActor): Promise<TeamMember> {
  const user = await changeAccount(em, id, actor, disabled, async (tx, account) => {
    if (disabled === (account.disabledAt !== null)) return;
    account.disabledAt = disabled ? new Date() : null;
    await tx.flush();
    if (disabled) await endAllSessions(tx, account.id);
    await recordActivity(tx, actor, {
      kind: disabled ? 'team.disabled' : 'team.enabled',
      summary: `${disabled ? 'Disabled' : 'Enabled'} ${account.username}`,
      link: teamLink(account.username),
    });
  });
  return toMember(user, actor.id);
}

/**
 * Signs account `id` out on every browser and device, as `actor`, recorded in the activity log (404 for an
 * unknown account; 403 for the owner's account unless `actor` is the owner); returns how many sessions ended.
 */
export async function signOutEverywhere(em: EntityManager, id: number, actor: Actor & { role: UserRole }): Promise<{ ended: number }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id });
    if (!user) throw new AppError(404, 'That account no longer exists.');
    refuseOwnerToOthers(user, actor);
    const ended = await endAllSessions(tx, id);
    const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
    await recordActivity(tx, actor, {
      kind: 'team.signed-out',
      summary: `Signed ${user.username} out everywhere (${sessions})`,
      link: teamLink(user.username),
    });
    return { ended };
  });
}

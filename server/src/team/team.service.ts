import { ADMIN_LIST_PAGE_SIZE, lastAdminMessage, listPageCount, type TeamMember, type TeamListPage, type UserRole } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { endAllSessions } from '../auth/account.service.ts';
import { AdminInvitation } from '../entities/admin-invitation.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';

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

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of every account (admins first, then by name), 50 a page; `search` narrows to accounts whose
 * username, name or e-mail contains it, in any case.
 */
export async function listTeam(em: EntityManager, input: { page: number; search: string }, viewerId: number): Promise<TeamListPage> {
  const pattern = containsPattern(input.search);
  const where = input.search
    ? { $or: [{ username: { $ilike: pattern } }, { name: { $ilike: pattern } }, { email: { $ilike: pattern } }] }
    : {};
  const [users, total] = await em.findAndCount(User, where, {
    orderBy: [{ role: 'asc' }, { username: 'asc' }, { id: 'asc' }],
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_LIST_PAGE_SIZE,
  });
  return { items: users.map((user) => toMember(user, viewerId)), total, page: input.page, pageCount: listPageCount(total) };
}

/**
 * Runs `change` on account `id` in a transaction that first locks every active admin row, so two admins
 * demoting or disabling each other at the same moment are decided one after the other and the site keeps
 * one active admin. `leavesAdmin` says whether the change takes the account out of the active admins. An
 * account that is no active admin after the change loses its pending invitations.
 */
export async function changeAccount(
  em: EntityManager,
  id: number,
  leavesAdmin: (user: User) => boolean,
  change: (tx: EntityManager, user: User) => Promise<void>,
): Promise<User> {
  return em.transactional(async (tx) => {
    const activeAdmins = await tx
      .getConnection()
      .execute<Array<{ id: number }>>(
        `select id from users where role = 'admin' and disabled_at is null order by id for update`,
        [],
        'all',
        tx.getTransactionContext(),
      );
    const user = await tx.findOne(User, { id }, { refresh: true });
    if (!user) throw new AppError(404, 'That account no longer exists.');
    const isActiveAdmin = activeAdmins.some((row) => row.id === user.id);
    if (isActiveAdmin && activeAdmins.length === 1 && leavesAdmin(user)) throw new AppError(409, lastAdminMessage(user.username));
    await change(tx, user);
    // An account that stops being an active admin can no longer make admins: its pending invitations die with
    // the change, in the same transaction.
    if (user.role !== 'admin' || user.disabledAt !== null) await tx.nativeDelete(AdminInvitation, { invitedBy: user.id });
    return user;
  });
}

/** Where the log links a team change: the Team screen searched for the account. */
export function teamLink(username: string): string {
  return `/admin/team?search=${encodeURIComponent(username)}`;
}

/**
 * Makes account `id` an admin or an ordinary user, as `actor`, recorded in the activity log. The change
 * counts on the account's next request on every instance (each request reads the role); the last active
 * admin cannot be made a user (409).
 */
export async function setTeamRole(em: EntityManager, id: number, role: UserRole, actor: Actor & { id: number }): Promise<TeamMember> {
  const user = await changeAccount(
    em,
    id,
    () => role !== 'admin',
    async (tx, account) => {
      if (account.role === role) return;
      account.role = role;
      await tx.flush();
      const summary = `Made ${account.username} ${role === 'admin' ? 'an admin' : 'a user'}`;
      await recordActivity(tx, actor, { kind: 'team.role-changed', summary, link: teamLink(account.username) });
    },
  );
  return toMember(user, actor.id);
}

/**
 * Disables account `id` (its sessions end at once and it cannot sign in) or enables it again, as `actor`,
 * recorded in the activity log; the last active admin cannot be disabled (409).
 */
export async function setTeamDisabled(
  em: EntityManager,
  id: number,
  disabled: boolean,
  actor: Actor & { id: number },
): Promise<TeamMember> {
  const user = await changeAccount(
    em,
    id,
    () => disabled,
    async (tx, account) => {
      if (disabled === (account.disabledAt !== null)) return;
      account.disabledAt = disabled ? new Date() : null;
      await tx.flush();
      if (disabled) await endAllSessions(tx, account.id);
      await recordActivity(tx, actor, {
        kind: disabled ? 'team.disabled' : 'team.enabled',
        summary: `${disabled ? 'Disabled' : 'Enabled'} ${account.username}`,
        link: teamLink(account.username),
      });
    },
  );
  return toMember(user, actor.id);
}

/**
 * Signs account `id` out on every browser and device, as `actor`, recorded in the activity log (404 for an
 * unknown account); returns how many sessions ended.
 */
export async function signOutEverywhere(em: EntityManager, id: number, actor: Actor): Promise<{ ended: number }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id });
    if (!user) throw new AppError(404, 'That account no longer exists.');
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

import { RELEASED_USERNAME_DAYS, type UserRole } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { endAllSessions } from '../auth/account.service.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { withdrawNewsletterRequests } from '../newsletter/newsletter.service.ts';
import { checkCurrentPassword } from '../team/profile.service.ts';
import { changeAccount, teamLink } from '../team/team.service.ts';
import { accountKeys } from './data-export.ts';
import type { AccountKeys } from '../account/account-links.ts';
import { PERSONAL_DATA_MAP, wordPattern } from './personal-data.ts';
import { releasedUsernameHash } from '../auth/released-usernames.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQL of `column` with each of `secrets` (in any case, as a whole word) replaced by `replacement`, and its parameters. */
function scrubbed(column: string, secrets: string[], replacement: string): { sql: string; params: unknown[] } {
  let sql = column;
  const params: unknown[] = [];
  for (const secret of secrets) {
    sql = `regexp_replace(${sql}, ?, ?, 'gi')`;
    params.push(wordPattern(secret), replacement.replace(/\\/g, '\\\\'));
  }
  return { sql, params };
}

/** The texts that identify `account` in free text, longest first (an e-mail holds its username, say). */
function identifyingTexts(account: AccountKeys): string[] {
  return [account.email, account.username, account.name]
    .filter((text): text is string => typeof text === 'string' && text.trim().length >= 2)
    .sort((a, b) => b.length - a.length);
}

/** Rows of `table` linked to `account` by the map, as SQL, or null when it cannot have any. */
function linkOf(table: string, account: AccountKeys) {
  return PERSONAL_DATA_MAP[table]!.link!.where(account);
}

/**
 * Removes or anonymises every personal value of `account` in `tx` (the caller's transaction), in the rows the map
 * links to it (an address it only claimed links nothing: what others wrote or did stays as it was): its sessions end,
 * its reset and e-mail links, presence, counters and the e-mails queued or sent to it go, its newsletter subscriptions, its newsletter requests still
 * waiting and the invitations it sent go, its contact
 * messages and support requests (with their answers) and activity-log entries stay with its name, username and
 * e-mail replaced (a request no longer names the account), its username is held back
 * for RELEASED_USERNAME_DAYS days (a hash only), and the account row goes (the author columns of its work become
 * null through the foreign keys).
 */
async function erase(tx: EntityManager, account: AccountKeys): Promise<void> {
  const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
  const label = `a deleted account (id ${account.id})`;
  const secrets = identifyingTexts(account);
  await endAllSessions(tx, account.id);
  // Invitations to the account's address were sent by other people: only the ones it sent go with it.
  await run('delete from admin_invitations where invited_by_id = ?', [account.id]);
  // Its newsletter requests still waiting for their link go too (a subscription confirmed through one is its own: below).
  await withdrawNewsletterRequests(tx, account.id);
  for (const table of [
    'rate_limits',
    'newsletter_subscriptions',
    'password_reset_tokens',
    'email_tokens',
    'presence_members',
    'account_events',
    'staff_notice_preferences',
    // E-mails to its address, sent or still queued (a queued one is not sent to a deleted account).
    'mail_jobs',
  ]) {
    const link = linkOf(table, account);
    if (link) await run(`delete from ${table} where ${link.sql}`, link.params);
  }
  const contact = linkOf('contact_messages', account);
  if (contact) {
    const subject = scrubbed('subject', secrets, '[removed]');
    const message = scrubbed('message', secrets, '[removed]');
    const answer = scrubbed('answer', secrets, '[removed]');
    await run(
      `update contact_messages set name = 'Deleted account', email = ?, subject = ${subject.sql}, message = ${message.sql}, ` +
        `answer = ${answer.sql}, user_id = null where ${contact.sql}`,
      [`deleted-account-${account.id}@deleted.invalid`, ...subject.params, ...message.params, ...answer.params, ...contact.params],
    );
  }
  const activity = linkOf('activity_entries', account)!;
  const summary = scrubbed('summary', secrets, label);
  await run(
    `update activity_entries set actor_name = case when actor_id = ? or lower(actor_name) = lower(?) then ? else actor_name end, ` +
      `summary = ${summary.sql}, link = case when link = ? then null else link end where ${activity.sql}`,
    [account.id, account.username, label, ...summary.params, teamLink(account.username), ...activity.params],
  );
  await run(
    'insert into released_usernames (username_hash, free_from) values (?, ?) on conflict (username_hash) do update set free_from = excluded.free_from',
    [releasedUsernameHash(account.username), new Date(Date.now() + RELEASED_USERNAME_DAYS * DAY_MS)],
  );
  await tx.nativeDelete(User, { id: account.id });
}

/** Who acts on an account's deletion: the account itself, or an administrator (the owner's account is protected). */
type DeletionActor = Actor & { id: number; role: UserRole };

/**
 * Deletes account `id` and every personal value stored about it in ONE transaction (a failure anywhere leaves
 * everything as it was), as `actor`, recorded in the activity log as `logAs` with `record`'s words (never with the
 * person's name or e-mail). The owner's account cannot be deleted (409: the site would have no one to run it; hand
 * ownership over first).
 */
async function deleteAccount(
  em: EntityManager,
  id: number,
  actor: DeletionActor,
  logAs: Actor,
  record: (account: User) => string,
): Promise<void> {
  await changeAccount(em, id, actor, true, async (tx, user) => {
    await erase(tx, await accountKeys(tx, user.id));
    await recordActivity(tx, logAs, { kind: 'privacy.account-deleted', summary: record(user) });
  });
}

/** "A customer account" or "A staff account", as the log names a deleted one. */
function accountKind(account: User): string {
  return account.role === 'user' ? 'A customer account' : 'A staff account';
}

/** "Delete my account": the signed-in account `userId`, confirmed with its password (400 when wrong, 429 past the limit). */
export async function deleteOwnAccount(em: EntityManager, userId: number, currentPassword: string): Promise<void> {
  const user = await em.findOne(User, { id: userId }, { refresh: true });
  if (!user) throw new AppError(401, 'Your account no longer exists. Please sign in again.');
  await checkCurrentPassword(em, user, currentPassword);
  const self = { id: user.id, username: user.username, role: user.role };
  await deleteAccount(
    em,
    userId,
    self,
    { id: null, username: null },
    (account) => `${accountKind(account)} (id ${account.id}) was deleted by its owner`,
  );
}

/**
 * An administrator deletes account `id` for a person who asked by e-mail, confirmed with the administrator's own
 * password; the log says "a customer account (id N)", never who it was. One's own account is deleted from one's
 * dashboard.
 */
export async function deleteAccountForPerson(em: EntityManager, id: number, admin: DeletionActor, adminPassword: string): Promise<void> {
  if (id === admin.id) throw new AppError(400, 'Delete your own account from the Privacy section of your dashboard.');
  const self = await em.findOne(User, { id: admin.id }, { refresh: true });
  if (!self) throw new AppError(401, 'Your account no longer exists. Please sign in again.');
  await checkCurrentPassword(em, self, adminPassword);
  await deleteAccount(
    em,
    id,
    admin,
    admin,
    (account) => `Deleted ${accountKind(account).toLowerCase()} (id ${account.id}) at its owner's request`,
  );
}

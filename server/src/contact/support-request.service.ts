import {
  SUPPORT_REQUEST_SLICE,
  type SupportRequestInput,
  type SupportRequestItem,
  type SupportRequestSlice,
  type SupportRequestState,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { decodeListCursor, encodeListCursor } from '../blog/blog-admin-list.ts';
import { ContactMessage } from '../entities/contact-message.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { supportAnswerMail } from './support-request-mail.ts';

/** Where a stored message stands: closed, answered, or open. */
export function supportRequestState(message: Pick<ContactMessage, 'answer' | 'closedAt'>): SupportRequestState {
  if (message.closedAt) return 'closed';
  return message.answer !== null ? 'answered' : 'open';
}

/**
 * Stores a support request from the signed-in account `userId`: it lands in the admin inbox under the account's
 * name and address, linked to the account. 400 when the account has no e-mail address to answer to.
 */
export async function createSupportRequest(em: EntityManager, userId: number, input: SupportRequestInput): Promise<number> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new AppError(401, 'Your account no longer exists. Please sign in again.');
  if (!user.email) throw new AppError(400, 'Add an e-mail address to your account first, so we can tell you when we answer.');
  const message = em.create(ContactMessage, {
    name: user.name?.trim() || user.username,
    email: user.email,
    subject: input.subject,
    message: input.message,
    userId,
  });
  await em.flush();
  return message.id;
}

interface SupportRow {
  id: number;
  subject: string;
  message: string;
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
  closed_at: Date | null;
  at_key: string;
}

/**
 * One slice of the account's own requests, newest first, after `cursor` (the `nextCursor` of the slice before;
 * none for the first), read as a keyset on (created_at, id) so a deep slice costs what the first does.
 */
export async function listOwnSupportRequests(em: EntityManager, userId: number, cursor?: string | null): Promise<SupportRequestSlice> {
  const after = cursor ? decodeListCursor(cursor) : null;
  const rows = await em.getConnection().execute<SupportRow[]>(
    `select id, subject, message, created_at, answer, answered_at, closed_at,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key
     from contact_messages where user_id = ?${after?.at ? ' and (created_at, id) < (?::timestamptz, ?)' : ''}
     order by created_at desc, id desc limit ?`,
    [userId, ...(after?.at ? [after.at, after.id] : []), SUPPORT_REQUEST_SLICE + 1],
  );
  const page = rows.slice(0, SUPPORT_REQUEST_SLICE);
  const last = page[page.length - 1];
  return {
    items: page.map(toSupportRequestItem),
    nextCursor: rows.length > SUPPORT_REQUEST_SLICE && last ? encodeListCursor({ at: last.at_key, id: last.id }) : null,
  };
}

function toSupportRequestItem(row: SupportRow): SupportRequestItem {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    state: supportRequestState({ answer: row.answer, closedAt: row.closed_at }),
    answer: row.answer,
    answeredAt: iso(row.answered_at),
    closedAt: iso(row.closed_at),
  };
}

/** One of the account's own requests; another account's (or an unknown) id is a 404, never a 403 that tells it exists. */
export async function getOwnSupportRequest(em: EntityManager, userId: number, id: number): Promise<SupportRequestItem> {
  const message = await em.findOne(ContactMessage, { id, userId });
  if (!message) throw new AppError(404, 'That support request does not exist.');
  return {
    id: message.id,
    subject: message.subject,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    state: supportRequestState(message),
    answer: message.answer,
    answeredAt: message.answeredAt?.toISOString() ?? null,
    closedAt: message.closedAt?.toISOString() ?? null,
  };
}

/** A customer's request by id for staff: 404 when unknown, 400 for a message from the public form (answered by e-mail). */
async function findCustomerRequest(em: EntityManager, id: number): Promise<ContactMessage & { userId: number }> {
  const message = await em.findOne(ContactMessage, { id });
  if (!message) throw new AppError(404, 'That message does not exist. It may have been deleted already; reload the inbox.');
  if (message.userId === null) {
    throw new AppError(400, 'Only a request sent from a customer account can be answered here; reply to this message by e-mail.');
  }
  return message as ContactMessage & { userId: number };
}

/**
 * Stores `answer` to the customer's request `id` as `staff` (the request becomes Answered and read), records it in
 * the activity log in the same transaction, and returns the e-mail for the customer ("Your support request was
 * answered", to the account's current address) for the caller to queue in this transaction (its `em`'s). 409 for a closed request.
 */
export async function answerSupportRequest(
  em: EntityManager,
  id: number,
  answer: string,
  staff: Actor & { id: number },
  origin: string,
): Promise<MailMessage | null> {
  return em.transactional(async (tx) => {
    const message = await findCustomerRequest(tx, id);
    if (message.closedAt) throw new AppError(409, 'This request is closed; it can no longer be answered.');
    const now = new Date();
    message.answer = answer;
    message.answeredAt = now;
    message.answeredById = staff.id;
    message.readAt ??= now;
    const customer = await tx.findOne(User, { id: message.userId });
    await recordActivity(tx, staff, {
      kind: 'support.answered',
      summary: `Answered a customer's support request (message #${message.id})`,
      link: '/admin/messages',
    });
    await tx.flush();
    return customer?.email ? supportAnswerMail(customer.email, message.subject, answer, origin) : null;
  });
}

/** Closes the customer's request `id` as `staff` (recorded in the activity log); closing a closed one changes nothing. */
export async function closeSupportRequest(em: EntityManager, id: number, staff: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const message = await findCustomerRequest(tx, id);
    if (message.closedAt) return;
    message.closedAt = new Date();
    message.readAt ??= message.closedAt;
    await recordActivity(tx, staff, {
      kind: 'support.closed',
      summary: `Closed a customer's support request (message #${message.id})`,
      link: '/admin/messages',
    });
    await tx.flush();
  });
}

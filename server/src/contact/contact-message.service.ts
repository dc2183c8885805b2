import type { ContactMessageInput, ContactMessageItem, InboxFilter, PagedList } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findNewestFirstListPage } from '../db/newest-first-list.ts';
import { ContactMessage } from '../entities/contact-message.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { supportRequestState } from './support-request.service.ts';

/** Stores a validated contact message and returns its id. */
export async function createContactMessage(em: EntityManager, input: ContactMessageInput): Promise<number> {
  const message = em.create(ContactMessage, input);
  await em.flush();
  return message.id;
}

/** One list page of the inbox, newest first, with the unread count the inbox header shows. */
export type ContactMessageListPage = PagedList<ContactMessageItem> & { unread: number };

/**
 * The inbox page `page` (1-based, 50 a page), newest first, of every message or (`from` 'customers') of the
 * requests sent from customer accounts only, each with the account it came from; a page past the end is empty.
 */
export async function listContactMessages(em: EntityManager, page: number, from: InboxFilter = 'all'): Promise<ContactMessageListPage> {
  const found = await findNewestFirstListPage(
    em,
    ContactMessage,
    page,
    (row) => row,
    from === 'customers' ? { userId: { $ne: null } } : {},
  );
  const userIds = [...new Set(found.items.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const users = userIds.length > 0 ? await em.find(User, { id: { $in: userIds } }) : [];
  const usernames = new Map(users.map((user) => [user.id, user.username]));
  const items = found.items.map((row) => toContactMessageItem(row, usernames));
  return { ...found, items, unread: await countUnreadContactMessages(em) };
}

/** How many messages no admin has marked read. */
export function countUnreadContactMessages(em: EntityManager): Promise<number> {
  return em.count(ContactMessage, { readAt: null });
}

/** Marks a message read (keeping the first time it was read) or unread; an unknown id is a 404. */
export async function setContactMessageRead(em: EntityManager, id: number, read: boolean): Promise<ContactMessageItem> {
  const message = await findMessage(em, id);
  if (read) message.readAt ??= new Date();
  else message.readAt = null;
  await em.flush();
  const customer = message.userId === null ? null : await em.findOne(User, { id: message.userId });
  return toContactMessageItem(message, new Map(customer ? [[customer.id, customer.username]] : []));
}

/** Deletes a message for good; an unknown id (or one deleted already) is a 404. */
export async function deleteContactMessage(em: EntityManager, id: number): Promise<void> {
  const deleted = await em.nativeDelete(ContactMessage, { id });
  if (deleted === 0) throw notFound();
}

async function findMessage(em: EntityManager, id: number): Promise<ContactMessage> {
  const message = await em.findOne(ContactMessage, { id });
  if (!message) throw notFound();
  return message;
}

function notFound(): AppError {
  return new AppError(404, 'That message does not exist. It may have been deleted already; reload the inbox.');
}

/** A stored message as the inbox lists it; `usernames` names the accounts requests came from. */
function toContactMessageItem(message: ContactMessage, usernames: ReadonlyMap<number, string>): ContactMessageItem {
  const username = message.userId === null ? undefined : usernames.get(message.userId);
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    read: message.readAt !== null,
    customer: message.userId !== null && username !== undefined ? { id: message.userId, username } : null,
    state: supportRequestState(message),
    answer: message.answer,
    answeredAt: message.answeredAt?.toISOString() ?? null,
    closedAt: message.closedAt?.toISOString() ?? null,
  };
}

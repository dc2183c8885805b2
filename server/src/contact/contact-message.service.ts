import type { ContactMessageInput, ContactMessageItem, PagedList } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findNewestFirstListPage } from '../db/newest-first-list.ts';
import { ContactMessage } from '../entities/contact-message.entity.ts';
import { AppError } from '../errors.ts';

/** Stores a validated contact message and returns its id. */
export async function createContactMessage(em: EntityManager, input: ContactMessageInput): Promise<number> {
  const message = em.create(ContactMessage, input);
  await em.flush();
  return message.id;
}

/** One list page of the inbox, newest first, with the unread count the inbox header shows. */
export type ContactMessageListPage = PagedList<ContactMessageItem> & { unread: number };

/** The inbox page `page` (1-based, 50 a page), newest first; a page past the end is empty. */
export async function listContactMessages(em: EntityManager, page: number): Promise<ContactMessageListPage> {
  const found = await findNewestFirstListPage(em, ContactMessage, page, toContactMessageItem);
  return { ...found, unread: await countUnreadContactMessages(em) };
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
  return toContactMessageItem(message);
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

function toContactMessageItem(message: ContactMessage): ContactMessageItem {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    read: message.readAt !== null,
  };
}

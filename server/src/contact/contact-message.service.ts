import type { ContactMessageInput } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../entities/contact-message.entity.ts';

/** Stores a validated contact message and returns its id. */
export async function createContactMessage(em: EntityManager, input: ContactMessageInput): Promise<number> {
  const message = em.create(ContactMessage, input);
  await em.flush();
  return message.id;
}

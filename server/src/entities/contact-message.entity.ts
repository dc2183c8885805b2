import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A message sent through the contact form, or a support request from a customer's dashboard. */
export class ContactMessage {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt' | 'readAt' | 'userId' | 'answer' | 'answeredAt' | 'answeredById' | 'closedAt';
  id!: number;
  name!: string;
  email!: string;
  subject!: string;
  message!: string;
  createdAt: Date = new Date();
  /** When an admin marked it read; null while unread. */
  readAt: Date | null = null;
  /** The account that sent it from its dashboard; null for the public form (or once that account is deleted). */
  userId: number | null = null;
  /** The staff answer the customer sees, when it was given and by whom. */
  answer: string | null = null;
  answeredAt: Date | null = null;
  answeredById: number | null = null;
  /** When staff closed the request; null while open or answered. */
  closedAt: Date | null = null;
}

/** The contact_messages table. */
export const ContactMessageSchema = new EntitySchema<ContactMessage>({
  class: ContactMessage,
  tableName: 'contact_messages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    subject: { type: 'string', length: 200 },
    message: { type: 'text' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    readAt: { type: 'datetime', nullable: true },
    userId: { type: 'integer', nullable: true },
    answer: { type: 'text', nullable: true },
    answeredAt: { type: 'datetime', nullable: true },
    answeredById: { type: 'integer', nullable: true },
    closedAt: { type: 'datetime', nullable: true },
  },
});

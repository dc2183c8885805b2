import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A message sent through the contact form. */
export class ContactMessage {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt' | 'readAt';
  id!: number;
  name!: string;
  email!: string;
  subject!: string;
  message!: string;
  createdAt: Date = new Date();
  /** When an admin marked it read; null while unread. */
  readAt: Date | null = null;
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
  },
});

import { z } from './zod.ts';

/** The contact form (docs/product.md §5), checked in the browser and again on the server. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters.' })
    .trim()
    .min(2, 'Name must be at least 2 characters.')
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  subject: z
    .string({ error: 'Subject must be at least 5 characters.' })
    .trim()
    .min(5, 'Subject must be at least 5 characters.')
    .max(200, 'Subject must be at most 200 characters.'),
  message: z
    .string({ error: 'Message must be at least 10 characters.' })
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5000 characters.'),
});
/** A contact message as sent. */
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Identifies one stored contact message (admin inbox). */
export const contactMessageIdSchema = z.object({
  id: z
    .number({
      error: (issue) => (issue.input === undefined ? 'A message id is required.' : 'A message id must be a positive whole number.'),
    })
    .int('A message id must be a positive whole number.')
    .positive('A message id must be a positive whole number.'),
});

/** Marks one contact message read or unread (admin inbox). */
export const setContactMessageReadSchema = contactMessageIdSchema.extend({
  read: z.boolean({ error: 'Say whether the message is read: true or false.' }),
});

/** A contact message as the admin inbox lists it; `createdAt` is an ISO 8601 time. */
export interface ContactMessageItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** The account that sent it from its dashboard (a support request); null for the public contact form. */
  customer: { id: number; username: string } | null;
  /** Where a request stands ('open' for a plain message until answered), the staff answer and its time, and when it was closed. */
  state: 'open' | 'answered' | 'closed';
  answer: string | null;
  answeredAt: string | null;
  closedAt: string | null;
}

import { z } from './zod.ts';

/** The contact form (section 5), checked in the browser and again on the server. */
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

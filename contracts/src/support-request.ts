import { contactMessageIdSchema, contactMessageSchema } from './contact.ts';
import { listCursorSchema, listPageNumberSchema } from './paging.ts';
import { z } from './zod.ts';

/** A support request from the account dashboard: the contact form's subject and message, with its limits. */
export const supportRequestSchema = contactMessageSchema.pick({ subject: true, message: true });
/** A support request as sent. */
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/** How many requests one slice of the customer's list holds. */
export const SUPPORT_REQUEST_SLICE = 20;

/** `support.list`: one slice of the customer's own requests, newest first; `cursor` is the `nextCursor` of the slice before. */
export const supportRequestListInputSchema = z
  .object({
    cursor: listCursorSchema,
  })
  .prefault({});

/** Where a request stands: waiting for an answer, answered by staff, or closed. */
export type SupportRequestState = 'open' | 'answered' | 'closed';

/** The words the customer and the inbox show for each state. */
export const SUPPORT_REQUEST_STATE_LABELS: Record<SupportRequestState, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** A support request as its customer sees it; times are ISO 8601. */
export interface SupportRequestItem {
  id: number;
  subject: string;
  message: string;
  createdAt: string;
  state: SupportRequestState;
  answer: string | null;
  answeredAt: string | null;
  closedAt: string | null;
}

/** One slice of the customer's requests and where the next one starts (null at the end). */
export interface SupportRequestSlice {
  items: SupportRequestItem[];
  nextCursor: string | null;
}

/** A staff answer to a customer's request (admin inbox). */
export const answerSupportRequestSchema = contactMessageIdSchema.extend({
  answer: z
    .string({ error: 'The answer must be at least 2 characters.' })
    .trim()
    .min(2, 'The answer must be at least 2 characters.')
    .max(5000, 'The answer must be at most 5000 characters.'),
});
/** An answer as sent. */
export type AnswerSupportRequestInput = z.infer<typeof answerSupportRequestSchema>;

/** Which messages the admin inbox lists: all of them, or customers' requests only. */
export const INBOX_FILTERS = ['all', 'customers'] as const;
/** An inbox filter. */
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** Input of the admin inbox list: a 1-based page number and the filter ('all' when left out). */
export const inboxListInputSchema = z
  .object({
    page: listPageNumberSchema,
    from: z.enum(INBOX_FILTERS, { error: "The filter must be 'all' or 'customers'." }).default('all'),
  })
  .prefault({});
/** An inbox list request as a client sends it. */
export type InboxListInput = z.input<typeof inboxListInputSchema>;

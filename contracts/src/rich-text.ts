import { z } from './zod.ts';

// The builder's rich text element (type 'richtext'): article HTML, as a WordPress page's text is imported. The engine
// (packages/builder-engine) holds the tree and checks the same limit; the server sanitises the HTML with the blog's
// allow-list when it is saved and whenever a page is served.

/** The most characters of HTML one rich text holds (the engine's LIMITS.richTextLength); longer text is split. */
export const RICH_TEXT_MAX_LENGTH = 50_000;

/** A rich text's HTML: a string of at most RICH_TEXT_MAX_LENGTH characters (its markup is sanitised by the server). */
export const richTextHtmlSchema = z
  .string({ error: 'Rich text must be a string of HTML.' })
  .max(
    RICH_TEXT_MAX_LENGTH,
    `Rich text must be at most ${RICH_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters of HTML; split it into several rich texts.`,
  );

const styleSchema = z.record(z.string(), z.union([z.string().max(200), z.number()]));

/**
 * A rich text element as the import writes it and the builder keeps it: an id, the name shown in the builder, its
 * HTML, a style map (the engine checks each key) and no children (a rich text draws none).
 */
export const richTextElementSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'An element id has 1-100 letters, digits, - or _.'),
  type: z.literal('richtext'),
  name: z.string().trim().min(1, 'A name is required.').max(100, 'A name has at most 100 characters.'),
  content: richTextHtmlSchema,
  style: styleSchema,
  tablet: styleSchema.optional(),
  mobile: styleSchema.optional(),
  hideOn: z.partialRecord(z.enum(['desktop', 'tablet', 'mobile']), z.literal(true)).optional(),
  children: z.array(z.never()).max(0, 'A rich text has no children.'),
});

/** A rich text element (see richTextElementSchema). */
export type RichTextElement = z.infer<typeof richTextElementSchema>;

import { z } from './zod.ts';

/** The longest value a visitor may type into one field of a builder form (the inbox message holds them all). */
export const BUILDER_FORM_VALUE_MAX = 5000;

/**
 * `builderForm.submit`: a visitor sends a form of a published builder page: the page's slug, the form
 * element's id and one value per field, in the form's order. The server checks them against the published form.
 */
export const builderFormSubmissionSchema = z.object({
  pageSlug: z
    .string({ error: 'Say which page the form is on.' })
    .trim()
    .min(1, 'Say which page the form is on.')
    .max(100, 'That page does not exist.'),
  formId: z.string({ error: 'Say which form is sent.' }).min(1, 'Say which form is sent.').max(100, 'That form does not exist.'),
  values: z
    .array(
      z
        .string({ error: 'Each field value must be text.' })
        .max(BUILDER_FORM_VALUE_MAX, `Each field holds at most ${BUILDER_FORM_VALUE_MAX} characters.`),
      {
        error: 'Send the form’s field values as a list.',
      },
    )
    .max(50, 'That form has fewer fields.'),
});
/** A builder form submission as sent. */
export type BuilderFormSubmissionInput = z.infer<typeof builderFormSubmissionSchema>;

import { getElement, readComponentContent, type BuilderElement } from '@app/builder-engine';
import { builderPagePath, contactMessageSchema, type BuilderFormSubmissionInput, type ContactMessageInput } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { getPublishedBuilderPage } from './published-builder-pages.ts';

// The inbox's columns: name up to 100 characters, subject up to 200 (contact_messages).
const NAME_MAX = 100;
const SUBJECT_MAX = 200;
const SHORT_FIELD_MAX = 500;
const MESSAGE_MAX = 20_000;
const NAME_LABEL = /\bname\b/i;

async function findPublishedForm(
  em: EntityManager,
  input: BuilderFormSubmissionInput,
): Promise<{ pageName: string; path: string; form: BuilderElement }> {
  const page = await getPublishedBuilderPage(em, builderPagePath(input.pageSlug));
  if (page === null) throw new AppError(404, 'This page is not published any more, so its form cannot be sent. Reload the page.');
  const form = getElement(
    {
      id: String(page.id),
      name: page.name,
      slug: page.slug,
      meta: { title: page.meta.title ?? '', description: page.meta.description ?? '' },
      elements: page.elements,
    },
    input.formId,
  );
  if (form === undefined || form.type !== 'form') {
    throw new AppError(404, 'This form is no longer on the published page. Reload the page and try again.');
  }
  return { pageName: page.name, path: page.path, form };
}

/**
 * Checks a visitor's builder-form submission against the form as published (its fields, required ones, e-mail
 * fields) and turns it into an inbox message: the first 'name' field is the sender, the first e-mail field
 * the reply address, every field a 'Label: value' line. 404 when the page or form is not published, 400 with
 * a message per field for bad values.
 */
export async function builderFormMessage(em: EntityManager, input: BuilderFormSubmissionInput): Promise<ContactMessageInput> {
  const { pageName, path, form } = await findPublishedForm(em, input);
  const content = readComponentContent('form', form.content);
  if (input.values.length !== content.fields.length) {
    throw new AppError(400, 'This form has changed since the page was loaded. Reload the page and send it again.');
  }
  const values = input.values.map((value) => value.trim());
  const errors: Record<string, string> = {};
  content.fields.forEach((field, index) => {
    const value = values[index] ?? '';
    const key = `field-${index}`;
    if (value === '') {
      if (field.required) errors[key] = `${field.label} is required.`;
    } else if (field.type === 'email' && !contactMessageSchema.shape.email.safeParse(value).success) {
      errors[key] = `${field.label}: please enter a valid email address.`;
    } else if (field.type !== 'textarea' && value.length > SHORT_FIELD_MAX) {
      errors[key] = `${field.label} must be at most ${SHORT_FIELD_MAX} characters.`;
    }
  });
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new AppError(400, first, { fields: errors });
  if (values.every((value) => value === '')) throw new AppError(400, 'Fill in the form before sending it.');

  const valueOf = (predicate: (label: string, type: string) => boolean) => {
    const index = content.fields.findIndex((field, i) => predicate(field.label, field.type) && values[i] !== '');
    return index === -1 ? '' : (values[index] as string);
  };
  const formTitle = content.title !== '' ? content.title : form.name;
  const lines = content.fields.map((field, index) => `${field.label}: ${values[index] === '' ? '(empty)' : values[index]}`);
  return {
    name: (valueOf((label, type) => type === 'text' && NAME_LABEL.test(label)) || 'Website visitor').slice(0, NAME_MAX),
    email: valueOf((_label, type) => type === 'email'),
    subject: `${formTitle} (form on ${path})`.slice(0, SUBJECT_MAX),
    message: [`Sent from the form '${formTitle}' on the page '${pageName}' (${path}).`, '', ...lines].join('\n').slice(0, MESSAGE_MAX),
  };
}

import { FORM_NOTICES } from '@app/contracts/form-post';
import type { ContactMessageInput, FormResult } from '@app/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormPostMessage } from '../../components/form-post-message.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { FormPostFields, useAdoptTypedValues } from '../../lib/form-post-fields.tsx';
import { loadedFormSchemas, loadFormSchemas, prepareFormSchemas, type PublicFormSchemas } from '../../lib/form-schema-loader.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSubmitting } from '../../lib/use-submitting.ts';

type Field = keyof ContactMessageInput;
type Errors = Partial<Record<Field, string>>;

/** Form order: focus goes to the first field in this list that has an error. */
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

function isField(key: string): key is Field {
  return (FIELDS as readonly string[]).includes(key);
}

type ContactSchema = PublicFormSchemas['contactMessageSchema'];

/** What the server said when the form, posted without script, was refused: what was typed, what is wrong, and why. */
export interface ContactRefusal {
  values: ContactMessageInput;
  errors: Errors;
  message: string;
}

/** The form as the server showed it again after refusing it (posted without script), from its form result. */
export function contactRefusal(result: FormResult | null): ContactRefusal | null {
  if (!result) return null;
  const values = { ...EMPTY };
  const errors: Errors = {};
  for (const field of FIELDS) {
    const typed = result.values[field];
    if (typeof typed === 'string') values[field] = typed;
    const message = result.fieldErrors[field];
    if (message) errors[field] = message;
  }
  return { values, errors, message: result.message };
}

/** The field messages of a refusal the server sent for the contact form's fields. */
function fieldErrorsOf(error: unknown): Errors {
  const fromServer: Errors = {};
  if (!(error instanceof ApiError)) return fromServer;
  for (const [key, message] of Object.entries(error.fields)) {
    if (isField(key)) fromServer[key] = message;
  }
  return fromServer;
}

/** The message for one field's value, or undefined when it is valid. */
function checkField(schema: ContactSchema, field: Field, value: string): string | undefined {
  const result = schema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's message for these values; empty when the whole form is valid. */
function checkAll(schema: ContactSchema, values: ContactMessageInput): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    const message = checkField(schema, field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The 'Send us a Message' form (docs/product.md §2, §4, §5 and §8; an island: it needs no app context): four
 * fields checked against the shared contact schema before anything is sent, then sent as JSON to
 * /api/contact (the `contact.create` procedure). Success resets the form; a failure keeps what was
 * typed and shows the server's field messages under their fields. Before the script runs (or without
 * it) the browser posts the form to /api/contact, which answers with the page again: 'Message sent!'
 * on success, or this form filled in as sent with the server's messages (`refused`).
 */
export function ContactForm({ refused = null }: { refused?: ContactRefusal | null }) {
  const [values, setValues] = useState<ContactMessageInput>(() => refused?.values ?? EMPTY);
  const [errors, setErrors] = useState<Errors>(() => refused?.errors ?? {});
  // The server's word on a form it refused without script; the script's own failures are toasts.
  const [formMessage, setFormMessage] = useState<string | null>(refused?.message ?? null);
  const submitting = useSubmitting();
  const busy = submitting.pending;
  const formRef = useRef<HTMLFormElement>(null);
  // Set just before errors change; the effect below moves focus once the messages are rendered,
  // so a screen reader announces the field together with what is wrong with it.
  const focusFirstError = useRef(false);
  const headingId = useId();

  const send = async (input: ContactMessageInput) => {
    try {
      await apiRequest('POST', '/api/contact', input);
      setValues(EMPTY);
      setErrors({});
      toast(FORM_NOTICES['message-sent']);
    } catch (error) {
      const fromServer = fieldErrorsOf(error);
      if (Object.keys(fromServer).length > 0) {
        focusFirstError.current = true;
        setErrors(fromServer);
      }
      toast({
        title: 'Failed to send message',
        description: 'Please try again later or contact us directly by email.',
        variant: 'destructive',
      });
    }
  };

  // Text typed before the app started is in the boxes but not yet in the state.
  useAdoptTypedValues(formRef, values, (field, value) => setValues((current) => ({ ...current, [field]: value })));

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = FIELDS.find((field) => errors[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }, [errors]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name;
    if (!isField(field)) return;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked wrong is re-checked as the visitor types, so the message goes away as
    // soon as it is fixed; untouched fields are not nagged before the next submit.
    // (A field can only be marked after a submit, which loaded the schema.)
    const schema = loadedFormSchemas()?.contactMessageSchema;
    if (errors[field] && schema) setErrors((current) => ({ ...current, [field]: checkField(schema, field, value) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitting.run(async () => {
      setFormMessage(null);
      const schema = (await loadFormSchemas()).contactMessageSchema;
      const found = checkAll(schema, values);
      if (Object.keys(found).length > 0) {
        focusFirstError.current = true;
        setErrors(found);
        return;
      }
      setErrors({});
      await send(schema.parse(values));
    });
  };

  return (
    <div>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white">
        Send us a Message
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-400">Fill out the form below and we&apos;ll get back to you as soon as possible.</p>
      {/* Without script the browser posts the form and the server checks it (noValidate: its messages, not the browser's). */}
      <form
        ref={formRef}
        method="post"
        action="/api/contact"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepareFormSchemas}
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        className="mt-8 grid gap-5"
      >
        <FormPostFields form="contact" back="/contact" />
        <FormPostMessage title="Failed to send message" message={formMessage} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={onChange}
            readOnly={busy}
            error={errors.name}
          />
          <TextField
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onChange={onChange}
            readOnly={busy}
            error={errors.email}
          />
        </div>
        <TextField
          label="Subject"
          name="subject"
          autoComplete="off"
          value={values.subject}
          onChange={onChange}
          readOnly={busy}
          error={errors.subject}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          value={values.message}
          onChange={onChange}
          readOnly={busy}
          error={errors.message}
        />
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus to the page body. */}
        <Button
          type="submit"
          size="lg"
          aria-disabled={busy || undefined}
          className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60 aria-disabled:hover:bg-primary sm:w-auto sm:min-w-44 sm:justify-self-start"
        >
          {busy ? (
            <>
              <Spinner />
              Sending...
            </>
          ) : (
            'Send Message'
          )}
        </Button>
      </form>
    </div>
  );
}

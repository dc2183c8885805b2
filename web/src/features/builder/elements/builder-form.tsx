import { readComponentContent, type BuilderElement, type FormField } from '@app/builder-engine';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { FormPostFields } from '../../../lib/form-post-fields.tsx';
import { lookProps, type ElementLook } from './element-look.ts';
import { elementMarker } from './element-props.ts';

type FormState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const CONTROL_CLASS =
  'w-full rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none';

function FieldControl({
  field,
  id,
  name,
  disabled,
  initial,
}: {
  field: FormField;
  id: string;
  name: string;
  disabled: boolean;
  initial: string;
}) {
  if (field.type === 'textarea') {
    return (
      <textarea
        id={id}
        name={name}
        required={field.required}
        disabled={disabled}
        defaultValue={initial}
        rows={5}
        maxLength={5000}
        className={`${CONTROL_CLASS} py-2`}
      />
    );
  }
  return (
    <input
      id={id}
      name={name}
      type={field.type}
      required={field.required}
      disabled={disabled}
      defaultValue={initial}
      maxLength={field.type === 'email' ? 254 : 500}
      autoComplete={field.type === 'email' ? 'email' : undefined}
      className={`${CONTROL_CLASS} h-11`}
    />
  );
}

/** What the server said when this form, posted without script, was refused: why, and what was typed. */
export interface BuilderFormRefusal {
  message: string;
  values: Record<string, string | boolean>;
}

/** A builder form's props: plain data, so it can be an island. */
export interface BuilderFormProps {
  element: BuilderElement;
  /** How the form element is styled where it is drawn (`useElementLook`, worked out outside the island). */
  look?: ElementLook;
  /** The published page's slug and path; absent on the builder's canvas, where submitting does nothing. */
  pageSlug?: string;
  pagePath?: string;
  /** The page came back from this form's post without script (`?sent=`): it says so as the script would. */
  sent?: boolean;
  refused?: BuilderFormRefusal | null;
}

/**
 * A form with the fields its content lists (label, text/email/textarea, required). On a published page it
 * sends the values to /api/builder-form (they land in the admin inbox); before its script has started, or
 * without script, the browser posts it there itself, and the server answers with the page again (a
 * refusal keeps what was typed). On the builder's canvas, without a page, submitting does nothing. Needs
 * no app context (an island).
 */
export function BuilderForm({ element, look = {}, pageSlug, pagePath, sent = false, refused = null }: BuilderFormProps) {
  const { title, fields, submitText, successMessage } = readComponentContent('form', element.content);
  const [state, setState] = useState<FormState>(
    refused ? { kind: 'failed', message: refused.message } : sent ? { kind: 'sent' } : { kind: 'idle' },
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pageSlug === undefined || state.kind === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = fields.map((_, index) => {
      const value = data.get(`field-${index}`);
      return typeof value === 'string' ? value : '';
    });
    setState({ kind: 'sending' });
    try {
      await apiRequest('POST', '/api/builder-form', { pageSlug, formId: element.id, values });
      form.reset();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError && error.detail ? error.detail : 'Your message could not be sent. Please try again.',
      });
    }
  }

  const headingId = `${element.id}-title`;
  const inert = state.kind === 'sending';
  return (
    <form
      {...elementMarker(element)}
      id={element.id}
      method="post"
      action="/api/builder-form"
      aria-labelledby={title !== '' ? headingId : undefined}
      {...lookProps(look, 'space-y-4 rounded-2xl border border-white/10 bg-night-800 p-6')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormPostFields form="builder-form" back={pagePath ?? '/'} />
      <input type="hidden" name="pageSlug" value={pageSlug ?? ''} />
      <input type="hidden" name="formId" value={element.id} />
      {title !== '' && (
        <h3 id={headingId} className="text-lg font-semibold text-white">
          {title}
        </h3>
      )}
      {fields.map((field, index) => {
        const id = `${element.id}-field-${index}`;
        return (
          // Field labels may repeat, so the position is their identity (it is also the order values are sent in).
          <div key={index} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-slate-200">
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <FieldControl
              field={field}
              id={id}
              name={`field-${index}`}
              disabled={inert}
              initial={String(refused?.values[`field-${index}`] ?? '')}
            />
          </div>
        );
      })}
      <button type="submit" className={buttonClass()} disabled={inert}>
        {state.kind === 'sending' ? 'Sending…' : submitText}
      </button>
      <div aria-live="polite">
        {state.kind === 'sent' && (
          <p role="status" className="text-sm text-emerald-400">
            {successMessage}
          </p>
        )}
        {state.kind === 'failed' && (
          <p role="alert" className="text-sm text-red-400">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}

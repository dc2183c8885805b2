import { readComponentContent, type FormField } from '@app/builder-engine';
import { useHydrated } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { useBuilderRender } from './builder-render-context.tsx';
import { elementCss } from './element-style.ts';
import { elementMarker, type ElementProps } from './element-props.ts';

type FormState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const CONTROL_CLASS =
  'w-full rounded-lg border border-white/10 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-primary-soft focus:outline-none';

function FieldControl({ field, id, name, disabled }: { field: FormField; id: string; name: string; disabled: boolean }) {
  if (field.type === 'textarea') {
    return <textarea id={id} name={name} required={field.required} disabled={disabled} rows={5} maxLength={5000} className={`${CONTROL_CLASS} py-2`} />;
  }
  return (
    <input
      id={id}
      name={name}
      type={field.type}
      required={field.required}
      disabled={disabled}
      maxLength={field.type === 'email' ? 254 : 500}
      autoComplete={field.type === 'email' ? 'email' : undefined}
      className={`${CONTROL_CLASS} h-11`}
    />
  );
}

/**
 * A form with the fields its content lists (label, text/email/textarea, required). On a published page it
 * sends the values through the render context's `submitForm` (they land in the admin inbox); on the builder's
 * canvas, without one, submitting does nothing.
 */
export function FormElement({ element }: ElementProps) {
  const { title, fields, submitText, successMessage } = readComponentContent('form', element.content);
  const { pageSlug, submitForm } = useBuilderRender();
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitForm === undefined || pageSlug === undefined || state.kind === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = fields.map((_, index) => String(data.get(`field-${index}`) ?? ''));
    setState({ kind: 'sending' });
    try {
      await submitForm({ pageSlug, formId: element.id, values });
      form.reset();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'Your message could not be sent. Please try again.' });
    }
  }

  const headingId = `${element.id}-title`;
  // Until a server-rendered page is hydrated, typing would be lost and the browser would send the form itself.
  const inert = state.kind === 'sending' || !hydrated;
  return (
    <form
      {...elementMarker(element)}
      aria-labelledby={title !== '' ? headingId : undefined}
      className="space-y-4 rounded-2xl border border-white/10 bg-night-800 p-6"
      style={elementCss(element.style)}
      onSubmit={(event) => void onSubmit(event)}
    >
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
            <FieldControl field={field} id={id} name={`field-${index}`} disabled={inert} />
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

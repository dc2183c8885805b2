// @vitest-environment happy-dom
import { useRef, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAdoptTypedValues } from './form-post-fields.tsx';

/** A controlled one-field form as the site's forms are: the submit handler sends the state's value. */
function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  useAdoptTypedValues(formRef, { email }, (_field, value) => setEmail(value));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend(email);
  };
  return (
    <form ref={formRef} onSubmit={onSubmit}>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
    </form>
  );
}

describe('useAdoptTypedValues', () => {
  it('has adopted the text typed before hydration by the time anything else can run', async () => {
    const sent: string[] = [];
    // Submits in the first moment after hydration commits: before React's passive effects have run.
    const submitRightAfterCommit = (node: HTMLElement | null) => {
      if (!node) return;
      queueMicrotask(() =>
        node.ownerDocument.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
      );
    };
    const page = (
      <>
        <EmailForm onSend={(email) => sent.push(email)} />
        <span ref={submitRightAfterCommit} />
      </>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The person types before the app has started.
    container.querySelector('input')!.value = 'early@example.com';

    const root = hydrateRoot(container, page);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent).toEqual(['early@example.com']);
    root.unmount();
    container.remove();
  });
});

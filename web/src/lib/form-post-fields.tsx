import { FORM_POST_FIELDS, type FormResult, type PostableForm } from '@app/contracts/form-post';
import { useLayoutEffect, type RefObject } from 'react';

// What a form needs to work before its script runs and once it does, with no app context (islands use
// it): the cache-backed parts (a refusal, a notice) are in form-post.tsx.

/** What a refused form post sent back for the text field `key`, or '' (nothing refused, or not text). */
export function refusedText(result: FormResult | null | undefined, key: string): string {
  const value = result?.values[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The hidden fields that let the server answer a form the browser posts by itself (no script yet, or
 * none): which form it is, and the page to show again if it is refused.
 */
export function FormPostFields({ form, back }: { form: PostableForm; back: string }) {
  return (
    <>
      <input type="hidden" name={FORM_POST_FIELDS.form} value={form} />
      <input type="hidden" name={FORM_POST_FIELDS.back} value={back} />
    </>
  );
}

/**
 * Adopts what was typed into the form before the app started: React hydrates a controlled field with
 * its state's value but leaves the text the person typed in the box, so on mount each named field's
 * text (or tick) is handed to `update` when it differs from the state's. Nothing typed early is lost.
 * It is a layout effect: its update is applied before the hydrating commit returns, so a submit landing
 * right after hydration (before passive effects run) already sends what the box shows.
 */
export function useAdoptTypedValues<V extends Record<string, string | boolean>>(
  formRef: RefObject<HTMLFormElement | null>,
  values: V,
  update: <K extends keyof V>(key: K, value: V[K]) => void,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const key of Object.keys(values) as Array<keyof V & string>) {
      const field = form.elements.namedItem(key);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const typed = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
      if (typed !== values[key]) update(key, typed as V[keyof V & string]);
    }
    // Only what the server's HTML held when the app started: later changes go through the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

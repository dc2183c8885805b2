import { FORM_NOTICES, FORM_POST_FIELDS, type FormNoticeKey, type FormResult, type PostableForm } from '@app/contracts/form-post';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { useLayoutEffect, type RefObject } from 'react';

/** Where a refused form post and a success notice from the server live in the query cache (both sides read the same). */
const FORM_RESULT_KEY = ['form-post', 'result'] as const;
const NOTICE_KEY = ['form-post', 'notice'] as const;

/** Keeps what the server said about a form posted without JavaScript in the cache, for the page's first render. */
export function seedFormPost(queryClient: QueryClient, formResult: FormResult | undefined, notice: FormNoticeKey | undefined): void {
  if (formResult) queryClient.setQueryData(FORM_RESULT_KEY, formResult);
  if (notice) queryClient.setQueryData(NOTICE_KEY, notice);
}

/** The refusal of `form` posted without JavaScript (what was typed and what is wrong), or null. */
export function useFormResult(form: PostableForm): FormResult | null {
  const result = useQueryClient().getQueryData<FormResult>(FORM_RESULT_KEY);
  return result?.form === form ? result : null;
}

/** The notice the page shows after a form posted without JavaScript succeeded, with its text; null when none. */
export function usePageNotice(): { key: FormNoticeKey; title: string; description: string } | null {
  const key = useQueryClient().getQueryData<FormNoticeKey>(NOTICE_KEY);
  return key ? { key, ...FORM_NOTICES[key] } : null;
}

/**
 * Forgets what the server said about a form post once the visitor moves on in the app: a refused form
 * is not filled in again, nor a notice shown again, on the next page or on coming back.
 */
export function forgetFormPostOnNavigation(router: AnyRouter, queryClient: QueryClient): () => void {
  return router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (!fromLocation || fromLocation.href === toLocation.href) return;
    queryClient.removeQueries({ queryKey: FORM_RESULT_KEY, exact: true });
    queryClient.removeQueries({ queryKey: NOTICE_KEY, exact: true });
  });
}

/** The `<meta>` naming the address a refused form post's page belongs at (the browser shows the adapter's). */
export const PAGE_ADDRESS_META = 'page-address';

/**
 * Puts the address of the page a refused form post rendered (`/contact`, not `/api/contact`) in the
 * address bar before the router reads it, so the app starts on the right page and a reload asks for the
 * page instead of posting again.
 */
export function restorePageAddress(doc: Document = document): void {
  const address = doc.querySelector(`meta[name="${PAGE_ADDRESS_META}"]`)?.getAttribute('content');
  if (address && address.startsWith('/') && !address.startsWith('//')) window.history.replaceState(window.history.state, '', address);
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

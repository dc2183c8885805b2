import { FORM_NOTICES, type FormNoticeKey, type FormResult, type PostableForm } from '@app/contracts/form-post';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

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

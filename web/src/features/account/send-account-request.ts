import { withNotice, type FormNoticeKey } from '@app/contracts/form-post';
import { ApiError } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { toast } from '../../lib/toast-store.ts';

/**
 * Sends the account request to its REST adapter; on success goes to the dashboard with the notice the adapter's
 * form post would give (shown as a toast); a refusal
 * is told in a toast titled `failure` and handed to `onRefused` for the field messages.
 */
export async function sendAccountRequest<I>(
  input: I,
  url: string,
  success: FormNoticeKey,
  failure: string,
  onRefused: (error: ApiError) => void,
) {
  try {
    await apiRequest('POST', url, input);
  } catch (error) {
    toast({ title: failure, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    if (error instanceof ApiError) onRefused(error);
    return;
  }
  window.location.assign(withNotice('/dashboard', success));
}

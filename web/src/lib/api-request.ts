import { throwIfResNotOk } from './api-error.ts';
import { serverFetch } from './server-fetch.ts';

/**
 * Calls one of the REST adapters. Credentials always travel; a JSON body and its content type are
 * sent only when there is data. Non-OK answers raise an ApiError.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await serverFetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a default query does on 401: return null ("no value") or raise. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the query key's first element and parse the JSON answer. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await serverFetch(String(queryKey[0]), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

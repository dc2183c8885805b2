import { CONTENT_IMPORT_URL, type ContentImportReport } from '@app/contracts/content-transfer';
import { throwIfResNotOk } from '../../../lib/api-error.ts';
import { serverFetch } from '../../../lib/server-fetch.ts';

/** Sends a content export file's bytes to the import route; resolves with the report, rejects with the server's message. */
export async function uploadContentArchive(file: File): Promise<ContentImportReport> {
  const res = await serverFetch(CONTENT_IMPORT_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/gzip' },
    body: file,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ContentImportReport;
}

import type { MediaLibraryItem } from '@app/contracts/media';
import { ApiError } from '../../lib/api-error.ts';

/** Upload progress: bytes sent so far and the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let detail = xhr.responseText || xhr.statusText || 'The upload failed';
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) detail = body.message;
  } catch {
    // Not JSON: the text is the detail.
  }
  return new ApiError(xhr.status, detail);
}

/**
 * Sends an image's raw bytes to POST /api/media/upload (the one upload service), reporting progress
 * as the bytes go out; XMLHttpRequest is used because fetch cannot report upload progress. Resolves
 * with the stored library item (an identical image already stored is reused); a refusal rejects
 * with an ApiError carrying the server's message.
 */
export function uploadImage(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<MediaLibraryItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media/upload');
    xhr.withCredentials = true;
    // The server tells the type from the bytes; the declared one must agree with it.
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as MediaLibraryItem);
      else reject(errorFrom(xhr));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the network connection was lost.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** What a person is told when an upload fails: the server's message, or the error's. */
export function describeUploadError(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : 'Please try again.';
}

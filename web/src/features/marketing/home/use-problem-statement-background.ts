import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-request.ts';

// The local-storage key under which the last resolved background URL is cached (docs/product.md §7).
const PROBLEM_BACKGROUND_CACHE_KEY = 'problem-statement-bg-url';

/** The element id the admin image uploader targets by default (docs/product.md §9). */
export const PROBLEM_BACKGROUND_ELEMENT_ID = 'problem-statement-bg-image';
const MEDIA_FILENAME = `${PROBLEM_BACKGROUND_ELEMENT_ID}.json`;
const ORIGINAL_NAME_MARK = 'problem-statement';

interface MediaItem {
  filename?: unknown;
  originalName?: unknown;
  url?: unknown;
}

function readCache(): string | null {
  try {
    return localStorage.getItem(PROBLEM_BACKGROUND_CACHE_KEY);
  } catch {
    return null; // Storage can be unavailable (privacy modes); the cache is only a head start.
  }
}

function writeCache(url: string | null): void {
  try {
    if (url) localStorage.setItem(PROBLEM_BACKGROUND_CACHE_KEY, url);
    else localStorage.removeItem(PROBLEM_BACKGROUND_CACHE_KEY);
  } catch {
    // A full or blocked storage only costs the head start on the next visit.
  }
}

/** Accepts http(s), same-origin paths, blob: and data:image URLs; anything else is refused. */
function safeImageUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error('The media file has no imageUrl');
  const url = new URL(value, window.location.origin);
  const allowed =
    url.protocol === 'http:' ||
    url.protocol === 'https:' ||
    url.protocol === 'blob:' ||
    (url.protocol === 'data:' && value.startsWith('data:image/'));
  if (!allowed) throw new Error(`Refusing background URL with protocol ${url.protocol}`);
  return value;
}

function pickMediaItem(list: unknown): MediaItem | undefined {
  if (!Array.isArray(list)) throw new Error('GET /api/media did not answer with a list');
  return (list as MediaItem[]).find(
    (item) =>
      item?.filename === MEDIA_FILENAME || (typeof item?.originalName === 'string' && item.originalName.includes(ORIGINAL_NAME_MARK)),
  );
}

function preload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`The background image could not be loaded: ${url.slice(0, 120)}`));
    image.src = url;
  });
}

async function resolveBackground(): Promise<string | null> {
  const list: unknown = await (await apiRequest('GET', '/api/media')).json();
  const item = pickMediaItem(list);
  if (!item) return null;
  if (typeof item.url !== 'string') throw new Error('The chosen media item has no url');
  const file = (await (await apiRequest('GET', item.url)).json()) as { imageUrl?: unknown } | null;
  const imageUrl = safeImageUrl(file?.imageUrl);
  await preload(imageUrl);
  return imageUrl;
}

/**
 * The problem-statement section's uploaded background (docs/product.md §7): first `embedded`, the image the
 * server embedded in the page, once mounted the URL cached in local storage, then it asks GET /api/media for the item named for the problem statement, fetches its
 * JSON and reads `imageUrl`, caching the result. Returns null, meaning "show the default pattern",
 * when nothing was uploaded or on any failure (which is logged to the console).
 */
export function useProblemStatementBackground(embedded: string | null): string | null {
  // The first render, on the server and in the browser alike, shows the image the server embedded in
  // the page (so a first-time visitor sees it at once); local storage, which only the browser has,
  // comes right after (docs/product.md §7: the cached value first), then the server's current answer.
  const [url, setUrl] = useState<string | null>(embedded);

  useEffect(() => {
    let active = true;
    const cached = readCache();
    if (cached) setUrl(cached);
    resolveBackground()
      .then((found) => {
        if (!active) return;
        writeCache(found);
        setUrl(found);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Could not load the problem-statement background; showing the default pattern.', error);
        writeCache(null);
        setUrl(null);
      });
    return () => {
      active = false;
    };
  }, []);

  return url;
}

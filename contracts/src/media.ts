import { z } from './zod.ts';

/** The largest image an admin may upload, in bytes (docs/product.md §5 and §9: 5*1024*1024). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What a too-large upload is told, on the client before sending and by the server (docs/product.md §8). */
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be less than 5MB';

/** The image types the server accepts, recognised by their bytes (never by the declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** One accepted image type. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The longest side a stored image keeps; larger uploads are scaled down to it. */
export const MAX_IMAGE_SIDE = 2560;

/** The widths of the WebP variants stored beside every image, for `srcset`. */
export const IMAGE_VARIANT_WIDTHS = [640, 1280] as const;

/** The element whose background the image uploader sets by default (docs/product.md §9). */
export const DEFAULT_BACKGROUND_ELEMENT_ID = 'problem-statement-bg-image';

/**
 * The element ids on the site's pages that take an uploaded background. An id that no page has is
 * refused with 404, as the original uploader refused an element it could not find.
 */
export const BACKGROUND_ELEMENT_IDS: readonly string[] = [DEFAULT_BACKGROUND_ELEMENT_ID];

/** What each background element is, in words a site owner uses ("the background of the home page's problem section"). */
export const BACKGROUND_ELEMENT_LABELS: Readonly<Record<string, string>> = {
  [DEFAULT_BACKGROUND_ELEMENT_ID]: "the background of the home page's problem section",
};

/** The words for a background element; an id without words reads as itself. */
export function backgroundElementLabel(elementId: string): string {
  return BACKGROUND_ELEMENT_LABELS[elementId] ?? `the background of element ${elementId}`;
}

/** The message for a background element id no page has (docs/product.md §8, 'Element not found'). */
export function elementNotFoundMessage(elementId: string): string {
  return `Could not find element with ID: ${elementId}`;
}

/** The file name the uploader sends with every background (docs/product.md §7: always 'background-image.jpg'). */
export const BACKGROUND_FILE_NAME = 'background-image.jpg';

/** The upload payload of POST /api/media/save-background (docs/product.md §7). */
export const saveBackgroundSchema = z.object({
  elementId: z
    .string({ error: 'elementId is required.' })
    .trim()
    .min(1, 'elementId is required.')
    .max(100, 'elementId must be at most 100 characters.'),
  imageData: z
    .string({ error: 'imageData is required: the image as a data URL.' })
    .min(1, 'imageData is required: the image as a data URL.'),
  fileName: z.string().trim().max(255, 'fileName must be at most 255 characters.').default(BACKGROUND_FILE_NAME),
});
/** A save-background request. */
export type SaveBackgroundInput = z.input<typeof saveBackgroundSchema>;

/** The answer of POST /api/media/save-background: `url` is the image now bound to the element. */
export interface SaveBackgroundResult {
  url: string;
  elementId: string;
  /** The JSON document the home page reads (`{ imageUrl }`). */
  bindingUrl: string;
  asset: MediaLibraryItem;
}

/** A JSON image upload to the admin library route: a data URL and the original file name. */
export const dataUrlUploadSchema = z.object({
  imageData: z
    .string({ error: 'imageData is required: the image as a data URL.' })
    .min(1, 'imageData is required: the image as a data URL.'),
  fileName: z.string().trim().min(1, 'fileName is required.').max(255, 'fileName must be at most 255 characters.'),
  alt: z.string().trim().max(300, 'Alt text must be at most 300 characters.').optional(),
});

/** A media item as GET /api/media lists it (docs/product.md §3, 'Media list item'). */
export interface MediaListItem {
  filename: string;
  originalName: string;
  url: string;
}

/** A resized WebP copy of an image. */
export interface MediaVariant {
  width: number;
  height: number;
  url: string;
}

/** An image of the admin media library. */
export interface MediaLibraryItem {
  id: number;
  filename: string;
  originalName: string;
  url: string;
  mimeType: string;
  /** Stored size in bytes (after re-encoding). */
  size: number;
  width: number;
  height: number;
  alt: string;
  /** WebP variants, narrowest first, for `srcset`. */
  variants: MediaVariant[];
  /** A ready `srcset` value: the variants and the original with their widths. */
  srcSet: string;
  createdAt: string;
}

/** One keyset page of the media picker's list, newest first; `nextCursor` is null on the last page. */
export interface MediaLibraryListPage {
  items: MediaLibraryItem[];
  nextCursor: string | null;
}

/** Input of the alt-text change. */
export const mediaUpdateAltSchema = z.object({
  id: z.number().int().positive(),
  alt: z.string().trim().max(300, 'Alt text must be at most 300 characters.'),
});

/** Input of a delete; `force` deletes an image even where it is in use (the uses are cleared). */
export const mediaDeleteSchema = z.object({
  id: z.number().int().positive(),
  force: z.boolean().default(false),
});

/** Where an image is used. */
export interface MediaUsage {
  kind: 'background' | 'blog-post' | 'page' | 'builder-page';
  /** A person-readable place, e.g. "background of problem-statement-bg-image". */
  label: string;
}

const LIBRARY_PAGE_SIZE_MESSAGE = 'The page size must be a whole number from 1 to 100.';

/**
 * Input of the media library screen's list: a search of names and alt text ('' for every image), the cursor of
 * the page before (`nextCursor` of the previous answer; absent for the first page) and the page size.
 */
export const mediaLibraryInputSchema = z
  .object({
    search: z.string().trim().max(200, 'Search for at most 200 characters.').default(''),
    cursor: z.string().max(100).nullish(),
    pageSize: z
      .number({ error: LIBRARY_PAGE_SIZE_MESSAGE })
      .int(LIBRARY_PAGE_SIZE_MESSAGE)
      .min(1, LIBRARY_PAGE_SIZE_MESSAGE)
      .max(100, LIBRARY_PAGE_SIZE_MESSAGE)
      .default(24),
  })
  .default({ search: '', pageSize: 24 });
/** A media library list request. */
export type MediaLibraryInput = z.input<typeof mediaLibraryInputSchema>;

/** Input of the media picker's list: the library screen's (a search, the cursor of the page before, the page size). */
export const mediaListInputSchema = mediaLibraryInputSchema;

/** An image of the media library screen, with every place it is used. */
export interface MediaLibraryEntry extends MediaLibraryItem {
  usages: MediaUsage[];
}

/** One keyset page of the media library screen, newest first; `nextCursor` is null on the last page. */
export interface MediaLibraryPage {
  items: MediaLibraryEntry[];
  nextCursor: string | null;
}

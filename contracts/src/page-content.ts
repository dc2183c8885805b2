import { TWITTER_CARD_TYPES } from './blog-seo.ts';
import { focusKeyphraseSchema, robotsSchema } from './robots.ts';
import { EDITABLE_PAGE_SLUGS, OBJECT_FIT_OPTIONS, type EditablePageSlug } from './editable-pages.ts';
import { z } from './zod.ts';

/**
 * A stable element key written in the code beside the element (`data-edit-key`), such as
 * 'hero.title' or 'features.item.geo-grid.title'. Never a DOM path, so a saved edit survives a redeploy.
 */
export const editKeySchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9._:-]*$/i, 'An element key has letters, digits, dots, dashes, colons or underscores.');

/** A link target an editor may set: a site path, an anchor, mailto/tel, or http(s). Never `javascript:`. */
export const safeHrefSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    // eslint-disable-next-line no-control-regex -- refuses links holding control characters, so must match them
    (value) => /^(\/(?!\/)|#|mailto:|tel:|https?:\/\/)/i.test(value) && !/[\u0000-\u001f]/.test(value),
    'Links must start with /, #, mailto:, tel:, http:// or https://.',
  );

/** A site path or an http(s) URL (no protocol-relative `//host`, no control characters), with `message` otherwise. */
const sitePathOrHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    // eslint-disable-next-line no-control-regex -- refuses addresses holding control characters, so must match them
    .refine((value) => /^(\/(?!\/)|https?:\/\/)/i.test(value) && !/[\u0000-\u001f]/.test(value), message);

/** An image source an editor may set: a site path or an http(s) URL. */
export const safeImageSrcSchema = sitePathOrHttpUrl('Images must come from this site or an http(s) URL.');

/** A page's canonical URL: a site path or an http(s) URL (an anchor or mailto: would make no sense). */
export const canonicalUrlSchema = sitePathOrHttpUrl('The canonical URL must be a path on this site or an http(s) URL.');

const cssColor = z
  .string()
  .trim()
  .max(40)
  .regex(/^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i, 'Use a colour such as #4f46e5.');

/** The styling options an element's edit may carry: a small validated set, never free CSS. */
export const elementStyleSchema = z
  .object({
    color: cssColor,
    backgroundColor: cssColor,
    fontSize: z.number().int().min(8).max(96),
    fontWeight: z.enum(['normal', 'medium', 'semibold', 'bold']),
    textAlign: z.enum(['left', 'center', 'right', 'justify']),
    /** Button border width in px (docs/product.md §9: 0-10). */
    borderWidth: z.number().int().min(0).max(10),
    /** Button border radius in px (docs/product.md §9: 0-50). */
    borderRadius: z.number().int().min(0).max(50),
    borderColor: cssColor,
  })
  .partial()
  .strict();
/** An element's styling options. */
export type ElementStyle = z.infer<typeof elementStyleSchema>;

const positiveInt = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number.` })
    .int(`${label} must be a positive whole number.`)
    .min(1, `${label} must be a positive whole number.`)
    .max(10000);

/**
 * What an admin changed on one element. Every field is optional: an absent field keeps what the code
 * renders. Text is plain text (never HTML).
 */
export const elementEditSchema = z
  .object({
    /** New text of a heading, paragraph, link or button. */
    text: z.string().max(5000),
    /** New target of a link or button. */
    href: safeHrefSchema,
    /** New image source and its alt text, size and fit. */
    src: safeImageSrcSchema,
    alt: z.string().max(500),
    width: positiveInt('Width'),
    height: positiveInt('Height'),
    objectFit: z.enum(OBJECT_FIT_OPTIONS),
    /** Hidden: kept in the layout but invisible. Removed: not rendered at all. */
    hidden: z.boolean(),
    removed: z.boolean(),
    /** Table edits: removed row and column indexes, and removed cells as 'row:column'. */
    removedRows: z.array(z.number().int().min(0).max(1000)).max(1000),
    removedColumns: z.array(z.number().int().min(0).max(100)).max(100),
    removedCells: z.array(z.string().regex(/^\d{1,4}:\d{1,3}$/)).max(5000),
    style: elementStyleSchema,
  })
  .partial()
  .strict();
/** One element's saved edit. */
export type ElementEdit = z.infer<typeof elementEditSchema>;

/** Every saved edit of a page, by element key (at most 1000 keys). */
export const pageEditsSchema = z
  .record(editKeySchema, elementEditSchema)
  .refine((edits) => Object.keys(edits).length <= 1000, 'A page holds at most 1000 edited elements.');
/** A page's saved edits by element key. */
export type PageEdits = z.infer<typeof pageEditsSchema>;

/** A page's SEO settings (docs/product.md §3, 'Page SEO'). An empty string means "use the default". */
export const pageSeoSchema = z
  .object({
    title: z.string().trim().max(255),
    description: z.string().trim().max(500),
    keywords: z.string().trim().max(500),
    canonicalUrl: z.union([z.literal(''), canonicalUrlSchema]),
    ogTitle: z.string().trim().max(255),
    ogDescription: z.string().trim().max(500),
    ogImage: z.union([z.literal(''), safeImageSrcSchema]),
    twitterCard: z.union([z.literal(''), z.enum(TWITTER_CARD_TYPES)]),
    twitterTitle: z.string().trim().max(255),
    twitterDescription: z.string().trim().max(500),
    twitterImage: z.union([z.literal(''), safeImageSrcSchema]),
    focusKeyphrase: focusKeyphraseSchema,
    robots: robotsSchema,
  })
  .partial()
  .strict();
/** A page's SEO settings; absent or empty fields fall back to the page's defaults. */
export type PageSeo = z.infer<typeof pageSeoSchema>;

/** The SEO fields, in the order of the SEO Settings dialog. */
export const PAGE_SEO_FIELDS = [
  'title',
  'description',
  'keywords',
  'canonicalUrl',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'twitterCard',
  'twitterTitle',
  'twitterDescription',
  'twitterImage',
  'focusKeyphrase',
  'robots',
] as const satisfies readonly (keyof PageSeo)[];

/** A page's content as the public site and the editor read it (`page.bySlug`). */
export interface PageContent {
  slug: EditablePageSlug;
  name: string;
  path: string;
  /** Increases by one on every save; a save names the version it started from. */
  version: number;
  edits: PageEdits;
  seo: PageSeo;
  updatedAt: string;
}

/** One row of the admin's page list (`page.list`). */
export interface PageSummary {
  slug: EditablePageSlug;
  name: string;
  path: string;
  version: number;
  /** How many elements carry a saved edit. */
  editCount: number;
  updatedAt: string;
}

/** The slug of one of the seven editable pages. */
export const editablePageSlugSchema = z.enum(EDITABLE_PAGE_SLUGS, {
  error: `Unknown page: the editable pages are ${EDITABLE_PAGE_SLUGS.join(', ')}.`,
});

/**
 * A save of the in-page editor (`page.save`): only what changed since `baseVersion`. In `edits`, an
 * element key maps to its whole new edit, or to null to restore the original. In `seo`, a field maps
 * to its new value ('' restores the default). With `overwrite`, changes win over other admins' saves
 * made since `baseVersion`; without it such an overlap is a 409 naming the elements.
 */
export const savePageInputSchema = z.object({
  slug: editablePageSlugSchema,
  baseVersion: z.number().int().min(0),
  edits: z
    .record(editKeySchema, elementEditSchema.nullable())
    .refine((edits) => Object.keys(edits).length <= 1000, 'A save holds at most 1000 edited elements.')
    .default({}),
  seo: pageSeoSchema.default({}),
  overwrite: z.boolean().default(false),
});
/** A save of the in-page editor. */
export type SavePageInput = z.input<typeof savePageInputSchema>;

/** What a 409 from `page.save` carries in `error.data.details` (kind 'pageConflict'): the keys both admins changed ('seo.title' for SEO fields). */
export interface PageSaveConflict {
  currentVersion: number;
  keys: string[];
}

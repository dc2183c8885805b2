import { z } from 'zod';
import { REVIEW_NOTE_MAX, type ContentKind } from '@app/contracts';
import { AppError } from '../errors.ts';
import type {
  ArchivedBinding,
  ArchivedBuilderPage,
  ArchivedCategoryParent,
  ArchivedMedia,
  ArchivedPage,
  ArchivedPost,
  ArchivedTemplate,
} from './archive-format.ts';
import { entryJson } from './read-archive.ts';

const time = z.string().datetime({ offset: true });
const json = z.record(z.string(), z.unknown());
const text = (max: number) => z.string().max(max);

const mediaSchema = z.object({
  id: z.number().int(),
  filename: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^/\\]+$/),
  originalName: text(255),
  mimeType: text(100),
  size: z.number().int().nonnegative(),
  url: z.string(),
  metadata: json,
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  altText: text(300),
  createdAt: time,
  files: z.array(
    z.object({
      variant: text(20),
      filename: z
        .string()
        .min(1)
        .max(300)
        .regex(/^[^/\\]+$/),
      mimeType: text(100),
      width: z.number().int(),
      height: z.number().int(),
      size: z.number().int(),
      etag: text(80),
    }),
  ),
});

const pageSchema = z.object({
  slug: text(100),
  name: text(100),
  content: json,
  meta: json,
  isActive: z.boolean(),
  contentVersions: z.record(z.string(), z.number()),
  metaVersions: z.record(z.string(), z.number()),
});

const oldSlug = (max: number) => z.object({ oldSlug: z.string().min(1).max(max), createdAt: time });

const postSchema = z.object({
  title: text(255),
  slug: z.string().min(1).max(255),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImageId: z.number().int().nullable(),
  author: text(100).nullable(),
  publishedAt: time.nullable(),
  offlineUntil: time.nullable(),
  status: z.enum(['draft', 'published']),
  seo: json,
  imageUrl: z.string().nullable(),
  readTime: text(20),
  categories: z.array(z.string()),
  // Archives written before tags existed have none.
  tags: z.array(z.string()).default([]),
  featured: z.boolean(),
  revision: z.number().int(),
  readTimeManual: z.boolean(),
  everPublished: z.boolean(),
  createdAt: time,
  updatedAt: time,
  revisions: z.array(z.object({ revision: z.number().int(), action: text(20), snapshot: json, createdAt: time })),
  redirects: z.array(oldSlug(255)),
  // Archives of version 1 have none of these three.
  slugManual: z.boolean().optional(),
  review: z
    .object({ state: z.enum(['in_review', 'sent_back']), note: text(REVIEW_NOTE_MAX).nullable(), at: time.nullable() })
    .nullable()
    .default(null),
  workingCopy: z
    .object({
      baseRevision: z.number().int(),
      fields: json,
      updatedAt: time,
      applyAt: time.nullable(),
      applyFailure: z.string().nullable(),
    })
    .nullable()
    .default(null),
});

const categoryParentSchema = z.object({ label: text(255), parentLabel: text(255) });

const builderPageSchema = z.object({
  name: text(100),
  slug: z.string().min(1).max(100),
  isActive: z.boolean(),
  meta: json,
  version: z.number().int().nonnegative(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: time.nullable(),
  scheduledVersion: z.number().int().nullable(),
  scheduledAt: time.nullable(),
  createdAt: time,
  updatedAt: time,
  events: z.array(z.object({ version: z.number().int(), command: z.unknown(), inverse: z.unknown(), createdAt: time })),
  snapshots: z.array(z.object({ version: z.number().int(), tree: z.array(z.unknown()), createdAt: time })),
  checkpoints: z.array(
    z.object({ version: z.number().int(), kind: z.enum(['save', 'publish']), name: text(100).nullable(), createdAt: time }),
  ),
  redirects: z.array(oldSlug(100)),
});

const templateSchema = z.object({ name: z.string().min(1).max(100), element: json, createdAt: time });

const bindingSchema = z.object({ elementId: z.string().min(1).max(100), assetId: z.number().int() });

/** What each kind's NDJSON lines hold. */
const SCHEMAS = {
  media: mediaSchema,
  pages: pageSchema,
  posts: postSchema,
  categoryParents: categoryParentSchema,
  builderPages: builderPageSchema,
  templates: templateSchema,
  bindings: bindingSchema,
} satisfies Record<ContentKind, z.ZodType>;

/** The row type of each kind. */
export interface ArchivedRows {
  media: ArchivedMedia;
  pages: ArchivedPage;
  posts: ArchivedPost;
  categoryParents: ArchivedCategoryParent;
  builderPages: ArchivedBuilderPage;
  templates: ArchivedTemplate;
  bindings: ArchivedBinding;
}

/** The rows of one NDJSON entry of `kind`, each checked; a row of the wrong shape is a 400 naming the entry and line. */
export function archivedRows<Kind extends ContentKind>(kind: Kind, name: string, body: Buffer): Array<ArchivedRows[Kind]> {
  const lines = body.toString('utf8').split('\n');
  const rows: Array<ArchivedRows[Kind]> = [];
  lines.forEach((line, index) => {
    if (line === '') return;
    const parsed = SCHEMAS[kind].safeParse(entryJson(name, line));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AppError(
        400,
        `The archive's entry "${name}", line ${index + 1}, is not a valid ${kind} row: ${issue.path.join('.') || 'row'}: ${issue.message}.`,
      );
    }
    rows.push(parsed.data as ArchivedRows[Kind]);
  });
  return rows;
}

// The public preview page, GET /preview/<token>: its head, its status and its headers (the page handler serves it).
import { blogArticleTitle, PREVIEW_PATH_PREFIX, PRODUCT_NAME } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { decodedSegment } from '../http/request-path.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import { DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT } from '../seo/share-image.ts';
import { findPreviewDraft } from './preview-link.service.ts';

const PREVIEW_PATH = /^\/preview\/([^/]+)$/;

/** Cache-Control of a preview page: only the holder's browser may keep it, and not even on disk. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** The token of a preview page's path (decoded), or null when `path` is no preview page. */
export function previewToken(path: string): string | null {
  const match = PREVIEW_PATH.exec(path);
  return match ? decodedSegment(match[1]!) : null;
}

/** Whether `path` is under the preview pages' prefix (an address that may carry a token). */
export function isPreviewPath(path: string): boolean {
  return path.startsWith(PREVIEW_PATH_PREFIX);
}

/**
 * The headers of a preview page, found or not (so the answer gives no hint which): no cache but the browser's
 * memory keeps it, search engines leave it out, and the token does not leave in a Referer when a link is followed.
 */
export function setPreviewHeaders(reply: FastifyReply): void {
  reply.header('Cache-Control', PREVIEW_CACHE_CONTROL).header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer');
}

/**
 * The head and status of a preview page: 200 with a "Preview:" title (never indexed, links not followed) when its
 * token opens a draft now; else null (the caller answers the visitors' 404, the same for an unknown, revoked or
 * expired token).
 */
export async function resolvePreviewMeta(em: EntityManager, path: string): Promise<{ status: 200; meta: PageMeta } | null> {
  const token = previewToken(path);
  const draft = token === null ? null : await findPreviewDraft(em, token);
  if (!draft) return null;
  const title = draft.kind === 'post' ? blogArticleTitle(draft.post) : draft.page.meta.title || `${draft.page.name} · ${PRODUCT_NAME}`;
  return {
    status: 200,
    meta: {
      title: `Preview: ${title}`,
      description: 'A preview of a draft that is not published.',
      path: null,
      type: 'website',
      image: DEFAULT_SHARE_IMAGE,
      imageAlt: DEFAULT_SHARE_IMAGE_ALT,
      index: false,
      follow: false,
      jsonLd: [],
    },
  };
}

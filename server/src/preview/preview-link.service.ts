// Share links for drafts: made, listed and revoked by whoever may edit the draft; opened by anyone holding one (GET /preview/<token>).
import { randomBytes } from 'node:crypto';
import {
  builderPagePath,
  PREVIEW_PATH_PREFIX,
  type CreatedPreviewLink,
  type PreviewDraft,
  type PreviewLinkSummary,
  type PreviewTarget,
  type PublicUser,
  ROLE_ABILITIES,
  roleAtLeast,
  roleNeededMessage,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/activity.service.ts';
import { hashToken } from '../auth/token-hash.ts';
import { issuersStillAllowed, issuerStillAllowed, type IssuerRule, type LinkIssuer } from '../auth/capability-issuer.ts';
import { toBlogPostDetail } from '../blog/blog-post.mapper.ts';
import { findPostFor } from '../blog/post-access.ts';
import { relatedPosts } from '../blog/blog-post.service.ts';
import { previewedPost } from '../blog/blog-working-copy.ts';
import { readLog } from '../builder/builder-page-log.ts';
import { publicRichText } from '../builder/rich-text-html.ts';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { PreviewLink } from '../entities/preview-link.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';

/** At most this many active links are listed for one draft (newest first). */
export const PREVIEW_LINKS_LISTED = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses a draft `user` may not share, as the draft's own editor would: a post needs the blog manager (a contributor
 * or higher, 403) and must be one they may read there (authors and contributors their own; 404 otherwise, as for an
 * unknown post), a builder page needs an editor or higher (403). The same rule holds a link's issuer at every use.
 */
export async function requirePreviewTarget(em: EntityManager, target: PreviewTarget, user: LinkIssuer): Promise<void> {
  const needed = target.kind === 'post' ? ROLE_ABILITIES.posts : ROLE_ABILITIES.allContent;
  if (!roleAtLeast(user.role, needed)) throw new AppError(403, roleNeededMessage(needed));
  if (target.kind === 'post') await findPostFor(em, target.targetId, user, 'read');
}

/** The issuer rule of a link to `target`: its issuer may still share that draft (`requirePreviewTarget`, read now). */
function mayShare(em: EntityManager, target: PreviewTarget): IssuerRule {
  return (issuer) =>
    requirePreviewTarget(em, target, issuer).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
}

/** The draft's name for the activity log, or a 404 when there is no such post or page. */
async function targetName(em: EntityManager, target: PreviewTarget): Promise<string> {
  if (target.kind === 'post') {
    const post = await em.findOne(BlogPost, { id: target.targetId }, { fields: ['title'] });
    if (!post) throw new AppError(404, `There is no blog post with id ${target.targetId}.`);
    return `the post "${post.title}"`;
  }
  const page = await em.findOne(BuilderPageRow, { id: target.targetId }, { fields: ['name', 'slug'] });
  if (!page) throw new AppError(404, `There is no builder page with id ${target.targetId}.`);
  return `the builder page "${page.name}" (${builderPagePath(page.slug)})`;
}

function toSummary(link: PreviewLink, createdBy: string | null): PreviewLinkSummary {
  return {
    id: link.id,
    kind: link.kind,
    targetId: link.targetId,
    createdBy,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}

/**
 * A new share link for a draft, working for `days` days: a 160-bit token from the CSPRNG, of which only the SHA-256
 * is stored; its address (`/preview/<token>`) is in the answer and never again. 404 for an unknown post or page.
 */
export async function createPreviewLink(
  em: EntityManager,
  target: PreviewTarget,
  days: number,
  user: PublicUser,
): Promise<CreatedPreviewLink> {
  const token = randomBytes(20).toString('base64url');
  return em.transactional(async (tx) => {
    await requirePreviewTarget(tx, target, user);
    const name = await targetName(tx, target);
    const link = tx.create(PreviewLink, {
      kind: target.kind,
      targetId: target.targetId,
      tokenHash: hashToken(token),
      createdById: user.id,
      createdAt: now(),
      expiresAt: new Date(now().getTime() + days * DAY_MS),
    });
    await tx.flush();
    const expiry = days === 1 ? '1 day' : `${days} days`;
    await recordActivity(tx, user, { kind: 'preview.created', summary: `Made a ${expiry} preview link for ${name}` });
    return { ...toSummary(link, user.name ?? user.username), path: `${PREVIEW_PATH_PREFIX}${token}` };
  });
}

/**
 * The links of a draft that still work (not revoked, not expired, their issuer still allowed to share it), newest
 * first, at most PREVIEW_LINKS_LISTED; only for someone who may share that draft (`requirePreviewTarget`).
 */
export async function listPreviewLinks(em: EntityManager, target: PreviewTarget, user: PublicUser): Promise<PreviewLinkSummary[]> {
  await requirePreviewTarget(em, target, user);
  const working = { kind: target.kind, targetId: target.targetId, revokedAt: null, expiresAt: { $gt: now() } };
  // The draft's issuers are few however many links they made: each is checked once, then their links are read.
  const issuerIds = await em
    .createQueryBuilder(PreviewLink)
    .select('createdById', true)
    .where(working)
    .execute<Array<{ createdById: number | null }>>('all');
  const issuers = await issuersStillAllowed(
    em,
    issuerIds.map((row) => row.createdById),
    mayShare(em, target),
  );
  const links = await em.find(
    PreviewLink,
    { ...working, createdById: { $in: [...issuers] } },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PREVIEW_LINKS_LISTED },
  );
  const authorIds = [...new Set(links.map((link) => link.createdById).filter((id): id is number => id !== null))];
  const authors = authorIds.length ? await em.find(User, { id: { $in: authorIds } }, { fields: ['id', 'name', 'username'] }) : [];
  const names = new Map(authors.map((author) => [author.id, author.name ?? author.username]));
  return links.map((link) => toSummary(link, link.createdById === null ? null : (names.get(link.createdById) ?? null)));
}

/** Stops a link at once (revoking one already revoked changes nothing). 404 for an unknown link. */
export async function revokePreviewLink(em: EntityManager, id: number, user: PublicUser): Promise<PreviewLinkSummary> {
  return em.transactional(async (tx) => {
    const link = await tx.findOne(PreviewLink, { id });
    if (!link) throw new AppError(404, `There is no preview link with id ${id}.`);
    // A link of a draft deleted since can be revoked by anyone who may share drafts of its kind.
    const draftGone = async () =>
      await targetName(tx, link).then(
        () => false,
        () => true,
      );
    if (!(await draftGone())) await requirePreviewTarget(tx, link, user);
    if (link.revokedAt === null) {
      link.revokedAt = now();
      await tx.flush();
      const name = await targetName(tx, link).catch(() => `a deleted ${link.kind === 'post' ? 'post' : 'builder page'}`);
      await recordActivity(tx, user, { kind: 'preview.revoked', summary: `Revoked a preview link for ${name}` });
    }
    return toSummary(link, null);
  });
}

/**
 * What the link with `token` shows, read now (not from a cache: edits made after the link show): the post (a live
 * post's working copy) or the builder page in its current state. Null for an unknown, revoked or expired token, a draft deleted since, or a link
 * whose issuer may no longer share that draft (demoted, disabled or deleted since: checked at every use).
 */
export async function findPreviewDraft(em: EntityManager, token: string): Promise<PreviewDraft | null> {
  const link = await em.findOne(PreviewLink, { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: now() } });
  if (!link || !(await issuerStillAllowed(em, link.createdById, mayShare(em, link)))) return null;
  const expiresAt = link.expiresAt.toISOString();
  if (link.kind === 'post') {
    const post = await em.findOne(BlogPost, { id: link.targetId }, { populate: ['featuredImage'] });
    if (!post) return null;
    // A live post's preview shows its working copy: the changes visitors see after Update.
    const detail = toBlogPostDetail(await previewedPost(em, post));
    return { kind: 'post', expiresAt, post: { ...detail, related: await relatedPosts(em, detail) } };
  }
  const row = await em.findOne(BuilderPageRow, { id: link.targetId });
  if (!row) return null;
  const { log } = await readLog(em, row);
  const page = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: builderPagePath(row.slug),
    meta: row.meta,
    version: log.version,
    publishedAt: (row.publishedAt ?? now()).toISOString(),
    // Drawn by the public page's views: rich text HTML sanitised as on the published page.
    elements: publicRichText(log.page.elements),
  };
  return { kind: 'builder-page', expiresAt, page };
}

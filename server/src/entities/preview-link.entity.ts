import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** What a preview link shows: a blog post or a builder page, in its current (unpublished) state. */
export type PreviewKind = 'post' | 'builder-page';

/** A share link for a draft; only its token's SHA-256 is stored. It works until `expiresAt` or until revoked. */
export class PreviewLink {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'createdById';
  id!: number;
  kind!: PreviewKind;
  /** The post's or the builder page's id. */
  targetId!: number;
  tokenHash!: string;
  /** The admin who made it (null once that account is deleted). */
  createdById: number | null = null;
  createdAt: Date = new Date();
  expiresAt!: Date;
  revokedAt: Date | null = null;
}

/** The preview_links table. */
export const PreviewLinkSchema = new EntitySchema<PreviewLink>({
  class: PreviewLink,
  tableName: 'preview_links',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    kind: { type: 'string', length: 20 },
    targetId: { type: 'integer' },
    tokenHash: { type: 'text', unique: true },
    createdById: { type: 'integer', nullable: true, fieldName: 'created_by' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    expiresAt: { type: 'datetime' },
    revokedAt: { type: 'datetime', nullable: true },
  },
});

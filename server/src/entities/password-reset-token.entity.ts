import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/** A single-use password-reset token; only its SHA-256 hash is stored. */
export class PasswordResetToken {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt';
  tokenHash!: string;
  user!: User;
  expiresAt!: Date;
  createdAt: Date = new Date();
}

/** The password_reset_tokens table. */
export const PasswordResetTokenSchema = new EntitySchema<PasswordResetToken>({
  class: PasswordResetToken,
  tableName: 'password_reset_tokens',
  properties: {
    tokenHash: { type: 'text', primary: true },
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    expiresAt: { type: 'datetime' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});

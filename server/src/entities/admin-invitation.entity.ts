import type { AssignableRole } from '@app/contracts';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/** An invitation to join the staff with a role, e-mailed as a single-use link; only its token's SHA-256 is stored. */
export class AdminInvitation {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt' | 'invitedBy' | 'role';
  tokenHash!: string;
  /** The role the new account gets. */
  role: AssignableRole = 'editor';
  /** The address the link was sent to; the new admin account gets it. */
  email!: string;
  /** The admin who sent it (null once that account is deleted). */
  invitedBy: User | null = null;
  createdAt: Date = new Date();
  expiresAt!: Date;
}

/** The admin_invitations table. */
export const AdminInvitationSchema = new EntitySchema<AdminInvitation>({
  class: AdminInvitation,
  tableName: 'admin_invitations',
  properties: {
    tokenHash: { type: 'text', primary: true },
    email: { type: 'text' },
    role: { type: 'text', default: 'editor' },
    invitedBy: { kind: 'm:1', entity: () => User, nullable: true, deleteRule: 'set null' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    expiresAt: { type: 'datetime' },
  },
});

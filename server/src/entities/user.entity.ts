import type { UserRole } from '@app/contracts';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** An account: a customer (`role` 'user') or a member of the staff (contributor up to the one owner). */
export class User {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'name' | 'email' | 'role' | 'createdAt' | 'updatedAt' | 'lastSignInAt' | 'disabledAt';
  id!: number;
  username!: string;
  /** argon2id hash; stored in the spec's `password` column and never sent to a client. */
  passwordHash!: string;
  name: string | null = null;
  email: string | null = null;
  role: UserRole = 'user';
  /** When the account last signed in (null: never since this was recorded). */
  lastSignInAt: Date | null = null;
  /** When an admin disabled the account; a disabled account cannot sign in. */
  disabledAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

/** The users table. */
export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    username: { type: 'text' },
    passwordHash: { type: 'text', fieldName: 'password' },
    name: { type: 'text', nullable: true },
    email: { type: 'text', nullable: true },
    role: { type: 'text', default: 'user' },
    lastSignInAt: { type: 'datetime', nullable: true },
    disabledAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

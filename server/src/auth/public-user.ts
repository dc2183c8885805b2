import type { PublicUser } from '@app/contracts';
import type { User } from '../entities/user.entity.ts';

/** The user as a client may see it: no password hash, ever. */
export function toPublicUser(user: Pick<User, 'id' | 'username' | 'name' | 'email' | 'role'>): PublicUser {
  return { id: user.id, username: user.username, name: user.name, email: user.email, role: user.role };
}

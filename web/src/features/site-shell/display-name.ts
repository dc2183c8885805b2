import type { PublicUser } from '@app/contracts';

/** The name the header shows for a user: the full name, or the username when there is none. */
export function displayName(user: PublicUser): string {
  return user.name?.trim() || user.username;
}

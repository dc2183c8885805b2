import { createHash } from 'node:crypto';

/**
 * SHA-256 of a secret token, hex: what the database stores instead of the token (sessions, reset, e-mail,
 * newsletter and preview links, invitations), so a copy of the database or of a backup opens nothing. The tokens
 * carry 160 bits or more from the CSPRNG, so a fast unsalted hash is enough: none can be guessed from its hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

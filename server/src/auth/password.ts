import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane (the library's default algorithm is argon2id). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Hashes a password with argon2id; the result embeds its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches the stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the username is unknown, so the answer takes as long either way.
let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real verification; used when no account matched. */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}

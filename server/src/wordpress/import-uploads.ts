import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WORDPRESS_PREVIEW_MINUTES } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { storedSessionId } from '../auth/lucia.ts';
import { hashToken } from '../auth/token-hash.ts';
import { now } from '../clock.ts';
import { AppError } from '../errors.ts';

/** Who an upload waiting for its confirmation belongs to: the staff member, and the sign-in (its session token) that sent it. */
export interface UploadOwner {
  userId: number;
  sessionToken: string;
}

const PREVIEW_MS = WORDPRESS_PREVIEW_MINUTES * 60 * 1000;

const NOT_WAITING =
  'This import is no longer waiting for you: it was imported or cancelled already, or previewed in another sign-in. Upload the file again to preview it.';

/** Runs one SQL statement in `em`'s transaction, if any; returns its rows. */
function rowsOf<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/**
 * Keeps the upload at `file` for its confirmation (the dry run's "Import"): its bytes in PostgreSQL, so whichever
 * instance takes the confirmation has them, under a new random token (192 bits) of which only the SHA-256 is stored,
 * for WORDPRESS_PREVIEW_MINUTES, tied to the staff member and the sign-in (signing out removes it). One upload waits
 * per staff member: a new one replaces the last; any that waited past their time are removed on the way.
 */
export async function keepUpload(em: EntityManager, file: string, owner: UploadOwner): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const bytes = await readFile(file);
  const at = now();
  const expiresAt = new Date(at.getTime() + PREVIEW_MS);
  await em.fork().transactional(async (tx) => {
    await rowsOf(tx, 'delete from wordpress_import_uploads where user_id = ? or expires_at <= ?', [owner.userId, at]);
    await rowsOf(
      tx,
      'insert into wordpress_import_uploads (token_hash, user_id, session_id, bytes, size, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)',
      [hashToken(token), owner.userId, storedSessionId(owner.sessionToken), bytes, bytes.length, at, expiresAt],
    );
  });
  return { token, expiresAt };
}

/**
 * Takes the upload waiting under `token` for its import, once (it is removed as it is read), and writes it to a new
 * file in `dir` for the import to read; answers the file's path (the caller removes it). A 404 when no upload waits
 * under the token for this staff member and sign-in (imported or cancelled already, never kept, another sign-in's or
 * another person's: theirs stays); a 410 when it waited past its time.
 */
export async function claimUpload(em: EntityManager, token: string, owner: UploadOwner, dir: string): Promise<string> {
  const rows = await rowsOf<{ bytes: Buffer; expired: boolean }>(
    em.fork(),
    `delete from wordpress_import_uploads where token_hash = ? and user_id = ? and session_id = ?
     returning bytes, expires_at <= ? as expired`,
    [hashToken(token), owner.userId, storedSessionId(owner.sessionToken), now()],
  );
  const row = rows[0];
  if (!row) throw new AppError(404, NOT_WAITING);
  if (row.expired)
    throw new AppError(
      410,
      `This preview expired: an upload waits ${WORDPRESS_PREVIEW_MINUTES} minutes for its confirmation. Upload the file again to preview it.`,
    );
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `upload-${randomUUID()}`);
  await writeFile(path, row.bytes, { flag: 'wx', mode: 0o600 });
  return path;
}

/** Removes the upload waiting under `token` for this staff member and sign-in (the dry run's "Cancel"); nothing when none waits. */
export async function discardUpload(em: EntityManager, token: string, owner: UploadOwner): Promise<void> {
  await rowsOf(em.fork(), 'delete from wordpress_import_uploads where token_hash = ? and user_id = ? and session_id = ?', [
    hashToken(token),
    owner.userId,
    storedSessionId(owner.sessionToken),
  ]);
}

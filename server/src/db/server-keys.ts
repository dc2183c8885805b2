import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';

/**
 * The server secret kept under `name` in the database's `server_keys` table: a 256-bit key generated once from the
 * CSPRNG, so every instance over the same database uses the same one (the first to need it stores it; the others
 * read it).
 */
export async function storedServerKey(em: EntityManager, name: string): Promise<Buffer> {
  const connection = em.getConnection();
  const stored = await connection.execute<Array<{ key: string }>>('select key from server_keys where name = ?', [name]);
  if (stored[0]) return Buffer.from(stored[0].key, 'base64url');
  await connection.execute('insert into server_keys (name, key) values (?, ?) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await connection.execute<Array<{ key: string }>>('select key from server_keys where name = ?', [name]);
  return Buffer.from(rows[0]!.key, 'base64url');
}

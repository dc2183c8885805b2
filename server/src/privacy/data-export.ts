import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { EXPORT_BATCH_SIZE } from '../db/keyset-batches.ts';
import type { UserRole } from '@app/contracts';
import { accountCounterKeys } from '../auth/rate-limit-keys.ts';
import { AppError } from '../errors.ts';
import { refuseOwnerToOthers } from '../team/team.service.ts';
import type { AccountKeys } from '../account/account-links.ts';
import { linkedTables } from './personal-data.ts';

/** The keys other tables know account `user` by (its counters' keys hashed as they are stored). */
async function keysOf(
  em: EntityManager,
  user: { id: number; username: string; email: string | null; name: string | null; emailVerified: boolean },
): Promise<AccountKeys> {
  const names = [user.username, ...(user.email && user.emailVerified ? [user.email] : [])];
  return { ...user, counterKeys: await accountCounterKeys(em, user.id, names) };
}

/** The account row's columns the keys come from. */
interface KeyRow {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  verified: boolean;
  role: UserRole;
}

/** Account `userId`'s row as the keys need it, read afresh in `em` (its transaction, if any); 404 when the account is gone. */
async function keyRow(em: EntityManager, userId: number): Promise<KeyRow> {
  const rows = await em.execute<KeyRow[]>(
    'select id, username, email, name, email_verified_at is not null as verified, role from users where id = ?',
    [userId],
  );
  if (!rows[0]) throw new AppError(404, 'That account no longer exists.');
  return rows[0];
}

/** The keys other tables know account `userId` by, read afresh in `em`; 404 when the account is gone. */
export async function accountKeys(em: EntityManager, userId: number): Promise<AccountKeys> {
  const row = await keyRow(em, userId);
  return keysOf(em, { ...row, emailVerified: row.verified });
}

/**
 * The keys of account `id` for an administrator (`actor`) exporting its data for a person who asked by e-mail;
 * 403 for the owner's account unless `actor` is the owner, as for every action on it.
 */
export async function accountKeysFor(em: EntityManager, id: number, actor: { role: UserRole }): Promise<AccountKeys> {
  const row = await keyRow(em, id);
  refuseOwnerToOthers(row, actor);
  return keysOf(em, { ...row, emailVerified: row.verified });
}

/** The download's file name: the account's id and the day it was taken (UTC). */
export function dataExportFilename(userId: number, now = new Date()): string {
  return `my-data-account-${userId}-${now.toISOString().slice(0, 10)}.json`;
}

const quote = (column: string) => `"${column.replace(/"/g, '""')}"`;

/**
 * Everything stored about `account` as the text of one JSON document, in pieces: every row of every table the map
 * links to an account, with its `personal` columns, read `batchSize` rows per query (so an account with many rows
 * never sits in memory whole). The map's `withheld` columns (password and token hashes, a waiting link's requester) are named, never sent.
 */
export async function* dataExportChunks(em: EntityManager, account: AccountKeys, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<string> {
  const tables = linkedTables();
  const withheld = tables.flatMap(([table, entry]) => (entry.withheld ?? []).map((column) => `${table}.${column}`));
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify({ id: account.id, username: account.username })},`;
  yield `"withheld":${JSON.stringify({ columns: withheld, why: 'Password and link hashes are secrets of the account, and who asked for a newsletter link still waiting may be another account: they are never sent, even to it.' })},"tables":{`;
  let firstTable = true;
  const connection = em.getConnection();
  for (const [table, entry] of tables) {
    const link = entry.link.where(account);
    yield `${firstTable ? '' : ','}${JSON.stringify(table)}:{"how":${JSON.stringify(entry.link.how)},"rows":[`;
    firstTable = false;
    let firstRow = true;
    for (let offset = 0; link; offset += batchSize) {
      const rows = await connection.execute<Array<Record<string, unknown>>>(
        `select ${entry.personal.map(quote).join(', ')} from ${quote(table)} where ${link.sql} order by ctid limit ? offset ?`,
        [...link.params, batchSize, offset],
      );
      if (rows.length > 0) {
        yield (firstRow ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
        firstRow = false;
      }
      if (rows.length < batchSize) break;
    }
    yield ']}';
  }
  yield '}}';
}

/** `dataExportChunks` as a byte stream for a download. */
export function dataExportStream(em: EntityManager, account: AccountKeys): Readable {
  return Readable.from(dataExportChunks(em, account));
}

/** `dataExportChunks` read whole and parsed (an admin's procedure answers with the document itself). */
export async function dataExportDocument(em: EntityManager, account: AccountKeys): Promise<unknown> {
  let text = '';
  for await (const chunk of dataExportChunks(em, account)) text += chunk;
  return JSON.parse(text) as unknown;
}

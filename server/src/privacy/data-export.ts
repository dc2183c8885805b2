import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { EXPORT_BATCH_SIZE } from '../db/keyset-batches.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { linkedTables, type AccountKeys } from './personal-data.ts';

/** The keys other tables know an account by, read afresh; 404 when the account is gone. */
export async function accountKeys(em: EntityManager, userId: number): Promise<AccountKeys> {
  const user = await em.fork().findOne(User, { id: userId });
  if (!user) throw new AppError(404, 'That account no longer exists.');
  return { id: user.id, username: user.username, email: user.email, name: user.name };
}

/** The download's file name: the account's id and the day it was taken (UTC). */
export function dataExportFilename(userId: number, now = new Date()): string {
  return `my-data-account-${userId}-${now.toISOString().slice(0, 10)}.json`;
}

const quote = (column: string) => `"${column.replace(/"/g, '""')}"`;

/**
 * Everything stored about `account` as the text of one JSON document, in pieces: every row of every table the map
 * links to an account, with its `personal` columns, read `batchSize` rows per query (so an account with many rows
 * never sits in memory whole). The map's `withheld` columns (password and token hashes) are named, never sent.
 */
export async function* dataExportChunks(em: EntityManager, account: AccountKeys, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<string> {
  const tables = linkedTables();
  const withheld = tables.flatMap(([table, entry]) => (entry.withheld ?? []).map((column) => `${table}.${column}`));
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify({ id: account.id, username: account.username })},`;
  yield `"withheld":${JSON.stringify({ columns: withheld, why: 'Password and link hashes are secrets of the account: they are never sent, even to it.' })},"tables":{`;
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

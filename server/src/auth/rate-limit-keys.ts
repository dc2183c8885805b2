import type { EntityManager } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import { storedServerKey } from '../db/server-keys.ts';

/** The name the counters' hash key is kept under in `server_keys`. */
const KEY_NAME = 'rate-limit-key';

/** The hash key per ORM (one database): read once, it never changes. */
const hashKeys = new WeakMap<object, Promise<Buffer>>();

function hashKeyOf(em: EntityManager): Promise<Buffer> {
  let key = hashKeys.get(em.config);
  if (!key) {
    key = storedServerKey(em, KEY_NAME);
    // A failed read is tried again by the next caller rather than remembered.
    key.catch(() => hashKeys.delete(em.config));
    hashKeys.set(em.config, key);
  }
  return key;
}

const hashed = (secret: Buffer, part: string) => createHmac('sha256', secret).update(part).digest('base64url').slice(0, 32);

/** The keyed hash of `part` (a whole name, an address or `user:<id>`, '|' and all), as a stored key holds it. */
export async function counterKeyPart(em: EntityManager, part: string): Promise<string> {
  return hashed(await hashKeyOf(em), part);
}

/**
 * `key` as the counters store it (PostgreSQL or Redis): a keyed hash (HMAC-SHA-256 under a server key) of what it
 * names, so no counter holds a username, an e-mail address or a network address, and none outlives a deleted
 * account in a readable form. A key "address|name" keeps its shape as "hash|hash" (split at the first '|': a
 * network address holds none, a name may), so an account's counters can be found by its name alone.
 */
export async function storedCounterKey(em: EntityManager, key: string): Promise<string> {
  const bar = key.indexOf('|');
  if (bar < 0) return counterKeyPart(em, key);
  return `${await counterKeyPart(em, key.slice(0, bar))}|${await counterKeyPart(em, key.slice(bar + 1))}`;
}

/**
 * The stored forms of what an account's counters are keyed by, alone or after an address: `user:<id>`, and each of
 * `names` (its username, its confirmed address) in lower case, as the limits count them.
 */
export async function accountCounterKeys(em: EntityManager, id: number, names: ReadonlyArray<string>): Promise<string[]> {
  return Promise.all([`user:${id}`, ...names.map((name) => name.toLowerCase())].map((part) => counterKeyPart(em, part)));
}

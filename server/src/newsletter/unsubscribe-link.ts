import type { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_LINKS } from '@app/contracts';
import { storedServerKey } from '../db/server-keys.ts';

/** The name the generated link key is kept under in `server_keys`. */
const KEY_NAME = 'newsletter-link';

/** A derivable unsubscribe token: the subscription's id, a dot, and 43 base64url characters (an HMAC-SHA-256). */
const DERIVED_TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What an unsubscribe link is derived from: the subscription's id and its address. */
export interface LinkedSubscription {
  id: number;
  email: string;
}

/**
 * The key newsletter links are signed with: NEWSLETTER_LINK_KEY when the operator set one (`configured`), else a
 * 256-bit key generated once from the CSPRNG and kept in the database's `server_keys` table, so every instance
 * over the same database derives the same links (the first instance to start stores it; the others read it).
 */
export async function newsletterLinkKey(em: EntityManager, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  return storedServerKey(em, KEY_NAME);
}

/** The HMAC-SHA-256 of a subscription under `key`: its id and lower-cased address, so a re-subscription (a new row) gets a new link. */
function signature(key: Buffer, subscription: LinkedSubscription): Buffer {
  return createHmac('sha256', key).update(`newsletter-unsubscribe:${subscription.id}:${subscription.email.toLowerCase()}`).digest();
}

/** The unsubscribe token of `subscription`: derivable at any time from the row and the key, the same in every e-mail. */
export function unsubscribeTokenFor(key: Buffer, subscription: LinkedSubscription): string {
  return `${subscription.id}.${signature(key, subscription).toString('base64url')}`;
}

/** The unsubscribe address of `subscription` (the page for GET, the RFC 8058 one-click POST), for any newsletter e-mail. */
export function unsubscribeLinkFor(key: Buffer, subscription: LinkedSubscription, origin: string): string {
  return `${origin}${NEWSLETTER_LINKS.unsubscribe}?token=${unsubscribeTokenFor(key, subscription)}`;
}

/** The subscription id a derived token names, or null when `token` is not one (an old random token, say). */
export function derivedTokenId(token: string): number | null {
  const match = DERIVED_TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` is the derived token of `subscription` under `key`, compared in constant time. */
export function derivedTokenMatches(key: Buffer, subscription: LinkedSubscription, token: string): boolean {
  const match = DERIVED_TOKEN.exec(token);
  if (!match || Number(match[1]) !== subscription.id) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(key, subscription);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

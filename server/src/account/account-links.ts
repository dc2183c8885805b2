// How rows of other tables belong to an account: by its id, or by the address it has confirmed (and only rows made
// since it confirmed it). The map of personal data (privacy/personal-data.ts) and the newsletter's own settings read
// the same conditions.

/**
 * What identifies an account in other tables. An address links data to the account only once the account has
 * confirmed it (opened a link mailed to it), and only data made since: an address typed at sign-up is a claim
 * anyone can make, even of an address another account has confirmed (address-owner.ts).
 */
export interface AccountKeys {
  id: number;
  username: string;
  email: string | null;
  /** Whether the account has confirmed `email` (users.email_verified_at says since when); false while it only claims it. */
  emailVerified: boolean;
  name: string | null;
  /** The stored rate-limit keys of the account (its id, username and confirmed address) as keyed hashes (rate-limit-keys.ts). */
  counterKeys: string[];
}

/** What an address link needs of an account: its id, its address and whether it confirmed it. */
export type AddressHolder = Pick<AccountKeys, 'id' | 'email' | 'emailVerified'>;

/** The account's confirmed address, or null when it has none or only claims it. */
export function confirmedAddress(account: AddressHolder): string | null {
  return account.email && account.emailVerified ? account.email : null;
}

/** SQL for when the account confirmed its address, read from its row (to the microsecond). */
export const CONFIRMED_SINCE = '(select email_verified_at from users where id = ?)';

/** An SQL condition over one table's rows, with its `?` parameters. */
export type SqlCondition = { sql: string; params: unknown[] };

/** An SQL condition over one table's rows, or null when the account cannot have rows there. */
export type RowLink = SqlCondition | null;

/**
 * The SQL condition "`column` is the account's confirmed address (any case) and the row was made (`madeAt`) since it
 * was confirmed", with `orConfirmed` (a column set when a link mailed to the address was opened) as the other way a
 * row made earlier can be the account's; null when the account has no confirmed address.
 */
export function atConfirmedAddress(account: AddressHolder, column: string, madeAt: string, orConfirmed?: string): RowLink {
  const address = confirmedAddress(account);
  if (!address) return null;
  const since = `${madeAt} >= ${CONFIRMED_SINCE}`;
  const when = orConfirmed ? `(${since} or ${orConfirmed} is not null)` : since;
  return { sql: `(lower(${column}) = lower(?) and ${when})`, params: [address, account.id] };
}

/** `byId` (always a condition) or, when the account has a confirmed address, `byId` or `byAddress`. */
export function either(byId: SqlCondition, byAddress: RowLink): SqlCondition {
  return byAddress ? { sql: `(${byId.sql} or ${byAddress.sql})`, params: [...byId.params, ...byAddress.params] } : byId;
}

/**
 * The SQL condition "this newsletter subscription (a `newsletter_subscriptions` row) is the account's": it asked for it
 * from its settings and the link mailed to the address for that request was opened (`account_id`), or it is at the
 * address the account confirmed, made since or confirmed through the link mailed to the address. A subscription at an
 * address the account only claims is someone else's: the settings neither show nor remove it, the export and deletion
 * leave it.
 */
export function ownNewsletterSubscription(account: AddressHolder): SqlCondition {
  return either({ sql: 'account_id = ?', params: [account.id] }, atConfirmedAddress(account, 'email', 'created_at', 'confirmed_at'));
}

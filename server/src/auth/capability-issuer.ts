// A capability link acts with the authority of the staff member who issued it (a draft's preview link, an invitation
// to the team): whoever holds the link needs no account. So at every use, not only when it was made, the issuer's
// account is read again and must still be allowed to do what the link does; a link outlives no demotion, disabling or
// deletion of its issuer. Links that act for their holder's own account (password reset, e-mail verification and
// change, a subscriber's newsletter links) are not capability links of this kind: the account they act for is the
// holder's.
import type { PublicUser } from '@app/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/user.entity.ts';

/** The issuer of a capability link as the database holds it now: what a role check reads. */
export type LinkIssuer = Pick<PublicUser, 'id' | 'role'>;

/** Whether `issuer`, as it is now, may still do what the link does (the same rule that allowed making the link). */
export type IssuerRule = (issuer: LinkIssuer) => boolean | Promise<boolean>;

/**
 * The ids among `issuerIds` whose accounts still exist, are not disabled and satisfy `rule`, read afresh (never a
 * request's cached user). With `lock` (inside a transaction) their rows are held FOR SHARE to its end, so a demotion
 * or a disabling running at the same moment waits for the use, or the use sees its outcome.
 */
export async function issuersStillAllowed(
  em: EntityManager,
  issuerIds: ReadonlyArray<number | null>,
  rule: IssuerRule,
  options: { lock?: boolean } = {},
): Promise<Set<number>> {
  const ids = [...new Set(issuerIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await em.find(
    User,
    { id: { $in: ids }, disabledAt: null },
    { orderBy: { id: 'asc' }, refresh: true, ...(options.lock ? { lockMode: LockMode.PESSIMISTIC_READ } : {}) },
  );
  const allowed = new Set<number>();
  for (const issuer of rows) if (await rule(issuer)) allowed.add(issuer.id);
  return allowed;
}

/** Whether the account `issuerId` (null once deleted) may still do what its link does; see `issuersStillAllowed`. */
export async function issuerStillAllowed(
  em: EntityManager,
  issuerId: number | null,
  rule: IssuerRule,
  options: { lock?: boolean } = {},
): Promise<boolean> {
  return issuerId !== null && (await issuersStillAllowed(em, [issuerId], rule, options)).has(issuerId);
}

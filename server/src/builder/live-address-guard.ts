// Guarded publishing on the server: a change to a builder page that alters what every visitor sees at an address
// goes ahead only when the call names that address (contracts' builder-live-guard.ts says which and how).
import { liveAddressEffects, unconfirmedEffects, type GuardedPage, type LiveChange } from '@app/contracts';
import { AppError } from '../errors.ts';

/**
 * Refuses `change` to `page` with a 409 (details kind 'liveAddressChange', the sentence of each address as the
 * message) unless `confirmedAddresses` names every address the change alters. Call it inside the transaction, on
 * the locked row, so the page cannot be published or moved between the check and the write.
 */
export function requireLiveChangeConfirmation(
  page: GuardedPage,
  change: LiveChange,
  confirmedAddresses: readonly string[] | undefined,
): void {
  const effects = liveAddressEffects(page, change);
  const missing = unconfirmedEffects(effects, confirmedAddresses);
  if (missing.length === 0) return;
  const message = `${missing.map((item) => item.sentence).join(' ')} Confirm ${missing.map((item) => item.path).join(' and ')} to go ahead.`;
  throw new AppError(409, message, { details: { kind: 'liveAddressChange', pageName: page.name, operation: change.operation, effects } });
}
